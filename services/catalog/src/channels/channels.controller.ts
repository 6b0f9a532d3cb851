import { Controller, Get, Inject } from '@nestjs/common';
import { routes, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidParams, ValidQuery } from '@stillframe/server-kit';
import { ChannelsService } from './channels.service.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { withSeals } from './channel-seals.js';

const r = routes.catalog;

/** Signed-in users only (docs/decisions/0002-access-rules.md), checked by the gateway and again here. */
@Controller()
export class ChannelsController {
  constructor(
    private readonly channels: ChannelsService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  @Get(r.channel.path)
  details(
    @ValidParams(r.channel) params: HandlerParams<typeof r.channel>,
    @ValidQuery(r.channel) query: HandlerQuery<typeof r.channel>,
    @UserId() _userId: string,
  ) {
    return this.channels.details(params.channelId, query.by);
  }

  @Get(r.channelDetails.path)
  async many(
    @ValidParams(r.channelDetails) params: HandlerParams<typeof r.channelDetails>,
    @UserId() _userId: string,
  ) {
    // Sealed for the favourites import, which stores a channel only under the catalog's seal.
    return withSeals(await this.channels.byIds(params.channelIds), this.config.INTERNAL_TOKEN_SECRET);
  }

  @Get(r.channelPlaylist.path)
  uploads(
    @ValidParams(r.channelPlaylist) params: HandlerParams<typeof r.channelPlaylist>,
    @ValidQuery(r.channelPlaylist) query: HandlerQuery<typeof r.channelPlaylist>,
    @UserId() _userId: string,
  ) {
    return this.channels.uploads(params.channelId, query);
  }
}
