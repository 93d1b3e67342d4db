import { Button, Callout, Card, Classes, Spinner } from '@blueprintjs/core';
import {
  DictTypeCode,
  PayDisplayMode,
  PayOrderStatus,
  isAlipayChannel,
  isPayOrderPaid,
  isWeixinChannel,
  type PayOrderSubmitRespVO,
} from '@dha/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../api/toaster';
import { getDictLabel } from '../../../dict';
import { AppDialog } from '../../../ui/AppDialog';
import { centsToYuan, formatDateTime } from '../../../ui/format';
import { QrCanvas } from '../../auth/wechat/QrCanvas';
import type { CashierApi } from '../api';
import { useCashierChannels, useCashierOrder, useCashierSubmit } from '../queries';
import './cashier.css';

export type PayResult = 'success' | 'cancel' | 'close';

/** Where the cashier goes back to: returnUrl with `payResult` added (upstream's goReturnUrl). */
export function returnTarget(returnUrl: string | null, result: PayResult): string | null {
  if (!returnUrl) return null;
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payResult=${result}`;
}

const inWechat = (): boolean => /micromessenger/i.test(navigator.userAgent);

/** The groups of channel tiles, as upstream's cashier. */
const GROUPS: Array<{ title: string; match: (code: string) => boolean }> = [
  { title: '微信支付', match: isWeixinChannel },
  { title: '支付宝支付', match: isAlipayChannel },
  { title: '其它支付', match: (c) => !isWeixinChannel(c) && !isAlipayChannel(c) },
];

/** WeChat's in-browser JSAPI payment (wx_pub inside WeChat). */
function payInWechat(params: string): Promise<boolean> {
  const bridge = (
    window as unknown as { WeixinJSBridge?: { invoke: (name: string, p: unknown, cb: (r: { err_msg: string }) => void) => void } }
  ).WeixinJSBridge;
  if (!bridge) return Promise.resolve(false);
  return new Promise((resolve) =>
    bridge.invoke('getBrandWCPayRequest', JSON.parse(params), (r) => resolve(r.err_msg === 'get_brand_wcpay_request:ok')),
  );
}

/**
 * The cashier (upstream's pay/cashier): the order's subject, amount and deadline, the tiles of its app's
 * enabled channels, each display mode (a redirect for `url`, the QR drawn in a dialog for `qr_code`,
 * WeChat's JSAPI inside WeChat, paid at once for mock and wallet); it polls the order and goes back to
 * `returnUrl` with `payResult=success|cancel|close`. `api` is the staff's or the visitor's calls.
 */
export function Cashier({
  api,
  scope,
  orderId,
  returnUrl,
  onFinish,
}: {
  api: CashierApi;
  scope: string;
  orderId: number | null;
  returnUrl: string | null;
  /** before going back: what the caller refreshes */
  onFinish?: (result: PayResult) => void;
}) {
  const navigate = useNavigate();
  const [qr, setQr] = useState<{ code: string; text: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const order = useCashierOrder(api, scope, orderId, waiting || !!qr);
  const channels = useCashierChannels(api, scope, order.data?.appId ?? null);
  const submit = useCashierSubmit(api);

  const goBack = (result: PayResult) => {
    onFinish?.(result);
    const target = returnTarget(returnUrl, result);
    if (!target) return navigate(-1);
    if (/^https?:\/\//.test(target)) window.location.href = target;
    else navigate(target, { replace: true });
  };

  const status = order.data?.status;
  useEffect(() => {
    if (status === undefined) return;
    if (isPayOrderPaid(status)) {
      setQr(null);
      toast.success('支付成功');
      goBack('success');
    } else if (status === PayOrderStatus.CLOSED) {
      setQr(null);
      toast.error('无法支付，原因：订单已关闭');
      goBack('close');
    }
    // acts on the order status only
  }, [status]);

  if (orderId === null) return <Callout intent="danger" title="未传递支付单号，无法查看对应的支付信息" />;
  if (order.isError) return <Callout intent="danger" title="支付订单不存在" />;
  if (!order.data) return <Spinner />;
  const o = order.data;

  const pay = (code: string) => {
    if (code === 'wx_pub' && !inWechat()) return toast.error('微信 JSAPI 支付：请在微信中打开本页面');
    submit.mutate(
      { id: o.id, channelCode: code, returnUrl: window.location.href },
      {
        onSuccess: async (r: PayOrderSubmitRespVO) => {
          if (isPayOrderPaid(r.status)) return void order.refetch();
          if (r.displayMode === PayDisplayMode.URL && r.displayContent) return void (window.location.href = r.displayContent);
          if (r.displayMode === PayDisplayMode.QR_CODE && r.displayContent) return setQr({ code, text: r.displayContent });
          if (r.displayMode === PayDisplayMode.APP && r.displayContent && code === 'wx_pub') {
            setWaiting(true);
            if (!(await payInWechat(r.displayContent))) toast.warning('支付未完成');
            return;
          }
          setWaiting(true);
        },
      },
    );
  };

  const codes = channels.data ?? [];
  return (
    <div className="dha-cashier">
      <Card className="dha-cashier-order">
        <dl>
          <dt>支付单号</dt>
          <dd>{o.id}</dd>
          <dt>商品标题</dt>
          <dd>{o.subject}</dd>
          {o.body && (
            <>
              <dt>商品内容</dt>
              <dd>{o.body}</dd>
            </>
          )}
          <dt>支付金额</dt>
          <dd className="dha-cashier-price">￥{centsToYuan(o.price)}</dd>
          <dt>创建时间</dt>
          <dd>{formatDateTime(o.createTime)}</dd>
          <dt>过期时间</dt>
          <dd>{formatDateTime(o.expireTime)}</dd>
        </dl>
      </Card>
      {GROUPS.map((g) => {
        const mine = codes.filter(g.match);
        if (!mine.length) return null;
        return (
          <section key={g.title} className="dha-cashier-group" aria-label={g.title}>
            <h4>{g.title}</h4>
            <div className="dha-cashier-tiles">
              {mine.map((code) => (
                <Button
                  key={code}
                  className="dha-cashier-tile"
                  large
                  loading={submit.isPending && submit.variables?.channelCode === code}
                  disabled={submit.isPending}
                  onClick={() => pay(code)}
                >
                  {getDictLabel(DictTypeCode.PAY_CHANNEL_CODE, code)}
                </Button>
              ))}
            </div>
          </section>
        );
      })}
      {channels.isSuccess && !codes.length && <Callout intent="warning" title="暂无可用的支付方式，请联系工作人员" />}
      {waiting && !qr && <Callout icon={<Spinner size={16} />} title="正在等待支付结果…" />}
      <div className="dha-cashier-actions">
        <Button text="取消支付" onClick={() => goBack('cancel')} />
      </div>
      <AppDialog
        isOpen={!!qr}
        title={qr && isAlipayChannel(qr.code) ? '请使用支付宝“扫一扫”扫码支付' : '请使用微信“扫一扫”扫码支付'}
        onClose={() => setQr(null)}
      >
        <div className={Classes.DIALOG_BODY} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
          {qr && <QrCanvas text={qr.text} label="支付二维码" />}
          <p>支付金额 ￥{centsToYuan(o.price)}，支付完成后本页自动跳转</p>
        </div>
      </AppDialog>
    </div>
  );
}
