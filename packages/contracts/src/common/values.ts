// The contracts' enumerations as plain values, without zod: enums.ts builds its schemas from them, and
// the web's first page reads them through `@stillframe/contracts/plain`.

export const SearchOrderValues = ['date', 'relevance', 'rating', 'title', 'viewCount'] as const;
export type SearchOrder = (typeof SearchOrderValues)[number];

/**
 * Channel videos cannot be ordered by relevance (docs/decisions/0009-upstream-quotas.md); `oldest` reads the
 * channel's whole uploads list, bounded (docs/decisions/0018-channel-pages-and-favourites-import.md).
 */
export const ChannelOrderValues = ['date', 'oldest', 'rating', 'title', 'viewCount'] as const;
export type ChannelOrder = (typeof ChannelOrderValues)[number];

/** short: under 4 min; medium: 4 to 20 min; long: over 20 min. */
export const SearchDurationValues = ['any', 'short', 'medium', 'long'] as const;
export type SearchDuration = (typeof SearchDurationValues)[number];

export const ViewModeValues = ['thumbnail', 'description'] as const;
export type ViewMode = (typeof ViewModeValues)[number];

export const DefaultPreferences = {
  defaultSearchOrder: 'date',
  defaultSearchDuration: 'medium',
  defaultViewMode: 'thumbnail',
} as const satisfies {
  defaultSearchOrder: SearchOrder;
  defaultSearchDuration: SearchDuration;
  defaultViewMode: ViewMode;
};
