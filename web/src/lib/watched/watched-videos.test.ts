import { afterEach, describe, expect, it } from 'vitest';
import { MAX_WATCHED, markWatched } from './watched-videos';

const stored = (userId: string): string[] =>
  JSON.parse(localStorage.getItem(`stillframe.watched.${userId}`) ?? '[]');

describe('watched videos', () => {
  afterEach(() => localStorage.clear());

  it('keeps each user apart, each video once, the newest last', () => {
    markWatched('u1', 'aaaaaaaaaaa');
    markWatched('u1', 'bbbbbbbbbbb');
    markWatched('u1', 'aaaaaaaaaaa');
    markWatched('u2', 'ccccccccccc');
    expect(stored('u1')).toEqual(['bbbbbbbbbbb', 'aaaaaaaaaaa']);
    expect(stored('u2')).toEqual(['ccccccccccc']);
  });

  it('forgets the oldest past the limit, and survives a damaged entry', () => {
    localStorage.setItem('stillframe.watched.u1', '{not json');
    for (let i = 0; i <= MAX_WATCHED; i++) markWatched('u1', `v${i}`);
    const list = stored('u1');
    expect(list).toHaveLength(MAX_WATCHED);
    expect(list[0]).toBe('v1');
    expect(list.at(-1)).toBe(`v${MAX_WATCHED}`);
  });
});
