import { act, fireEvent, render, screen } from '@testing-library/react';
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

/** Renders and lets Blueprint's icons (loaded asynchronously) settle. */
async function renderSettled(ui: React.ReactElement) {
  const view = render(ui);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

const escape = (target: Element = document.body) => fireEvent.keyDown(target, { key: 'Escape' });

describe('<AppDialog> and <AppDrawer>: Esc closes them wherever the focus is', () => {
  it('Esc inside the dialog closes it once (Blueprint closes it; the page-wide listener stands back)', async () => {
    const onClose = jest.fn();
    await renderSettled(
      <AppDialog isOpen onClose={onClose} title="编辑">
        <button>保存</button>
      </AppDialog>,
    );
    escape(screen.getByRole('button', { name: '保存' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Esc with the focus on the page behind (after a backdrop click) closes the dialog and the drawer', async () => {
    const onDialogClose = jest.fn();
    const { unmount } = await renderSettled(<AppDialog isOpen onClose={onDialogClose} title="编辑" />);
    escape();
    expect(onDialogClose).toHaveBeenCalledTimes(1);
    unmount();

    const onDrawerClose = jest.fn();
    await renderSettled(<AppDrawer isOpen onClose={onDrawerClose} title="布局设置" />);
    escape();
    expect(onDrawerClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing for other keys, once closed, or while the caller turns Esc off (saving)', async () => {
    const onClose = jest.fn();
    const { rerender } = await renderSettled(<AppDialog isOpen onClose={onClose} title="编辑" />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    rerender(<AppDialog isOpen onClose={onClose} title="编辑" canEscapeKeyClose={false} />);
    escape();
    rerender(<AppDialog isOpen={false} onClose={onClose} title="编辑" />);
    escape();
    expect(onClose).not.toHaveBeenCalled();
  });

  /** A drawer with a dialog over it, each with a new inline handler at every render. */
  function stacked() {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    const ui = ({ inner = true, saving = false }: { inner?: boolean; saving?: boolean }) => (
      <>
        <AppDrawer isOpen onClose={() => closeOuter()} title="外层" />
        <AppDialog isOpen={inner} onClose={() => closeInner()} title="内层" canEscapeKeyClose={!saving} />
      </>
    );
    return { closeOuter, closeInner, ui };
  }

  it('of two open overlays only the last opened closes, whatever re-renders', async () => {
    const { closeOuter, closeInner, ui } = stacked();
    const { rerender } = await renderSettled(ui({ inner: false }));
    rerender(ui({}));
    rerender(ui({})); // new inline handlers: the order of opening stands
    escape();
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
    rerender(ui({ inner: false }));
    escape();
    expect(closeOuter).toHaveBeenCalledTimes(1);
  });

  it('a confirmation cancels on Esc from the page behind too, but not while it works', async () => {
    const onCancel = jest.fn();
    const alert = (loading: boolean) => (
      <ConfirmAlert isOpen loading={loading} onCancel={onCancel} onConfirm={() => undefined}>
        确定删除吗？
      </ConfirmAlert>
    );
    const { rerender } = await renderSettled(alert(true));
    escape();
    expect(onCancel).not.toHaveBeenCalled();
    rerender(alert(false));
    escape();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Esc never reaches the overlay beneath a dialog that turned Esc off while it saves', async () => {
    const { closeOuter, closeInner, ui } = stacked();
    const { rerender } = await renderSettled(ui({}));
    rerender(ui({ saving: true }));
    escape();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(closeInner).not.toHaveBeenCalled();
    rerender(ui({}));
    escape();
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('leaves an Esc that something above it already took', async () => {
    const onClose = jest.fn();
    await renderSettled(<AppDialog isOpen onClose={onClose} title="编辑" />);
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(onClose).not.toHaveBeenCalled();
  });
});
