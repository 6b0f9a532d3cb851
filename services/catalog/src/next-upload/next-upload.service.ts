import { Injectable } from '@nestjs/common';
import type { NextUploadAnswer } from '@stillframe/contracts';
import { ChannelsService } from '../channels/channels.service.js';
import type { UploadItem } from '../channels/uploads-arrangement.js';
import { VideosService } from '../videos/videos.service.js';
import { findNextUpload, MAX_UPLOAD_PAGES } from './next-upload.js';

const unknown: NextUploadAnswer = { next: null, isLatest: false };

/**
 * The channel's upload after a video, for the end-of-video panel: chronological, never a recommendation.
 * Every read goes through the cached video details and uploads pages the watch and channel pages share.
 */
@Injectable()
export class NextUploadService {
  constructor(
    private readonly videos: VideosService,
    private readonly channels: ChannelsService,
  ) {}

  async after(videoId: string): Promise<NextUploadAnswer> {
    const video = await this.videos.one(videoId);
    const channelId = video?.snippet.channelId;
    if (!channelId) return unknown;
    let pageToken: string | undefined;
    let newer: UploadItem | null = null;
    for (let page = 0; page < MAX_UPLOAD_PAGES; page += 1) {
      const uploads = await this.channels.uploads(channelId, { pageToken });
      const found = findNextUpload(uploads.items, videoId, newer);
      if (found !== 'not-here') return found;
      newer = uploads.items.at(-1) ?? newer;
      pageToken = uploads.nextPageToken;
      if (!pageToken) break;
    }
    return unknown;
  }
}
