import type { Quote } from '@stillframe/contracts';

/** Shown when the quote service fails (spec: a built-in list of 8). */
export const fallbackQuotes: readonly Quote[] = [
  { q: 'The quieter you become, the more you are able to hear.', a: 'Rumi' },
  { q: 'Nature does not hurry, yet everything is accomplished.', a: 'Lao Tzu' },
  { q: 'In every walk with nature one receives far more than he seeks.', a: 'John Muir' },
  { q: 'Look deep into nature, and then you will understand everything better.', a: 'Albert Einstein' },
  { q: 'The best way to find yourself is to lose yourself in the service of others.', a: 'Mahatma Gandhi' },
  { q: 'What we think, we become.', a: 'Buddha' },
  { q: 'Simplicity is the ultimate sophistication.', a: 'Leonardo da Vinci' },
  { q: 'It does not matter how slowly you go as long as you do not stop.', a: 'Confucius' },
];

export function randomFallbackQuote(random: () => number = Math.random): Quote {
  return fallbackQuotes[Math.floor(random() * fallbackQuotes.length)] ?? fallbackQuotes[0]!;
}
