import { fireEvent, render, screen } from '@testing-library/react';
import { NameFilterBar } from './FilterBar';

describe('NameFilterBar', () => {
  it('searches the trimmed name, and 重置 clears the box and searches everything', () => {
    const onSearch = jest.fn();
    render(<NameFilterBar label="地点名称" inputId="t-name" maxLength={10} onSearch={onSearch} />);
    const box = screen.getByLabelText<HTMLInputElement>('地点名称');
    expect(box.maxLength).toBe(10);

    fireEvent.change(box, { target: { value: '  东区中心 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('东区中心');

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box.value).toBe('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
