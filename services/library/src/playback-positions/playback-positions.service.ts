import { Injectable } from '@nestjs/common';
import {
  isResumable,
  Resume,
  type PlaybackPosition as PositionView,
  type SavePositionRequest,
} from '@stillframe/contracts';
import type { PlaybackPosition } from '../generated/prisma/client.js';
import { PlaybackPositionsRepository } from './playback-positions.repository.js';

const toView = (row: PlaybackPosition): PositionView => ({
  videoId: row.videoId,
  seconds: row.seconds,
  durationSeconds: row.durationSeconds,
  updatedAt: row.updatedAt.toISOString(),
});

/** Where each user left each video; only positions worth offering are kept (docs/product.md). */
@Injectable()
export class PlaybackPositionsService {
  constructor(private readonly positions: PlaybackPositionsRepository) {}

  async get(userId: string, videoId: string): Promise<PositionView | null> {
    const row = await this.positions.find(userId, videoId);
    return row && isResumable(row.seconds, row.durationSeconds) ? toView(row) : null;
  }

  /** A position near the start or the end means "nothing to resume": it clears the kept one. */
  async save(userId: string, videoId: string, body: SavePositionRequest): Promise<PositionView | null> {
    if (!isResumable(body.seconds, body.durationSeconds)) {
      await this.positions.remove(userId, videoId);
      return null;
    }
    const row = await this.positions.save(
      userId,
      videoId,
      body.seconds,
      body.durationSeconds,
      Resume.maxPerUser,
    );
    return toView(row);
  }

  clear(userId: string, videoId: string): Promise<void> {
    return this.positions.remove(userId, videoId);
  }

  async *batches(userId: string): AsyncGenerator<PositionView[]> {
    for await (const batch of this.positions.batches(userId)) yield batch.map(toView);
  }
}
