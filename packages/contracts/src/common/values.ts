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

/**
 * Search filters beyond order and duration (docs/decisions/0045-search-filters.md). `uploadDate` keeps what
 * was uploaded in the last hour, 24 hours, 7 days, 30 days or 365 days.
 */
export const SearchUploadDateValues = ['hour', 'today', 'week', 'month', 'year'] as const;
export type SearchUploadDate = (typeof SearchUploadDateValues)[number];

/** What a search finds: videos (the default), channels or playlists. */
export const SearchTypeValues = ['video', 'channel', 'playlist'] as const;
export type SearchType = (typeof SearchTypeValues)[number];

/**
 * Features a found video must have: captions, HD (720p and more), 3D, 360° and live now. YouTube's search
 * offers no 4K filter and its video details do not tell 4K from HD, so 4K is not one of them.
 */
export const SearchFeatureValues = ['captions', 'hd', '3d', '360', 'live'] as const;
export type SearchFeature = (typeof SearchFeatureValues)[number];

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
