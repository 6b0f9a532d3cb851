import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import {
  ChannelIdParamSchema,
  ChannelIdsParamSchema,
  ChannelListResponseSchema,
  ChannelLookupQuerySchema,
  ChannelPlaylistQuerySchema,
  ChannelPlaylistResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  VideoIdsParamSchema,
  VideoListResponseSchema,
  YouTubePlaylistIdParamSchema,
  YouTubePlaylistQuerySchema,
  YouTubePlaylistResponseSchema,
} from './youtube.schema.js';
import { FeedQuerySchema, FeedResponseSchema } from './feed.schema.js';
import { ClientConfigSchema, PhotoQuerySchema, PhotoSchema, QuoteSchema } from './backdrop.schema.js';
import { VideoIdParamSchema } from './youtube.schema.js';
import { VideoSegmentsSchema } from './segments.schema.js';
import { BrandingListSchema } from './branding.schema.js';

const tag = 'Videos';

export const catalogRoutes = {
  search: defineRoute({
    id: 'youtube.search',
    example: { query: { q: 'piano' } },
    method: 'GET',
    path: '/api/youtube/search',
    service: 'catalog',
    access: 'subscriber',
    tag,
    rateLimit: 'search',
    // The answer is the same for every caller with the same search defaults (a missing order takes them).
    shareable: 'searchDefaults',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
    summary:
      "Search videos, channels or playlists with YouTube's filters; missing order and duration take the user's defaults",
    description:
      'Finds videos unless `type` says `channel` or `playlist`; each item carries `type`, and a video carries ' +
      "contentDetails.duration. A missing `order` or `videoDuration` takes the signed-in user's defaults (else date " +
      'and medium; duration only for videos). `uploadDate`, `type`, `videoDuration` and `features` (captions, hd, 3d, ' +
      'live: the platform filters them; 360: kept from the page by the videos call that brings durations, so a page ' +
      'may hold fewer items) cost no more quota than a plain search. `videoDuration` and `features` with another ' +
      'type than video are refused (400), as YouTube refuses them. Results are cached for 5 minutes per normalised ' +
      'request (trimmed, case-folded query, every filter). When the YouTube quota is spent the answer is 429 ' +
      '`quota_exceeded` with `Retry-After`, or the last cached page when there is one.',
  }),
  videos: defineRoute({
    id: 'youtube.videos',
    example: { params: { ids: 'abcdefghijk' } },
    method: 'GET',
    path: '/api/youtube/videos/:ids',
    service: 'catalog',
    access: 'public',
    tag,
    shareable: 'everyone',
    params: VideoIdsParamSchema,
    response: VideoListResponseSchema,
    summary: 'Details of one video or of up to 50 comma-separated ids (unknown ids are left out)',
  }),
  channel: defineRoute({
    id: 'youtube.channel',
    example: { params: { channelId: 'UCabcdefghijklmnopqrstuv' } },
    method: 'GET',
    path: '/api/youtube/channels/:channelId',
    service: 'catalog',
    access: 'user',
    tag,
    params: ChannelIdParamSchema,
    query: ChannelLookupQuerySchema,
    response: ChannelListResponseSchema,
    summary:
      'Channel details (items[0]) by id, @handle or (`by=username`) legacy username; empty items when unknown',
  }),
  channelDetails: defineRoute({
    id: 'youtube.channelDetails',
    example: { params: { channelIds: 'UCabcdefghijklmnopqrstuv' } },
    method: 'GET',
    path: '/api/youtube/channel-details/:channelIds',
    service: 'catalog',
    access: 'subscriber',
    tag,
    params: ChannelIdsParamSchema,
    response: ChannelListResponseSchema,
    summary: 'Details of up to 50 comma-separated channel ids (unknown ids are left out), cached per channel',
    description:
      'Used to fill imported favourites. Only the ids missing from the cache go upstream, in one channels call ' +
      '(1 quota unit) per 50 ids.',
  }),
  channelPlaylist: defineRoute({
    id: 'youtube.channelPlaylist',
    example: { params: { channelId: 'UCabcdefghijklmnopqrstuv' } },
    method: 'GET',
    path: '/api/youtube/channel-playlist/:channelId',
    service: 'catalog',
    access: 'user',
    tag,
    params: ChannelIdParamSchema,
    query: ChannelPlaylistQuerySchema,
    response: ChannelPlaylistResponseSchema,
    summary: "A page of the channel's uploads, newest first, through its uploads playlist",
    description:
      'The uploads playlist is newest first and cannot be ordered or filtered by the platform, so `order` and ' +
      "`videoDuration` apply within the page: `videoDuration` (default any) keeps the page's videos of that length, so a " +
      'page may hold fewer items while `nextPageToken` still leads on; `order` (default date) sorts the page by title ' +
      '(A to Z), viewCount or rating (most liked first). Each item carries `duration` from one batched videos call. ' +
      '`shorts=hide` leaves out uploads of 3 minutes or less. With `q` or `order=oldest` the answer is drawn ' +
      "from the channel's whole uploads list, read through the cached playlist pages up to 2,000 uploads " +
      "(`uploadsRead` says how many and whether that was all), and paged by Stillframe's own page tokens.",
  }),
  youtubePlaylist: defineRoute({
    id: 'youtube.playlist',
    example: { params: { playlistId: 'PLabcdefghijklmnopqrstuvwxyz012345' } },
    method: 'GET',
    path: '/api/youtube/playlists/:playlistId/items',
    service: 'catalog',
    access: 'subscriber',
    tag,
    params: YouTubePlaylistIdParamSchema,
    query: YouTubePlaylistQuerySchema,
    response: YouTubePlaylistResponseSchema,
    summary: "A page of a YouTube playlist's videos, in the playlist's order, each with its duration",
    description:
      'Opens a playlist found by search. One playlistItems call (1 quota unit) per page of 50 and one batched ' +
      'videos call for durations, cached for an hour and shared; deleted and private entries are left out. An ' +
      'unknown playlist is 404.',
  }),
  feed: defineRoute({
    id: 'youtube.feed',
    example: { query: { channelIds: 'UCabcdefghijklmnopqrstuv' } },
    method: 'GET',
    path: '/api/youtube/feed',
    service: 'catalog',
    access: 'subscriber',
    tag,
    query: FeedQuerySchema,
    response: FeedResponseSchema,
    summary: 'Latest uploads of the given channels (the favourites), newest first, paged',
    description:
      "Each channel's newest page of uploads comes from its uploads playlist (one playlistItems call and one " +
      'batched videos call for durations), cached for an hour and shared by everyone who asks for that channel. ' +
      'The pages are merged by upload time only: no ranking. `pageToken` is the `nextPageToken` of the previous ' +
      'page. A channel that cannot be read is listed in `unavailableChannelIds` while the others still show.',
  }),
  randomQuote: defineRoute({
    id: 'quotes.random',
    method: 'GET',
    path: '/api/quotes/random',
    service: 'catalog',
    access: 'public',
    tag: 'Backdrop',
    response: z.array(QuoteSchema).min(1),
    summary: 'One random quote (first item); a built-in quote when the provider fails',
  }),
  randomPhoto: defineRoute({
    id: 'unsplash.random',
    method: 'GET',
    path: '/api/unsplash/random',
    service: 'catalog',
    access: 'public',
    tag: 'Backdrop',
    query: PhotoQuerySchema,
    response: PhotoSchema,
    summary: 'A random landscape photo with photographer credit; 204 when no photo is available',
  }),
  sponsorSegments: defineRoute({
    id: 'sponsorblock.segments',
    example: { params: { videoId: 'abcdefghijk' } },
    method: 'GET',
    path: '/api/sponsorblock/segments/:videoId',
    service: 'catalog',
    access: 'subscriber',
    tag,
    params: VideoIdParamSchema,
    response: VideoSegmentsSchema,
    summary: "The video's SponsorBlock segments (sponsors, intros, …), sorted by start",
    description:
      'Asked of SponsorBlock by the first 4 hex characters of the SHA-256 of the video id, never by the id, ' +
      'and cached for everyone (an hour; half an hour when there are none). When SponsorBlock cannot be ' +
      'reached the answer is an empty list, never an error.',
  }),
  branding: defineRoute({
    id: 'dearrow.branding',
    example: { params: { ids: 'abcdefghijk' } },
    method: 'GET',
    path: '/api/dearrow/branding/:ids',
    service: 'catalog',
    access: 'subscriber',
    tag,
    params: VideoIdsParamSchema,
    response: BrandingListSchema,
    summary: 'Community titles and thumbnails (DeArrow) of up to 50 comma-separated video ids',
    description:
      'One call for a page of cards. Each video is asked of DeArrow by the first 4 hex characters of the ' +
      'SHA-256 of its id and cached for everyone (an hour; half an hour when there is nothing). A video ' +
      'DeArrow has nothing for, or cannot answer for, has null title and thumbnail.',
  }),
  clientConfig: defineRoute({
    id: 'catalog.clientConfig',
    method: 'GET',
    path: '/api/client-config',
    service: 'catalog',
    access: 'public',
    tag: 'Videos',
    response: ClientConfigSchema,
    summary: 'Runtime settings of the web app (player script and host, demo mode)',
  }),
};
