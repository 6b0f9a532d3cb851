import type { Quote } from '@stillframe/contracts';

/** The built-in quotes (spec section 8: eight of them), shown whenever ZenQuotes has none for us. */
export const fallbackQuotes: readonly Quote[] = [
  { q: 'The journey of a thousand miles begins with one step.', a: 'Lao Tzu' },
  { q: 'In every walk with nature one receives far more than he seeks.', a: 'John Muir' },
  { q: 'Adopt the pace of nature: her secret is patience.', a: 'Ralph Waldo Emerson' },
  { q: 'Well begun is half done.', a: 'Aristotle' },
  { q: 'It does not matter how slowly you go as long as you do not stop.', a: 'Confucius' },
  { q: 'Study nature, love nature, stay close to nature. It will never fail you.', a: 'Frank Lloyd Wright' },
  {
    q: "Concentrate all your thoughts upon the work at hand. The sun's rays do not burn until brought to a focus.",
    a: 'Alexander Graham Bell',
  },
  { q: 'The best time to plant a tree was 20 years ago. The second best time is now.', a: 'Chinese proverb' },
];
