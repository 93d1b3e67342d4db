import { renderTemplate, templateParams } from './template-content';

describe('template content', () => {
  it('parses placeholder names once each, in order', () => {
    expect(templateParams('{a} 和 {b_1}，再来 {a}；{ not } {}')).toEqual(['a', 'b_1']);
  });

  it('fills placeholders and refuses a missing one by name', () => {
    expect(renderTemplate('课程【{courseName}】{x}', { courseName: '急救', x: 0 })).toBe('课程【急救】0');
    expect(() => renderTemplate('{courseName} {deadline}', { courseName: '急救' })).toThrow('模板参数(deadline)缺失');
    expect(() => renderTemplate('{toString}', {})).toThrow('模板参数(toString)缺失');
  });
});
