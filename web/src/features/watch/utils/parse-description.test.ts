import { describe, expect, it } from 'vitest';
import { parseDescription, parseStartTime } from './parse-description';

const linkOf = (text: string, hosts: string[] = []) => {
  const parts = parseDescription(text, hosts);
  return parts.find((part) => part.kind !== 'text');
};

describe('parseDescription', () => {
  it('keeps plain text as one part', () => {
    expect(parseDescription('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/watch/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', '/watch/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabc', '/watch/dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', '/watch/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', '/watch/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', '/watch/dQw4w9WgXcQ?t=42'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', '/watch/dQw4w9WgXcQ?t=90'],
    ['https://www.youtube.com/shorts/abcDEF12345', '/watch/abcDEF12345'],
  ])('turns the watch link %s into %s', (link, to) => {
    expect(linkOf(`See ${link} for more`)).toEqual({ kind: 'internal', text: link, to });
  });

  it.each([
    ['https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv', '/channel/UCabcdefghijklmnopqrstuv'],
    ['https://www.youtube.com/@quiet_trails', '/channel/@quiet_trails'],
    ['https://youtube.com/@quiet-trails', '/channel/@quiet-trails'],
    ['https://www.youtube.com/c/QuietTrails', '/channel/@QuietTrails'],
    ['https://www.youtube.com/user/quiettrails', '/channel/quiettrails?by=username'],
  ])('turns the channel link %s into %s', (link, to) => {
    expect(linkOf(link)).toEqual({ kind: 'internal', text: link, to });
  });

  it('makes other links external', () => {
    expect(linkOf('Shop: https://example.com/gear?id=1.')).toEqual({
      kind: 'external',
      text: 'https://example.com/gear?id=1',
      href: 'https://example.com/gear?id=1',
    });
  });

  it('keeps YouTube links that are neither watch nor channel links external', () => {
    expect(linkOf('https://www.youtube.com/playlist?list=PL123')?.kind).toBe('external');
  });

  it("keeps links to the product's own host inside the app", () => {
    expect(linkOf('https://stillframe.app/watch/abcDEF12345?t=3', ['stillframe.app'])).toEqual({
      kind: 'internal',
      text: 'https://stillframe.app/watch/abcDEF12345?t=3',
      to: '/watch/abcDEF12345?t=3',
    });
  });

  it('cuts trailing punctuation and unbalanced parentheses but keeps the surrounding text', () => {
    const parts = parseDescription('(see https://example.com/a).');
    expect(parts).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'external', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never links other schemes', () => {
    expect(
      parseDescription('javascript:alert(1) data:text/html,x').every((part) => part.kind === 'text'),
    ).toBe(true);
  });

  it('splits several links in order', () => {
    const parts = parseDescription('A https://youtu.be/dQw4w9WgXcQ B https://example.org C');
    expect(parts.map((part) => part.kind)).toEqual(['text', 'internal', 'text', 'external', 'text']);
  });
});

describe('chapter times', () => {
  const seeks = (text: string) =>
    parseDescription(text).flatMap((part) => (part.kind === 'seek' ? [[part.text, part.seconds]] : []));

  it('turns chapter lines into seek parts, m:ss, mm:ss and h:mm:ss', () => {
    const text = '0:00 Intro\n04:08 Getting set up\n1:02:03 Wrapping up\n10:00:00 Very long';
    expect(seeks(text)).toEqual([
      ['0:00', 0],
      ['04:08', 248],
      ['1:02:03', 3723],
      ['10:00:00', 36000],
    ]);
    expect(parseDescription('04:08 Getting set up')).toEqual([
      { kind: 'seek', text: '04:08', seconds: 248 },
      { kind: 'text', text: ' Getting set up' },
    ]);
  });

  it('finds times inside sentences and brackets', () => {
    expect(seeks('The demo starts at 12:34, the recap (1:00:05).')).toEqual([
      ['12:34', 754],
      ['1:00:05', 3605],
    ]);
  });

  it('leaves what is no time as text', () => {
    for (const text of [
      '1:75',
      '1:60:00',
      '1:5:00',
      'v1:20',
      '3.10:20',
      '10:30:45:12',
      'ratio 16:9',
      'a12:34',
    ]) {
      expect(seeks(text)).toEqual([]);
    }
  });

  it('does not cut times out of links', () => {
    const parts = parseDescription('https://example.com/at/12:34 then 0:30');
    expect(parts.map((part) => part.kind)).toEqual(['external', 'text', 'seek']);
  });
});

describe('hostile text', () => {
  it('never turns markup or script URLs into links or markup', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1) "><a href="javascript:x">';
    expect(parseDescription(text).every((part) => part.kind === 'text')).toBe(true);
  });

  it('keeps hostile YouTube-looking links out of the app', () => {
    expect(linkOf('https://www.youtube.com/watch?v=%3Cscript%3E')?.kind).toBe('external');
    expect(linkOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')?.kind).toBe('external');
    expect(linkOf('https://evil.example/?u=youtube.com/watch?v=dQw4w9WgXcQ')?.kind).toBe('external');
  });

  it('keeps t= on shorts and youtu.be links, in both forms', () => {
    expect(linkOf('https://www.youtube.com/shorts/abcDEF12345?t=30')).toMatchObject({
      to: '/watch/abcDEF12345?t=30',
    });
    expect(linkOf('https://youtu.be/dQw4w9WgXcQ?t=1h1m1s')).toMatchObject({
      to: '/watch/dQw4w9WgXcQ?t=3661',
    });
  });

  it('stays fast on a long run of digits and colons', () => {
    const parts = parseDescription('1:'.repeat(20_000));
    expect(parts.length).toBeGreaterThan(0);
  });
});

describe('parseStartTime', () => {
  it('reads the forms YouTube uses', () => {
    expect(parseStartTime('42')).toBe(42);
    expect(parseStartTime('42s')).toBe(42);
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('nope')).toBeUndefined();
    expect(parseStartTime(null)).toBeUndefined();
  });
});
