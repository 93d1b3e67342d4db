import { Classes, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { AppDialog } from '../../ui/AppDialog';

/** A detail dialog of label/value rows (the order, refund and notify details). */
export function PayDetailDialog({
  title,
  rows,
  onClose,
  children,
}: {
  title: string;
  rows: Array<[string, ReactNode]> | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <AppDialog isOpen={!!rows} onClose={onClose} title={title} style={{ width: 760, maxWidth: 'calc(100vw - 32px)' }}>
      <div className={Classes.DIALOG_BODY}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <tbody>
            {(rows ?? []).map(([label, value]) => (
              <tr key={label}>
                <th style={{ width: 130, whiteSpace: 'nowrap' }}>{label}</th>
                <td style={{ wordBreak: 'break-all' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {children}
      </div>
    </AppDialog>
  );
}

/** Raw channel data (JSON when it is) indented in a box. */
export function RawData({ text }: { text: string | null }) {
  if (!text) return null;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    /* not JSON: as it came */
  }
  return <pre style={{ maxHeight: 240, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap' }}>{shown}</pre>;
}
