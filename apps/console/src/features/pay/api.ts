import type {
  PageResult,
  PayAppPageItemVO,
  PayAppSaveReq,
  PayAppVO,
  PayChannelSaveReq,
  PayChannelVO,
  PayNotifyTaskDetailVO,
  PayNotifyTaskVO,
  PayOrderDetailVO,
  PayOrderPageItemVO,
  PayOrderSubmitReq,
  PayOrderSubmitRespVO,
  PayOrderVO,
  PayRefundDetailVO,
  PayRefundPageItemVO,
  PayWalletTransactionVO,
  PayWalletVO,
} from '@dha/contracts';
import { api, type QueryParams } from '../../api/http';

export const payAppApi = {
  page: (params: QueryParams) => api.get<PageResult<PayAppPageItemVO>>('/pay/app/page', params),
  list: () => api.get<PayAppVO[]>('/pay/app/list'),
  create: (req: PayAppSaveReq) => api.post<number>('/pay/app/create', req),
  update: (req: PayAppSaveReq) => api.put<boolean>('/pay/app/update', req),
  delete: (id: number) => api.delete<boolean>('/pay/app/delete', { id }),
};

export const payChannelApi = {
  get: (appId: number, code: string) => api.get<PayChannelVO | null>('/pay/channel/get', { appId, code }),
  create: (req: PayChannelSaveReq) => api.post<number>('/pay/channel/create', req),
  update: (req: PayChannelSaveReq) => api.put<boolean>('/pay/channel/update', req),
};

export const payOrderApi = {
  page: (params: QueryParams) => api.get<PageResult<PayOrderPageItemVO>>('/pay/order/page', params),
  detail: (id: number) => api.get<PayOrderDetailVO>('/pay/order/get-detail', { id }),
  exportExcel: (params: QueryParams) => api.download('/pay/order/export-excel', params),
};

export const payRefundApi = {
  page: (params: QueryParams) => api.get<PageResult<PayRefundPageItemVO>>('/pay/refund/page', params),
  get: (id: number) => api.get<PayRefundDetailVO>('/pay/refund/get', { id }),
  exportExcel: (params: QueryParams) => api.download('/pay/refund/export-excel', params),
};

export const payNotifyApi = {
  page: (params: QueryParams) => api.get<PageResult<PayNotifyTaskVO>>('/pay/notify/page', params),
  detail: (id: number) => api.get<PayNotifyTaskDetailVO>('/pay/notify/get-detail', { id }),
  retry: (id: number) => api.put<PayNotifyTaskDetailVO>('/pay/notify/retry', { id }),
};

export const payWalletApi = {
  page: (params: QueryParams) => api.get<PageResult<PayWalletVO>>('/pay/wallet/page', params),
  updateBalance: (userId: number, balance: number) => api.put<boolean>('/pay/wallet/update-balance', { userId, balance }),
  transactions: (params: QueryParams) => api.get<PageResult<PayWalletTransactionVO>>('/pay/wallet-transaction/page', params),
};

/**
 * The order calls of a cashier: the staff cashier's (`/pay/order/*`, pay:order:query) or the visitor's
 * pay step (`/client/pay/*`, own orders only). One cashier, two routes to the same orders.
 */
export interface CashierApi {
  get: (id: number, sync?: boolean) => Promise<PayOrderVO>;
  submit: (req: PayOrderSubmitReq) => Promise<PayOrderSubmitRespVO>;
  channels: (appId: number) => Promise<string[]>;
}

export const staffCashierApi: CashierApi = {
  get: (id, sync) => api.get<PayOrderVO>('/pay/order/get', { id, sync: sync || undefined }),
  submit: (req) => api.post<PayOrderSubmitRespVO>('/pay/order/submit', req),
  channels: (appId) => api.get<string[]>('/pay/channel/get-enable-code-list', { appId }),
};

export const clientCashierApi: CashierApi = {
  get: (id, sync) => api.get<PayOrderVO>('/client/pay/order/get', { id, sync: sync || undefined }),
  submit: (req) => api.post<PayOrderSubmitRespVO>('/client/pay/order/submit', req),
  channels: (appId) => api.get<string[]>('/client/pay/channel/get-enable-code-list', { appId }),
};
