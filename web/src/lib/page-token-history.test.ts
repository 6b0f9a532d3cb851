import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrevious, currentToken, firstPage, goNext, goPrevious } from './page-token-history';

describe('page token history', () => {
  it('starts on page 1 without a token and cannot go back', () => {
    const start = firstPage();
    expect(start.page).toBe(1);
    expect(currentToken(start)).toBeUndefined();
    expect(canGoPrevious(start)).toBe(false);
    expect(goPrevious(start)).toBe(start);
  });

  it('goes forward only with a next token', () => {
    expect(canGoNext(undefined)).toBe(false);
    expect(canGoNext('')).toBe(false);
    expect(canGoNext('CAUQAA')).toBe(true);
    expect(goNext(firstPage(), undefined)).toEqual(firstPage());
  });

  it('remembers the tokens so that Previous returns to the same pages', () => {
    const page2 = goNext(firstPage(), 'T2');
    const page3 = goNext(page2, 'T3');
    expect(page3.page).toBe(3);
    expect(currentToken(page3)).toBe('T3');
    const back = goPrevious(page3);
    expect(back.page).toBe(2);
    expect(currentToken(back)).toBe('T2');
    expect(currentToken(goPrevious(back))).toBeUndefined();
  });

  it('forgets the pages ahead when moving on from an earlier page', () => {
    const page3 = goNext(goNext(firstPage(), 'T2'), 'T3');
    const again = goNext(goPrevious(page3), 'T3b');
    expect(again).toEqual({ page: 3, tokens: [undefined, 'T2', 'T3b'] });
  });
});
