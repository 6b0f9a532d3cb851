import { describe, expect, it } from 'vitest';
import { FallbackQuotes } from '@stillframe/contracts';
import { randomFallbackQuote } from './fallback-quotes';

describe('randomFallbackQuote', () => {
  it('draws from the same eight built-in quotes the catalog serves, each of them reachable', () => {
    const drawn = FallbackQuotes.map((_, index) => randomFallbackQuote(() => index / FallbackQuotes.length));
    expect(drawn).toEqual([...FallbackQuotes]);
    expect(randomFallbackQuote(() => 0.999999)).toEqual(FallbackQuotes[7]);
  });
});
