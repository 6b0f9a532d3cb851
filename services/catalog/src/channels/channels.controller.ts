import { Controller, Get } from '@nestjs/common';
import { routes, type ChannelLookup } from '@stillframe/contracts';
import { UserId, ValidParams, ValidQuery } from '@stillframe/server-kit';
import { ChannelsService, type UploadsQuery } from './channels.service.js';

const r = routes.catalog;

/** Signed-in users only (decisions.md), checked by the gateway and again here. */
@Controller()
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

  @Get(r.channel.path)
  details(
    @ValidParams(r.channel) params: { channelId: string },
    @ValidQuery(r.channel) query: { by?: ChannelLookup },
    @UserId() _userId: string,
  ) {
    return this.channels.details(params.channelId, query.by);
  }

  @Get(r.channelPlaylist.path)
  uploads(
    @ValidParams(r.channelPlaylist) params: { channelId: string },
    @ValidQuery(r.channelPlaylist) query: UploadsQuery,
    @UserId() _userId: string,
  ) {
    return this.channels.uploads(params.channelId, query);
  }
}
