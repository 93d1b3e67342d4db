import { render } from '@testing-library/react';
import { RichText, sanitizeRichText } from './RichText';

describe('rich text on render', () => {
  afterEach(() => delete (window as { __pwned?: number }).__pwned);

  it('keeps formatting, links and images; drops scripts, handlers, forms and javascript: links', () => {
    const html = sanitizeRichText(
      '<h3>标题</h3><p class="ql-align-center">正文<strong>加粗</strong></p><img src="/admin-api/infra/file/a.png" onerror="x()">' +
        '<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="https://example.org">好链接</a><form><input></form>',
    );
    expect(html).toContain('<h3>标题</h3>');
    expect(html).toContain('<p class="ql-align-center">正文<strong>加粗</strong></p>');
    expect(html).toContain('<img src="/admin-api/infra/file/a.png">');
    expect(html).toContain('<a href="https://example.org">好链接</a>');
    expect(html).not.toMatch(/script|onerror|javascript:|<form|<input/);
    expect(sanitizeRichText(null)).toBe('');
  });

  it('renders into the page without running anything', () => {
    const { container } = render(<RichText html={'<img src="x" onerror="window.__pwned=1"><p>文字</p>'} />);
    expect(container.querySelector('.dha-client-rich p')?.textContent).toBe('文字');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
