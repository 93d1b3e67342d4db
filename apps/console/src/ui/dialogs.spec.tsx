import { fireEvent, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { AppDialog, AppDrawer } from './AppDialog';
import { ConfirmAlert } from './ConfirmAlert';
import { FormDialog } from './FormDialog';

/** Spec §4: no dialog closes on a click on its backdrop; Escape still closes. */
const backdrop = () => document.querySelector<HTMLElement>('.bp6-overlay-backdrop');

const dialogs: Array<[string, (onClose: () => void) => React.JSX.Element]> = [
  ['AppDialog', (onClose) => <AppDialog isOpen title="对话框" onClose={onClose} />],
  ['AppDrawer', (onClose) => <AppDrawer isOpen title="抽屉" onClose={onClose} />],
  [
    'FormDialog',
    (onClose) => (
      <FormDialog isOpen title="表单" onClose={onClose} onSubmit={() => undefined}>
        内容
      </FormDialog>
    ),
  ],
  [
    'ConfirmAlert',
    (onClose) => (
      <ConfirmAlert isOpen onCancel={onClose} onConfirm={() => undefined}>
        确定删除吗？
      </ConfirmAlert>
    ),
  ],
];

describe.each(dialogs)('%s', (_name, make) => {
  it('stays open on a backdrop click and closes on Escape', () => {
    const onClose = jest.fn();
    render(make(onClose));
    const b = backdrop();
    expect(b).not.toBeNull();
    fireEvent.mouseDown(b!);
    fireEvent.click(b!);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('.bp6-overlay-open, .bp6-overlay-content')).not.toBeNull();
    fireEvent.keyDown(document.querySelector('.bp6-overlay-content, .bp6-overlay')!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

it('a caller can still not turn the rule off by accident: AppDialog defaults, props may only add', () => {
  const onClose = jest.fn();
  render(<AppDialog isOpen title="对话框" onClose={onClose} canEscapeKeyClose={false} />);
  fireEvent.mouseDown(backdrop()!);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByText('对话框')).toBeTruthy();
});

/** Every overlay the ui/ folder builds goes through the rule: Blueprint's Dialog/Drawer/Alert only in AppDialog/ConfirmAlert. */
it('ui/ opens Blueprint dialogs, drawers and alerts only through AppDialog, AppDrawer and ConfirmAlert', () => {
  const dir = __dirname;
  const offenders = fs
    .readdirSync(dir)
    .filter((f) => /\.tsx$/.test(f) && !f.includes('.spec.'))
    .filter((f) => !['AppDialog.tsx', 'ConfirmAlert.tsx'].includes(f))
    .filter((f) => /<(Dialog|Drawer|Alert|OverlayDrawer|MultistepDialog)\b/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  expect(offenders).toEqual([]);
  expect(fs.readFileSync(path.join(dir, 'ConfirmAlert.tsx'), 'utf8')).toContain('canOutsideClickCancel={false}');
});
