import { fireEvent, render, screen, within } from '@testing-library/react';
import { dictStore } from '../dict';
import { FilterField } from './FilterField';

beforeEach(() =>
  dictStore.set([
    { dictType: 'course_type', value: '1', label: '禅修课程', colorType: 'primary', cssClass: '' },
    { dictType: 'course_type', value: '2', label: '读书会', colorType: 'success', cssClass: '' },
  ]),
);
afterEach(() => dictStore.reset());

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('<FilterField>', () => {
  it('with `dict`: a select of the dictionary under its label, 全部 first, reporting the chosen value', () => {
    const onChange = jest.fn();
    render(<FilterField id="t-type" label="课程类型" dict="course_type" value="" onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('课程类型');
    expect(select.tagName).toBe('SELECT');
    expect(select.id).toBe('t-type');
    expect(optionLabels(select)).toEqual(['全部', '禅修课程', '读书会']);

    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('with `options`: fixed options after `allLabel`, or none when allLabel is null', () => {
    const options = [
      { value: 'true', label: '已发布' },
      { value: 'false', label: '未发布' },
    ];
    const onChange = jest.fn();
    const { rerender } = render(
      <FilterField id="t-pub" label="发布状态" options={options} allLabel="不限" value="false" onChange={onChange} />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('发布状态');
    expect(optionLabels(select)).toEqual(['不限', '已发布', '未发布']);
    expect(select.value).toBe('false');
    fireEvent.change(select, { target: { value: 'true' } });
    expect(onChange).toHaveBeenCalledWith('true');

    rerender(<FilterField id="t-pub" label="发布状态" options={options} allLabel={null} value="true" onChange={onChange} />);
    expect(optionLabels(screen.getByLabelText('发布状态'))).toEqual(['已发布', '未发布']);
  });

  it('with neither: a text box with its limit and placeholder', () => {
    const onChange = jest.fn();
    render(<FilterField id="t-name" label="课程名称" maxLength={12} placeholder="请输入" value="读" onChange={onChange} />);
    const box = screen.getByLabelText<HTMLInputElement>('课程名称');
    expect(box.tagName).toBe('INPUT');
    expect(box.maxLength).toBe(12);
    expect(box.placeholder).toBe('请输入');
    expect(box.value).toBe('读');
    fireEvent.change(box, { target: { value: '读书' } });
    expect(onChange).toHaveBeenCalledWith('读书');
  });

  it('with `children`: the label points at a control of its own', () => {
    render(
      <FilterField id="t-own" label="课程">
        <select id="t-own">
          <option value="">全部课程</option>
        </select>
      </FilterField>,
    );
    expect(screen.getByLabelText('课程').id).toBe('t-own');
  });
});
