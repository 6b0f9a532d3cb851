import { useCallback } from 'react';
import type { SponsorCategory } from '@stillframe/contracts';
import { useUserSetting } from '@/lib/user-setting';

/** What the player does with a category's segments: skip them, only show them on the strip, or ignore them. */
export type SegmentChoice = 'skip' | 'show' | 'off';

/** The categories a viewer chooses for, in the order the settings list them, with their names. */
export const SEGMENT_CATEGORIES: ReadonlyArray<{ category: SponsorCategory; label: string; hint: string }> = [
  { category: 'sponsor', label: 'Sponsor', hint: 'Paid promotion and sponsored reads' },
  {
    category: 'selfpromo',
    label: 'Self-promotion',
    hint: "The creator's own merchandise, Patreon, other channels",
  },
  { category: 'interaction', label: 'Interaction reminder', hint: 'Asking to like, subscribe or comment' },
  { category: 'intro', label: 'Intro', hint: 'Intro animation, opening sequence' },
  { category: 'outro', label: 'Outro', hint: 'End cards and credits' },
  { category: 'preview', label: 'Preview or recap', hint: 'What is coming up, or what happened before' },
  { category: 'hook', label: 'Hook', hint: 'Teasers that only make you stay' },
  { category: 'filler', label: 'Filler tangent', hint: 'Tangents not needed for the main content' },
  { category: 'music_offtopic', label: 'Non-music section', hint: 'Talking in a music video' },
];

export type SegmentSettings = Record<SponsorCategory, SegmentChoice>;

/** The default: sponsors are skipped, everything else is shown on the strip. */
export const DEFAULT_SEGMENT_SETTINGS: SegmentSettings = {
  sponsor: 'skip',
  selfpromo: 'show',
  exclusive_access: 'show',
  interaction: 'show',
  intro: 'show',
  outro: 'show',
  preview: 'show',
  hook: 'show',
  filler: 'show',
  music_offtopic: 'show',
  poi_highlight: 'show',
};

const CHOICES = new Set<string>(['skip', 'show', 'off']);

/** The stored choices over the defaults; anything unreadable falls back to the default. */
export function parseSegmentSettings(raw: string | null): SegmentSettings {
  const settings = { ...DEFAULT_SEGMENT_SETTINGS };
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return settings;
    for (const category of Object.keys(settings) as SponsorCategory[]) {
      const choice = (parsed as Record<string, unknown>)[category];
      if (typeof choice === 'string' && CHOICES.has(choice)) settings[category] = choice as SegmentChoice;
    }
  } catch {
    // A damaged entry: the defaults.
  }
  return settings;
}

/**
 * The signed-in user's SponsorBlock choices, kept in this browser per user like the theme and
 * "watched": a display preference that needs no account round trip (docs/decisions/0043-sponsorblock-dearrow.md).
 */
export function useSegmentSettings(): [
  SegmentSettings,
  (category: SponsorCategory, choice: SegmentChoice) => void,
] {
  const [settings, update] = useUserSetting('segments', parseSegmentSettings);
  const choose = useCallback(
    (category: SponsorCategory, choice: SegmentChoice) =>
      update((current) => ({ ...current, [category]: choice })),
    [update],
  );
  return [settings, choose];
}
