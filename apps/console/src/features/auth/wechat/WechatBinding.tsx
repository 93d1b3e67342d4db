import { Button, Dialog, DialogBody, H5, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { WECHAT_MP_SOCIAL_TYPE } from '@dha/contracts';
import { useState } from 'react';
import { toast } from '../../../api/toaster';
import { useSession } from '../../../auth/session';
import { useRefreshSocialBindings, useSocialBindings, useWechatBindQrCode } from '../queries';
import { QrCanvas } from './QrCanvas';
import { useTicketPoll } from './use-ticket-poll';
import { wechatApi } from './wechat-api';
import './wechat.css';

/** The personal centre's WeChat official account: bound or not, bind by scanning a QR code, unbind. */
export function WechatBinding() {
  const { user } = useSession();
  const bindings = useSocialBindings();
  const bound = bindings.data?.find((b) => b.type === WECHAT_MP_SOCIAL_TYPE);
  const [binding, setBinding] = useState(false);
  const [unbinding, setUnbinding] = useState(false);
  const refresh = useRefreshSocialBindings();

  const unbind = async () => {
    if (!user) return;
    setUnbinding(true);
    try {
      await wechatApi.unbind(user.id);
      toast.success('已解除微信绑定');
      await refresh();
    } catch {
      // the API client told the user
    } finally {
      setUnbinding(false);
    }
  };

  return (
    <section className="dha-wechat-binding" aria-label="微信公众号绑定">
      <H5>微信公众号</H5>
      {bindings.isPending ? (
        <Spinner size={16} />
      ) : bound ? (
        <p>
          <Tag intent="success" minimal>
            已绑定
          </Tag>{' '}
          可使用微信扫码登录。 <Button small text="解除绑定" intent="danger" loading={unbinding} onClick={() => void unbind()} />
        </p>
      ) : (
        <p>
          <Tag minimal>未绑定</Tag> 绑定后可使用微信扫码登录。 <Button small icon="link" text="绑定微信" onClick={() => setBinding(true)} />
        </p>
      )}
      {binding && (
        <WechatBindDialog
          onClose={() => setBinding(false)}
          onBound={() => {
            setBinding(false);
            toast.success('微信绑定成功');
            void refresh();
          }}
        />
      )}
    </section>
  );
}

/** A binding QR code of the signed-in user, polled until a phone scans it. */
function WechatBindDialog({ onClose, onBound }: { onClose: () => void; onBound: () => void }) {
  const qr = useWechatBindQrCode();
  const [expired, setExpired] = useState(false);
  useTicketPoll(
    qr.data?.ticket ?? null,
    !expired,
    (ticket) => wechatApi.pollBind(ticket),
    onBound,
    () => setExpired(true),
  );
  return (
    <Dialog isOpen title="绑定微信" onClose={onClose}>
      <DialogBody className="dha-wechat-login">
        {qr.isPending ? (
          <Spinner size={32} />
        ) : qr.isError ? (
          <NonIdealState icon="error" title="二维码获取失败" description={qr.error.message} />
        ) : expired ? (
          <NonIdealState
            icon="time"
            title="二维码已过期"
            action={
              <Button
                icon="refresh"
                text="刷新二维码"
                onClick={() => {
                  setExpired(false);
                  void qr.refetch();
                }}
              />
            }
          />
        ) : (
          <>
            <QrCanvas text={qr.data.url} label="微信绑定二维码" />
            <p className="dha-wechat-hint">请使用要绑定的微信扫描二维码</p>
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
