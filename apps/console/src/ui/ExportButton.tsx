import { Button } from '@blueprintjs/core';

/** The 导出 button of a list: runs the export mutation (the file is saved when it answers), busy meanwhile. */
export function ExportButton({ exporter, text = '导出' }: { exporter: { isPending: boolean; mutate: () => void }; text?: string }) {
  return (
    <Button icon="download" text={text} loading={exporter.isPending} disabled={exporter.isPending} onClick={() => exporter.mutate()} />
  );
}
