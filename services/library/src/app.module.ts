import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { HealthModule, pingRedis, redisShutdown, workerProviders, type Logger } from '@stillframe/server-kit';
import { LIBRARY_CONFIG, type LibraryConfig } from './config/env.js';
import { LIBRARY_LOGGER, LIBRARY_REDIS } from './tokens.js';
import { PrismaService } from './database/prisma.service.js';
import { FavoritesRepository } from './favorites/favorites.repository.js';
import { FavoritesService } from './favorites/favorites.service.js';
import { FavoritesController } from './favorites/favorites.controller.js';
import { NotesRepository } from './notes/notes.repository.js';
import { NotesService } from './notes/notes.service.js';
import { NoteListRepository } from './notes/note-list.repository.js';
import { NoteReEncryptionRepository } from './notes/note-re-encryption.repository.js';
import { NoteReEncryptionService } from './notes/note-re-encryption.service.js';
import { NotesController } from './notes/notes.controller.js';
import { NoteImportRepository } from './notes/note-import.repository.js';
import { NoteImportService } from './notes/note-import.service.js';
import { SharesRepository } from './shares/shares.repository.js';
import { SharesService } from './shares/shares.service.js';
import { SharesController } from './shares/shares.controller.js';
import { AccountExportService } from './account-export/account-export.service.js';
import { AccountExportController } from './account-export/account-export.controller.js';
import { PlaybackPositionsRepository } from './playback-positions/playback-positions.repository.js';
import { PlaybackPositionsService } from './playback-positions/playback-positions.service.js';
import { PlaybackPositionsController } from './playback-positions/playback-positions.controller.js';
import { AccountPurgeRepository } from './account-purge/account-purge.repository.js';
import { AccountPurgeWorker } from './account-purge/account-purge.worker.js';
import { StorageBounds } from './storage-bounds/storage-bounds.js';
import { PlaylistsModule } from './playlists/playlists.module.js';

/** What every library process needs: configuration, logger, Redis, Postgres and the health probes. */
function libraryInfrastructure(config: LibraryConfig, redis: Redis, logger: Logger) {
  return {
    imports: [
      HealthModule.forRoot({
        inject: [PrismaService],
        useFactory: (prisma: PrismaService) => ({
          postgres: () => prisma.isUp(),
          redis: () => pingRedis(redis),
        }),
      }),
    ],
    providers: [
      { provide: LIBRARY_CONFIG, useValue: config },
      { provide: LIBRARY_REDIS, useValue: redis },
      { provide: LIBRARY_LOGGER, useValue: logger },
      PrismaService,
      redisShutdown(LIBRARY_REDIS),
    ],
  };
}

/** The library API: favourites, notes, playlists and the account export; with WORKERS=on also the purge worker. */
@Module({})
export class LibraryModule {
  static forRoot(config: LibraryConfig, redis: Redis, logger: Logger): DynamicModule {
    const infrastructure = libraryInfrastructure(config, redis, logger);
    return {
      module: LibraryModule,
      global: true,
      imports: [...infrastructure.imports, PlaylistsModule],
      controllers: [
        FavoritesController,
        NotesController,
        SharesController,
        AccountExportController,
        PlaybackPositionsController,
      ],
      providers: [
        ...infrastructure.providers,
        FavoritesRepository,
        FavoritesService,
        NotesRepository,
        NotesService,
        NoteListRepository,
        NoteReEncryptionRepository,
        NoteReEncryptionService,
        PlaybackPositionsRepository,
        PlaybackPositionsService,
        NoteImportRepository,
        NoteImportService,
        SharesRepository,
        SharesService,
        AccountExportService,
        AccountPurgeRepository,
        StorageBounds,
        ...workerProviders(config.WORKERS, [AccountPurgeWorker]),
      ],
      exports: infrastructure.providers,
    };
  }
}
