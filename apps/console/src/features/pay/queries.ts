import type {
  PayAppPageItemVO,
  PayAppSaveReq,
  PayNotifyTaskVO,
  PayOrderPageItemVO,
  PayRefundPageItemVO,
  PayWalletVO,
} from '@dha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob, type QueryParams } from '../../api/http';
import { toast } from '../../api/toaster';
import { dateRangeParams, formatDateTime } from '../../ui/format';
import { useCrudList } from '../../ui/useCrudList';
import { payAppApi, payChannelApi, payNotifyApi, payOrderApi, payRefundApi, payWalletApi, type CashierApi } from './api';

/** The query keys of the pay screens. */
export const payKeys = {
  apps: ['pay', 'app'] as const,
  appList: ['pay', 'app', 'list'] as const,
  channel: (appId: number, code: string) => ['pay', 'app', 'channel', appId, code] as const,
  orders: ['pay', 'order'] as const,
  order: (id: number) => ['pay', 'order', 'detail', id] as const,
  refunds: ['pay', 'refund'] as const,
  refund: (id: number) => ['pay', 'refund', 'detail', id] as const,
  notify: ['pay', 'notify'] as const,
  notifyTask: (id: number) => ['pay', 'notify', 'detail', id] as const,
  wallets: ['pay', 'wallet'] as const,
  transactions: (walletId: number) => ['pay', 'wallet', 'transactions', walletId] as const,
  cashier: (scope: string, id: number) => ['pay', 'cashier', scope, id] as const,
  cashierChannels: (scope: string, appId: number) => ['pay', 'cashier', scope, 'channels', appId] as const,
};

const stamp = () => formatDateTime(Date.now()).replace(/[: ]/g, '');

/** A page filter as typed: '' means any. */
export type PayFilter = Record<string, string> & { createdFrom: string; createdTo: string };

/** Filter → GET params: empty values left out, the created range as upstream's `createTime[0]`/`[1]`. */
export function payParams(f: PayFilter, page?: { pageNo: number; pageSize: number }): QueryParams {
  const { createdFrom = '', createdTo = '', ...rest } = f;
  return {
    ...page,
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.trim() || undefined])),
    ...dateRangeParams('createTime', createdFrom, createdTo),
  };
}

export function usePayAppList() {
  return useCrudList<PayAppPageItemVO, PayAppSaveReq, PayFilter>({
    queryKey: payKeys.apps,
    filter: { name: '', status: '', createdFrom: '', createdTo: '' },
    api: payAppApi,
    params: payParams,
  });
}

/** Every app of the tenant (the selects of the order, refund and notify filters). */
export function usePayApps() {
  return useQuery({ queryKey: payKeys.appList, queryFn: payAppApi.list });
}

export function usePayChannel(appId: number, code: string, enabled: boolean) {
  return useQuery({ queryKey: payKeys.channel(appId, code), queryFn: () => payChannelApi.get(appId, code), enabled });
}

export function useSavePayChannel(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: Parameters<typeof payChannelApi.create>[0]): Promise<unknown> =>
      req.id ? payChannelApi.update(req) : payChannelApi.create(req),
    onSuccess: () => {
      toast.success('保存成功');
      void queryClient.invalidateQueries({ queryKey: payKeys.apps });
      onSaved();
    },
  });
}

/** A read-only list of the pay screens (no create, edit or delete). */
const useReadOnlyList = <T extends { id: number }>(
  queryKey: readonly unknown[],
  page: (p: QueryParams) => Promise<{ list: T[]; total: number }>,
  filter: PayFilter,
) => useCrudList<T, { id?: number }, PayFilter>({ queryKey, filter, api: { page }, params: payParams });

export const emptyOrderFilter = (): PayFilter => ({
  appId: '',
  channelCode: '',
  merchantOrderId: '',
  no: '',
  status: '',
  createdFrom: '',
  createdTo: '',
});
export function usePayOrderList() {
  return useReadOnlyList<PayOrderPageItemVO>(payKeys.orders, payOrderApi.page, emptyOrderFilter());
}
export function usePayOrderDetail(id: number | null) {
  return useQuery({ queryKey: payKeys.order(id ?? 0), queryFn: () => payOrderApi.detail(id!), enabled: id !== null });
}
export function useExportPayOrders(filter: PayFilter) {
  return useMutation({
    mutationFn: () => payOrderApi.exportExcel(payParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `支付订单-${stamp()}.xlsx`),
  });
}

export const emptyRefundFilter = (): PayFilter => ({
  appId: '',
  channelCode: '',
  merchantOrderId: '',
  merchantRefundId: '',
  status: '',
  createdFrom: '',
  createdTo: '',
});
export function usePayRefundList() {
  return useReadOnlyList<PayRefundPageItemVO>(payKeys.refunds, payRefundApi.page, emptyRefundFilter());
}
export function usePayRefundDetail(id: number | null) {
  return useQuery({ queryKey: payKeys.refund(id ?? 0), queryFn: () => payRefundApi.get(id!), enabled: id !== null });
}
export function useExportPayRefunds(filter: PayFilter) {
  return useMutation({
    mutationFn: () => payRefundApi.exportExcel(payParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `退款订单-${stamp()}.xlsx`),
  });
}

export const emptyNotifyFilter = (): PayFilter => ({
  appId: '',
  type: '',
  status: '',
  merchantOrderId: '',
  createdFrom: '',
  createdTo: '',
});
export function usePayNotifyList() {
  return useReadOnlyList<PayNotifyTaskVO>(payKeys.notify, payNotifyApi.page, emptyNotifyFilter());
}
export function usePayNotifyDetail(id: number | null) {
  return useQuery({ queryKey: payKeys.notifyTask(id ?? 0), queryFn: () => payNotifyApi.detail(id!), enabled: id !== null });
}
export function useRetryPayNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payNotifyApi.retry,
    onSuccess: () => {
      toast.success('已重新通知');
      void queryClient.invalidateQueries({ queryKey: payKeys.notify });
    },
  });
}

export function usePayWalletList() {
  return useReadOnlyList<PayWalletVO>(payKeys.wallets, payWalletApi.page, { userId: '', createdFrom: '', createdTo: '' });
}
export function useWalletTransactions(walletId: number | null) {
  return useQuery({
    queryKey: payKeys.transactions(walletId ?? 0),
    queryFn: () => payWalletApi.transactions({ walletId: walletId!, pageNo: 1, pageSize: 100 }),
    enabled: walletId !== null,
  });
}
export function useUpdateWalletBalance(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, balance }: { userId: number; balance: number }) => payWalletApi.updateBalance(userId, balance),
    onSuccess: () => {
      toast.success('余额已调整');
      void queryClient.invalidateQueries({ queryKey: payKeys.wallets });
      onDone();
    },
  });
}

/** The cashier's order, polled every 2 s while it waits (as upstream's cashier). */
export function useCashierOrder(cashier: CashierApi, scope: string, id: number | null, polling: boolean) {
  return useQuery({
    queryKey: payKeys.cashier(scope, id ?? 0),
    // sync: the server asks the channel too, so a payment whose callback is late still shows
    queryFn: () => cashier.get(id!, true),
    enabled: id !== null,
    refetchInterval: polling ? 2000 : false,
    gcTime: 0,
  });
}

export function useCashierChannels(cashier: CashierApi, scope: string, appId: number | null) {
  return useQuery({
    queryKey: payKeys.cashierChannels(scope, appId ?? 0),
    queryFn: () => cashier.channels(appId!),
    enabled: appId !== null,
  });
}

export function useCashierSubmit(cashier: CashierApi) {
  return useMutation({ mutationFn: cashier.submit });
}
