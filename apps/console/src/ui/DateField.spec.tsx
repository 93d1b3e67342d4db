import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField, fromPickerValue } from './DateField';
import { DateRangeField } from './DateRangeField';
import { SELECT_ICON_TITLE } from './AppSelect';

function Controlled({ initial, withTime, onValue }: { initial: string; withTime?: boolean; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="日期"
      withTime={withTime}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows yyyy-MM-dd, never mm/dd/yyyy, and is no native date input', () => {
    render(<Controlled initial="2026-11-23" onValue={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('日期');
    expect(input.value).toBe('2026-11-23');
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('年-月-日');
  });

  it('shows a date-time as yyyy-MM-dd HH:mm and hands back the form value in local time', () => {
    const onValue = jest.fn();
    render(<Controlled initial="2026-12-01T09:30" withTime onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('日期');
    expect(input.value).toBe('2026-12-01 09:30');
    fireEvent.change(input, { target: { value: '2026-12-20 17:45' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-20T17:45');
  });

  it('reads a typed yyyy-MM-dd and clears to an empty value', () => {
    const onValue = jest.fn();
    render(<Controlled initial="" onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('日期');
    fireEvent.change(input, { target: { value: '2026-02-03' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-02-03');
    expect(fromPickerValue(null, false)).toBe('');
    expect(fromPickerValue('2026-12-20T17:45+08:00', true)).toBe('2026-12-20T17:45');
  });

  it('opens a Chinese calendar: month and year menus without "Open dropdown"', async () => {
    render(<Controlled initial="2026-11-23" onValue={() => undefined} />);
    fireEvent.focus(screen.getByLabelText('日期'));
    fireEvent.click(screen.getByLabelText('日期'));
    expect(await screen.findByLabelText('月份')).toBeTruthy();
    expect(screen.getByLabelText('年份')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('Open dropdown');
    expect(document.body.textContent).toContain(SELECT_ICON_TITLE);
    expect(screen.getByRole('button', { name: '今天' })).toBeTruthy();
  });

  it('DateRangeField: two pickers, no native date inputs', () => {
    const { container } = render(
      <DateRangeField
        id="r"
        label="创建时间"
        fromLabel="创建时间起"
        toLabel="创建时间止"
        from="2026-01-01"
        to=""
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('创建时间起').value).toBe('2026-01-01');
  });
});
