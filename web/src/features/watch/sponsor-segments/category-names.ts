import type { SponsorCategory } from '@stillframe/contracts';

/** How a category is named in a sentence ("Skipped a sponsor"). */
export const CATEGORY_NAMES: Record<SponsorCategory, string> = {
  sponsor: 'sponsor',
  selfpromo: 'self-promotion',
  exclusive_access: 'exclusive access',
  interaction: 'interaction reminder',
  intro: 'intro',
  outro: 'outro',
  preview: 'preview',
  hook: 'hook',
  filler: 'filler tangent',
  music_offtopic: 'non-music section',
  poi_highlight: 'highlight',
};

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
