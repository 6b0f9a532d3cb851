import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { redisShutdown, type Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from './config/env.js';
import { CATALOG_LOGGER, CATALOG_REDIS } from './redis.tokens.js';
import { Clock } from './clock/clock.js';
import { UpstreamHttp } from './http/upstream-http.js';
import { RedisGuard } from './cache/redis-guard.js';
import { AnswerCacheRepository } from './cache/answer-cache.repository.js';
import { AnswerCache } from './cache/answer-cache.service.js';
import { CacheRepository } from './cache/cache.repository.js';
import { LockRepository } from './cache/lock.repository.js';
import { RequestMerger } from './cache/request-merger.js';
import { CachedResolver } from './cache/cached-resolver.service.js';
import { QuotaLedgerRepository } from './quota/quota-ledger.repository.js';
import { QuotaLedgerService } from './quota/quota-ledger.service.js';
import { YouTubeApiRepository } from './youtube/youtube-api.repository.js';
import { YouTubeUpstream } from './youtube/youtube-upstream.service.js';
import { VideosService } from './videos/videos.service.js';
import { VideosController } from './videos/videos.controller.js';
import { SearchService } from './search/search.service.js';
import { SearchController } from './search/search.controller.js';
import { YouTubePlaylistsService } from './youtube-playlists/youtube-playlists.service.js';
import { YouTubePlaylistsController } from './youtube-playlists/youtube-playlists.controller.js';
import { ChannelsService } from './channels/channels.service.js';
import { WholeUploadsService } from './channels/whole-uploads.service.js';
import { ChannelsController } from './channels/channels.controller.js';
import { FeedService } from './feed/feed.service.js';
import { FeedController } from './feed/feed.controller.js';
import { NextUploadService } from './next-upload/next-upload.service.js';
import { NextUploadController } from './next-upload/next-upload.controller.js';
import { ZenQuotesRepository } from './quotes/zenquotes.repository.js';
import { QuotesService } from './quotes/quotes.service.js';
import { QuotesController } from './quotes/quotes.controller.js';
import { UnsplashRepository } from './photos/unsplash.repository.js';
import { PhotosService } from './photos/photos.service.js';
import { PhotoPoolRepository } from './photos/photo-pool.repository.js';
import { PhotoPoolService } from './photos/photo-pool.service.js';
import { UnsplashBudget } from './photos/unsplash-budget.service.js';
import { PhotosController } from './photos/photos.controller.js';
import { ClientConfigController } from './client-config/client-config.controller.js';
import { CallerContext, CallerContextInterceptor } from './caller/caller-context.js';
import { CounterRepository } from './cache/counter.repository.js';
import { QuotaGateRepository } from './quota/quota-gate.repository.js';
import { QuotaGate } from './quota/quota-gate.service.js';
import { UsageController } from './usage/usage.controller.js';
import { UsageService } from './usage/usage.service.js';
import { CatalogMetrics } from './metrics/catalog-metrics.js';
import { QuotaMetrics } from './quota/quota-metrics.js';
import { HealthController } from './health/health.controller.js';
import { AnswerLanes } from './answer-lanes/answer-lanes.js';
import { CommunityAnswers } from './sponsorblock/community-answers.js';
import { SponsorBlockRepository } from './sponsorblock/sponsorblock.repository.js';
import { SponsorBlockService } from './sponsorblock/sponsorblock.service.js';
import { SponsorBlockController } from './sponsorblock/sponsorblock.controller.js';
import { DeArrowRepository } from './dearrow/dearrow.repository.js';
import { DeArrowService } from './dearrow/dearrow.service.js';
import { DeArrowController } from './dearrow/dearrow.controller.js';

export interface CatalogOverrides {
  /** Tests move time forward (freshness, quota day) with their own clock. */
  clock?: Clock;
}

@Module({})
export class CatalogModule {
  static forRoot(
    config: CatalogConfig,
    redis: Redis,
    logger: Logger,
    overrides: CatalogOverrides = {},
  ): DynamicModule {
    return {
      module: CatalogModule,
      controllers: [
        HealthController,
        SearchController,
        YouTubePlaylistsController,
        VideosController,
        ChannelsController,
        FeedController,
        NextUploadController,
        QuotesController,
        PhotosController,
        ClientConfigController,
        UsageController,
        SponsorBlockController,
        DeArrowController,
      ],
      providers: [
        { provide: CATALOG_CONFIG, useValue: config },
        { provide: CATALOG_REDIS, useValue: redis },
        { provide: CATALOG_LOGGER, useValue: logger },
        { provide: Clock, useValue: overrides.clock ?? new Clock() },
        UpstreamHttp,
        redisShutdown(CATALOG_REDIS),
        RedisGuard,
        CacheRepository,
        AnswerCacheRepository,
        AnswerCache,
        LockRepository,
        RequestMerger,
        CachedResolver,
        QuotaLedgerRepository,
        QuotaLedgerService,
        CallerContext,
        { provide: APP_INTERCEPTOR, useClass: CallerContextInterceptor },
        CounterRepository,
        QuotaGateRepository,
        QuotaGate,
        UsageService,
        YouTubeApiRepository,
        YouTubeUpstream,
        VideosService,
        SearchService,
        YouTubePlaylistsService,
        ChannelsService,
        FeedService,
        NextUploadService,
        WholeUploadsService,
        ZenQuotesRepository,
        QuotesService,
        UnsplashRepository,
        PhotosService,
        PhotoPoolRepository,
        PhotoPoolService,
        UnsplashBudget,
        CatalogMetrics,
        QuotaMetrics,
        AnswerLanes,
        CommunityAnswers,
        SponsorBlockRepository,
        SponsorBlockService,
        DeArrowRepository,
        DeArrowService,
      ],
    };
  }
}
