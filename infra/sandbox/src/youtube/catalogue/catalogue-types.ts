export interface CatalogueChannel {
  id: string;
  title: string;
  /** Handle without the `@`, as the owner typed it (mixed case). */
  handle: string;
  /** Legacy pre-handle username, reachable via forUsername and /user/ links. */
  username?: string;
  /** Legacy custom URL name, of `/c/` links; YouTube resolves it as a handle (forHandle). */
  customName?: string;
  description: string;
  publishedAt: string;
  country: string;
  subscriberCount: number;
  hiddenSubscriberCount: boolean;
  viewCount: number;
  videoCount: number;
  /** Colour seed for the generated avatar. */
  hue: number;
  uploadsPlaylistId: string;
}

export interface CatalogueVideo {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  publishedAt: string;
  /** null for a live stream, which reports `P0D`. */
  durationSeconds: number | null;
  liveBroadcastContent: 'none' | 'live';
  definition: 'hd' | 'sd';
  caption: boolean;
  licensedContent: boolean;
  embeddable: boolean;
  viewCount: number;
  /** null when the owner hides likes: the field is then absent. */
  likeCount: number | null;
  /** null when comments are off: the field is then absent. */
  commentCount: number | null;
  hasMaxresThumbnail: boolean;
  hue: number;
}

export interface Catalogue {
  channels: CatalogueChannel[];
  videos: CatalogueVideo[];
  channelsById: Map<string, CatalogueChannel>;
  videosById: Map<string, CatalogueVideo>;
}
