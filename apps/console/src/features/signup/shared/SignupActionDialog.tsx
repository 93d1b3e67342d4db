import { Button, Callout, Classes, FormGroup, Radio, RadioGroup, Tag, TextArea } from '@blueprintjs/core';
import type { OfferName, SignupBatchItemResult, SignupRespVO } from '@dha/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../api/toaster';
import { useReviewSignup } from '../queries';
import { STAFF_ACTION_LABELS, type StaffAction } from './staff-actions';
import { AppDialog } from '../../../ui/AppDialog';

export interface ActionRequest {
  action: StaffAction;
  /** the signups acted on (id + version) */
  rows: Array<Pick<SignupRespVO, 'id' | 'version'> & Partial<Pick<SignupRespVO, 'realName' | 'username'>>>;
}

/**
 * Review (通过 / 拒绝 / 录取 with an offer) or cancel, for one signup or a batch. One signup goes
 * through `review`/`cancel` (an error is toasted by the API client and the dialog stays open);
 * several go through `batch-review` and every id gets its own answer.
 */
export function SignupActionDialog({
  request,
  changedIds,
  onReload,
  onClose,
  onDone,
}: {
  request: ActionRequest | null;
  /** signups of the request someone else changed since it was opened (live channel) */
  changedIds?: ReadonlySet<number>;
  /** re-fetch the rows and close: a changed signup is never acted on with its old state */
  onReload?: () => void;
  onClose: () => void;
  /** the per-id answers (a single success is `[{id, ok:true}]`) */
  onDone: (results: SignupBatchItemResult[], action: StaffAction) => void;
}) {
  const [offer, setOffer] = useState<OfferName>('FORMAL');
  const [remark, setRemark] = useState('');
  useEffect(() => {
    if (request) {
      setOffer('FORMAL');
      setRemark('');
    }
  }, [request]);

  const mutation = useReviewSignup((results, req) => {
    if (req.rows.length === 1 && results[0]?.ok) toast.success(`${STAFF_ACTION_LABELS[req.action]}成功`);
    onDone(results, req.action);
  });

  const action = request?.action;
  const label = action ? STAFF_ACTION_LABELS[action] : '';
  const count = request?.rows.length ?? 0;
  const busy = mutation.isPending;
  // our own change echoes back while the call is in flight: only flag changes seen while idle
  const changed = !busy && !!changedIds?.size && !!onReload;
  const who = request?.rows.length === 1 ? request.rows[0]!.realName || request.rows[0]!.username || `#${request.rows[0]!.id}` : '';
  return (
    <AppDialog
      isOpen={!!request}
      title={count > 1 ? `批量${label}（${count} 条）` : `${label}${who ? `：${who}` : ''}`}
      onClose={() => !busy && onClose()}
      canEscapeKeyClose={!busy}
      style={{ width: 480 }}
    >
      <div className={Classes.DIALOG_BODY}>
        {changed && (
          <Callout intent="warning" icon={null} data-testid="signup-changed-by-other">
            <Tag intent="warning">已被他人更新</Tag> {count > 1 ? `其中 ${changedIds!.size} 条报名` : '该报名'}
            已被他人处理，请重新加载后再操作。
          </Callout>
        )}
        {action === 'REJECT' && <Callout intent="warning">拒绝后报名状态变为「未录取」，不可恢复。</Callout>}
        {action === 'CANCEL' && <Callout intent="warning">取消后报名状态变为「已取消」，占用的名额将释放。</Callout>}
        {(action === 'APPROVE' || action === 'PASS') && (
          <FormGroup
            label="录取类型"
            helperText={action === 'PASS' ? '课程需要老师审核时转老师审核；无需老师审核时直接按此类型发出录取通知' : undefined}
          >
            <RadioGroup inline selectedValue={offer} onChange={(e) => setOffer(e.currentTarget.value as OfferName)}>
              <Radio label="正式" value="FORMAL" />
              <Radio label="候补" value="CANDIDATE" />
            </RadioGroup>
          </FormGroup>
        )}
        <FormGroup label="备注" labelFor="signup-action-remark">
          <TextArea
            id="signup-action-remark"
            fill
            rows={3}
            maxLength={500}
            value={remark}
            placeholder="选填，最多 500 字"
            onChange={(e) => setRemark(e.currentTarget.value)}
          />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="取消" disabled={busy} onClick={onClose} />
          {changed ? (
            <Button intent="warning" icon="refresh" text="重新加载" onClick={onReload} />
          ) : (
            <Button
              intent={action === 'REJECT' || action === 'CANCEL' ? 'danger' : 'primary'}
              text={`确定${label}`}
              loading={busy}
              onClick={() => request && mutation.mutate({ ...request, offer, remark: remark.trim() || undefined })}
            />
          )}
        </div>
      </div>
    </AppDialog>
  );
}
