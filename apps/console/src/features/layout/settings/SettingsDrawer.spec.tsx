import { act, fireEvent, render, screen } from '@testing-library/react';
import { SettingsDrawer } from './SettingsDrawer';

/** Renders the drawer and lets Blueprint's icons (loaded asynchronously) settle. */
async function renderDrawer(isOpen: boolean, onClose: () => void) {
  const view = render(<SettingsDrawer isOpen={isOpen} onClose={onClose} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

describe('<SettingsDrawer>', () => {
  it('closes once on Esc pressed inside it', async () => {
    const onClose = jest.fn();
    await renderDrawer(true, onClose);
    fireEvent.keyDown(screen.getByRole('button', { name: '保存配置' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc while the focus is on the page behind it (after a backdrop click)', async () => {
    const onClose = jest.fn();
    await renderDrawer(true, onClose);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, and Esc once closed', async () => {
    const onClose = jest.fn();
    const { rerender } = await renderDrawer(true, onClose);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    rerender(<SettingsDrawer isOpen={false} onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
