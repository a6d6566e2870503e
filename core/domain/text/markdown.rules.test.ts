import { describe, expect, it } from 'vitest';
import { markdownHasLink, markdownToPlainText, readingMinutes, renderMarkdown } from './markdown.rules.ts';

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown('# Cake\n\nA **big** one with *candles*:\n\n- flour\n- eggs\n\n`sugar`');
    expect(html).toContain('<h3>Cake</h3>');
    expect(html).toContain('<strong>big</strong>');
    expect(html).toContain('<em>candles</em>');
    expect(html).toContain('<li>flour</li>');
    expect(html).toContain('<code>sugar</code>');
  });

  it('prints raw HTML as text, never as tags', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nhi <b onclick="x()">there</b>');
    expect(html).not.toMatch(/<script|<img|<b /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses script and data links, keeping their text', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\nscript:alert(1)', 'vbscript:x', 'data:text/html,<script>x</script>', 'file:///etc/passwd', '//evil.example/x']) {
      const html = renderMarkdown(`[click](${url})`);
      expect(html, url).not.toContain('<a');
    }
    expect(renderMarkdown('<javascript:alert(1)>')).not.toContain('<a');
  });

  it('marks every link nofollow ugc noopener', () => {
    const html = renderMarkdown('[shop](https://shop.example/cake) and https://bare.example/x and [home](/forum)');
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html.match(/rel="nofollow ugc noopener"/g)).toHaveLength(3);
    expect(html).toContain('href="/forum"');
  });

  it('shows no pictures from other addresses', () => {
    const html = renderMarkdown('![tracker](https://evil.example/pixel.png)');
    expect(html).not.toContain('<img');
  });

  it('escapes attribute breakers in link addresses', () => {
    const html = renderMarkdown('[x](https://a.example/"onmouseover="alert(1))');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });
});

describe('markdownToPlainText', () => {
  it('keeps what a reader reads and drops the marks', () => {
    expect(markdownToPlainText('# Title\n\nSome **bold** and [a link](https://x.example).\n\n- one\n- two')).toBe('Title Some bold and a link. one two');
    expect(markdownToPlainText('<b>raw</b>')).toBe('<b>raw</b>');
  });
});

describe('markdownHasLink', () => {
  it('finds Markdown links and bare addresses', () => {
    expect(markdownHasLink('see [here](https://x.example)')).toBe(true);
    expect(markdownHasLink('go to www.example.com now')).toBe(true);
    expect(markdownHasLink('no links, just cake.')).toBe(false);
  });
});

describe('readingMinutes', () => {
  it('is at least one and grows with the words', () => {
    expect(readingMinutes('short')).toBe(1);
    expect(readingMinutes('word '.repeat(1150))).toBe(5);
  });
});

describe('renderMarkdown’s kept answers', () => {
  it('answers a text rendered before exactly as a fresh render, also after the kept ones overflowed', () => {
    const first = '**Hello** [there](https://example.com)';
    const html = renderMarkdown(first);
    expect(renderMarkdown(first)).toBe(html);
    for (let n = 0; n < 500; n += 1) renderMarkdown(`Text ${n} ${'word '.repeat(2_000)}`);
    expect(renderMarkdown(first)).toBe(html);
    expect(renderMarkdown('Text 3 *x*')).toBe('<p>Text 3 <em>x</em></p>\n');
  });
});
