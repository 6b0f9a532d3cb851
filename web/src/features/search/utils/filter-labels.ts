import type { SearchFeature, SearchType, SearchUploadDate } from '@stillframe/contracts/plain';

export const uploadDateLabels: Record<SearchUploadDate, string> = {
  hour: 'Last hour',
  today: 'Last 24 hours',
  week: 'This week',
  month: 'This month',
  year: 'This year',
};

export const typeLabels: Record<SearchType, string> = {
  video: 'Videos',
  channel: 'Channels',
  playlist: 'Playlists',
};

export const featureLabels: Record<SearchFeature, string> = {
  captions: 'Captions',
  hd: 'HD',
  '3d': '3D',
  '360': '360°',
  live: 'Live now',
};
