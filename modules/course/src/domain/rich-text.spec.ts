import { RICH_TEXT_CLASSES, richTextPolicy, sanitizeRichText } from './rich-text';

/** Our own uploads: the API's file path, and the file server named in configuration. */
const policy = richTextPolicy('/admin-api', ['https://files.dha.example/uploads/']);
const clean = (html: string): string => sanitizeRichText(html, policy);

describe('rich text: images only from our own uploads', () => {
  it.each([
    ['the API file path', '/admin-api/infra/file/4/get/2026/cover.png'],
    ['a configured file server', 'https://files.dha.example/uploads/2026/cover.png'],
    ['a configured file server, with a query', 'https://files.dha.example/uploads/a.png?w=200'],
    ['an inline raster image', 'data:image/png;base64,iVBORw0KGgo='],
    ['an inline jpeg', 'data:image/jpeg;base64,/9j/4AAQ'],
  ])('keeps %s', (_name, src) => {
    expect(clean(`<p><img src="${src}" alt="a" /></p>`)).toBe(`<p><img src="${src.replace(/&/g, '&amp;')}" alt="a" /></p>`);
  });

  it.each([
    ['another site', 'https://tracker.example/pixel.gif'],
    ['plain http to another site', 'http://tracker.example/p.png'],
    ['a look-alike host', 'https://files.dha.example.evil.example/uploads/x.png'],
    ['credentials before the host', 'https://files.dha.example@evil.example/uploads/x.png'],
    ['another path of the file server', 'https://files.dha.example/private/x.png'],
    ['a prefix that is not a path segment', 'https://files.dha.example/uploads-evil/x.png'],
    ['another port of the file server', 'https://files.dha.example:8443/uploads/x.png'],
    ['a protocol-relative address', '//tracker.example/admin-api/infra/file/x.png'],
    ['a backslash host', '/\\tracker.example/admin-api/infra/file/x.png'],
    ['another API path', '/admin-api/system/user/page'],
    ['a dot segment out of the file path', '/admin-api/infra/file/../../system/user/page'],
    ['an encoded dot segment', '/admin-api/infra/file/%2e%2e/%2e%2e/system/user/page'],
    ['a path relative to the page', 'admin-api/infra/file/x.png'],
    ['an inline SVG (can carry script and links)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['inline HTML', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a script URL', 'javascript:alert(1)'],
    ['an empty source', ''],
  ])('drops the image from %s', (_name, src) => {
    expect(clean(`<p>a<img src="${src}" />b</p>`)).toBe('<p>ab</p>');
  });

  it('drops an image without a source, and srcset (a second way to load from anywhere)', () => {
    expect(clean('<p><img alt="x" /></p>')).toBe('<p></p>');
    expect(clean('<img src="/admin-api/infra/file/a.png" srcset="https://tracker.example/p.png 2x" />')).toBe(
      '<img src="/admin-api/infra/file/a.png" />',
    );
  });

  it('keeps no external image without configuration: only the API file path and inline images', () => {
    const bare = richTextPolicy('/admin-api', []);
    expect(sanitizeRichText('<img src="https://files.dha.example/uploads/a.png" />', bare)).toBe('');
    expect(sanitizeRichText('<img src="/admin-api/infra/file/a.png" />', bare)).toBe('<img src="/admin-api/infra/file/a.png" />');
    // another API prefix: its file path
    expect(sanitizeRichText('<img src="/api/infra/file/a.png" />', richTextPolicy('/api/', []))).toBe(
      '<img src="/api/infra/file/a.png" />',
    );
  });

  it('keeps no style that loads anything (no background images)', () => {
    expect(clean('<p style="background-image:url(https://tracker.example/p.png);color:red">x</p>')).toBe('<p style="color:red">x</p>');
  });
});

describe('rich text: classes only from the list the console produces', () => {
  it('keeps a listed class and drops every other one', () => {
    const listed = richTextPolicy('/admin-api', [], ['ql-align-center']);
    expect(sanitizeRichText('<p class="ql-align-center bp6-dark">a</p><span class="x">b</span>', listed)).toBe(
      '<p class="ql-align-center">a</p><span>b</span>',
    );
  });

  it('the console has no rich-text editor yet (a text area of HTML): it produces no class, so none is kept', () => {
    expect(RICH_TEXT_CLASSES).toEqual([]);
    expect(clean('<p class="dha-client-rich bp6-dark x">a</p><span class="ql-align-center">b</span>')).toBe('<p>a</p><span>b</span>');
  });

  it('still removes scripts, event handlers and script URLs', () => {
    expect(clean('<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(2)">l</a><iframe src="/x"></iframe>')).toBe(
      '<p>a</p><a rel="noopener noreferrer">l</a>',
    );
  });
});
