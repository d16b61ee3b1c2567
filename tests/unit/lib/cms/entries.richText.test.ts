import { renderRichText, richTextToPlain } from '../../../../lib/cms/entries';

describe('CMS rich text sanitiser', () => {
  it('renders markdown', () => {
    expect(renderRichText('Hello **world**\n\n- a\n- b')).toBe('<p>Hello <strong>world</strong></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderRichText('<script>alert(1)</script><img src=x onerror="alert(1)"><p onclick="x()">hi</p>\n\n[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">two</a> <a href="data:text/html,x">three</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript|data:|<img/i);
    // The unsafe links keep their text only.
    expect(html).not.toContain('<a');
    expect(html).toContain('<span>click</span>');
    expect(html).toContain('<span>two</span>');
    expect(html).toContain('<p>hi</p>');
  });

  it('keeps safe links; external ones open in a new tab without the opener', () => {
    expect(renderRichText('[a](/about-us) [b](mailto:x@example.com) [c](tel:+911)')).toBe('<p><a href="/about-us">a</a> <a href="mailto:x@example.com">b</a> <a href="tel:+911">c</a></p>');
    expect(renderRichText('[x](https://example.com)')).toBe('<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(renderRichText('[x](//evil.example)')).toBe('<p><span>x</span></p>');
  });

  it('keeps the page to one h1: body headings become h3', () => {
    expect(renderRichText('# Big\n\n## Smaller')).toBe('<h3>Big</h3>\n<h3>Smaller</h3>');
  });

  it('drops style and iframe content entirely', () => {
    expect(renderRichText('<style>body{}</style><iframe src="https://x"></iframe>ok')).toBe('ok');
  });

  it('gives empty output for empty input and plain text for JSON-LD', () => {
    expect(renderRichText(null)).toBe('');
    expect(renderRichText('  ')).toBe('');
    expect(richTextToPlain('Use **`<=`** & `=` <script>x</script>')).toBe('Use <= & =');
  });
});
