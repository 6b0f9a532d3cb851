import { Controller, Get } from '@nestjs/common';
import { routes, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidParams, ValidQuery } from '@stillframe/server-kit';
import { YouTubePlaylistsService } from './youtube-playlists.service.js';

const r = routes.catalog;

/** Subscribers only, checked by the gateway; a signed-in caller is required here too. */
@Controller()
export class YouTubePlaylistsController {
  constructor(private readonly playlists: YouTubePlaylistsService) {}

  @Get(r.youtubePlaylist.path)
  items(
    @ValidParams(r.youtubePlaylist) params: HandlerParams<typeof r.youtubePlaylist>,
    @ValidQuery(r.youtubePlaylist) query: HandlerQuery<typeof r.youtubePlaylist>,
    @UserId() _userId: string,
  ) {
    return this.playlists.page(params.playlistId, query.pageToken);
  }
}
