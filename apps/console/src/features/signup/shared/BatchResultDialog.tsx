import { Button, Callout, Classes, HTMLTable } from '@blueprintjs/core';
import type { BatchSummary } from './batch-result';
import { AppDialog } from '../../../ui/AppDialog';

/** Per-id answers of a batch call: how many were done, and for each failure why not. */
export function BatchResultDialog({ title, summary, onClose }: { title: string; summary: BatchSummary | null; onClose: () => void }) {
  return (
    <AppDialog isOpen={!!summary} title={title} onClose={onClose} style={{ width: 560 }}>
      {summary && (
        <div className={Classes.DIALOG_BODY}>
          <Callout intent={summary.failed === 0 ? 'success' : summary.done === 0 ? 'danger' : 'warning'} title={summary.headline}>
            共提交 {summary.total} 条：成功 {summary.done} 条，失败 {summary.failed} 条。
          </Callout>
          {summary.reasons.length > 0 && (
            <>
              <h4>失败原因</h4>
              <ul>
                {summary.reasons.map((r) => (
                  <li key={r.msg}>
                    {r.msg}（{r.count} 条）
                  </li>
                ))}
              </ul>
              <HTMLTable compact striped style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th>报名编号</th>
                    <th>报名人</th>
                    <th>原因</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.failures.map((f) => (
                    <tr key={f.id}>
                      <td>{f.id}</td>
                      <td>{f.who}</td>
                      <td>{f.msg}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </>
          )}
        </div>
      )}
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="primary" text="知道了" onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
