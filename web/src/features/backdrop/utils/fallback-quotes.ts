import { FallbackQuotes, type Quote } from '@stillframe/contracts';

export function randomFallbackQuote(random: () => number = Math.random): Quote {
  return FallbackQuotes[Math.floor(random() * FallbackQuotes.length)] ?? FallbackQuotes[0]!;
}
