import { Classes, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

/** A read-only record in a dialog: label / value rows (the 详情 of a log row or a job). */
export function DetailDialog({
  title,
  rows,
  onClose,
  width = 760,
}: {
  title: string;
  /** null: closed */
  rows: Array<[string, ReactNode]> | null;
  onClose: () => void;
  width?: number;
}) {
  return (
    <AppDialog isOpen={!!rows} onClose={onClose} title={title} style={{ width, maxWidth: 'calc(100vw - 32px)' }}>
      <div className={Classes.DIALOG_BODY}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <tbody>
            {(rows ?? []).map(([label, value]) => (
              <tr key={label}>
                <th style={{ width: 120, whiteSpace: 'nowrap' }}>{label}</th>
                <td style={{ wordBreak: 'break-all' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </AppDialog>
  );
}

/** JSON shown indented when it parses, as sent otherwise. */
export function PrettyJson({ text }: { text: string }) {
  let shown = text;
  try {
    shown = text ? JSON.stringify(JSON.parse(text), null, 2) : '';
  } catch {
    // not JSON: as it is
  }
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{shown}</pre>;
}
