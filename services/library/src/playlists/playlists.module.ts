import { Module } from '@nestjs/common';
import { StorageBounds } from '../storage-bounds/storage-bounds.js';
import { PlaylistsController } from './playlists.controller.js';
import { PlaylistsRepository } from './playlists.repository.js';
import { PlaylistVideosRepository } from './playlist-videos.repository.js';
import { PlaylistsService } from './playlists.service.js';

/** Watch later and named playlists; the account export reads them through PlaylistsService. */
@Module({
  controllers: [PlaylistsController],
  providers: [PlaylistsRepository, PlaylistVideosRepository, PlaylistsService, StorageBounds],
  exports: [PlaylistsService],
})
export class PlaylistsModule {}
