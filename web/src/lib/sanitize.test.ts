import { describe, expect, it } from 'vitest';
import { decodeEntities, sanitizeQuery, toPlainText } from './sanitize';

describe('toPlainText', () => {
  it('decodes the entities of escaped search snippets', () => {
    expect(toPlainText('Rock &amp; Roll &#39;live&#39; &quot;ok&quot;')).toBe(`Rock & Roll 'live' "ok"`);
  });

  it('strips markup and scripts', () => {
    expect(toPlainText('<img src=x onerror=alert(1)>Hello <b>world</b><script>alert(1)</script>')).toBe(
      'Hello world',
    );
  });

  it('keeps escaped markup as literal text, never as elements', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('handles empty values', () => {
    expect(toPlainText(undefined)).toBe('');
    expect(decodeEntities('plain')).toBe('plain');
  });
});

describe('sanitizeQuery', () => {
  it('trims, collapses whitespace and removes tags', () => {
    expect(sanitizeQuery('  <b>lofi</b>   beats & rain  ')).toBe('lofi beats & rain');
    expect(sanitizeQuery('   ')).toBe('');
  });
});
