import { render, screen } from '@testing-library/react';
import { dictStore } from './dict-store';
import { DictTag } from './DictTag';

describe('<DictTag>', () => {
  beforeEach(() => dictStore.set([{ dictType: 'common_status', value: '1', label: '关闭', colorType: 'danger', cssClass: '' }]));

  it('renders the label with the intent of its colorType', () => {
    render(<DictTag type="common_status" value={1} />);
    expect(screen.getByText('关闭').closest('.bp6-tag')?.className).toContain('bp6-intent-danger');
  });

  it("renders '未知' for an unknown value", () => {
    render(<DictTag type="common_status" value={7} />);
    expect(screen.getByText('未知')).toBeTruthy();
  });
});
