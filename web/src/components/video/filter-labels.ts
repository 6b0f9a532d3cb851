import type { ChannelOrder, SearchDuration, SearchOrder, ViewMode } from '@stillframe/contracts';

export const orderLabels: Record<SearchOrder | ChannelOrder, string> = {
  date: 'Upload date',
  oldest: 'Oldest first',
  relevance: 'Relevance',
  rating: 'Rating',
  title: 'Title',
  viewCount: 'View count',
};

export const durationLabels: Record<SearchDuration, string> = {
  any: 'Any duration',
  short: 'Short (under 4 min)',
  medium: 'Medium (4–20 min)',
  long: 'Long (over 20 min)',
};

export const viewModeLabels: Record<ViewMode, string> = {
  thumbnail: 'Thumbnails',
  description: 'Descriptions',
};
