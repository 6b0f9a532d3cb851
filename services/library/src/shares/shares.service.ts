import { Injectable } from '@nestjs/common';
import { ErrorCode, ShareGoneMessage, type NoteShare, type SharedNotes } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import type { NoteShare as NoteShareRow } from '../generated/prisma/client.js';
import { SharesRepository } from './shares.repository.js';
import { newShareToken } from './share-token.js';

const toView = (row: NoteShareRow, titles: Map<string, string>): NoteShare => ({
  token: row.token,
  videoId: row.videoId,
  videoTitle: titles.get(row.videoId) ?? '',
  createdAt: row.createdAt.toISOString(),
});

/** Read-only links to one video's regular notes. The page reads the notes live, so an edit shows at once. */
@Injectable()
export class SharesService {
  constructor(private readonly shares: SharesRepository) {}

  /** One link per video: asking again answers the same link until it is revoked. */
  async create(userId: string, videoId: string): Promise<NoteShare> {
    if (!(await this.shares.hasRegularNotes(userId, videoId)))
      throw new AppException(ErrorCode.notFound, 'This video has no regular notes to share', [
        { field: 'body.videoId', message: 'No regular notes on this video' },
      ]);
    const row =
      (await this.shares.findByVideo(userId, videoId)) ??
      (await this.shares.create(userId, videoId, newShareToken())) ??
      (await this.shares.findByVideo(userId, videoId));
    if (!row) throw new AppException(ErrorCode.conflict, 'The link changed meanwhile. Please try again.');
    return toView(row, await this.shares.titles(userId, [videoId]));
  }

  async list(userId: string): Promise<NoteShare[]> {
    const rows = await this.shares.list(userId);
    const titles = await this.shares.titles(
      userId,
      rows.map((row) => row.videoId),
    );
    return rows.map((row) => toView(row, titles));
  }

  async revoke(userId: string, token: string): Promise<void> {
    if (!(await this.shares.revoke(userId, token))) throw AppException.notFound('Share link');
  }

  /**
   * The shared notes and whose they are: the gateway shows them only while the owner has Pro, which
   * this service cannot know (it knows no plans and calls no other service).
   */
  async view(token: string): Promise<{ ownerId: string; shared: SharedNotes }> {
    const share = await this.shares.findByToken(token);
    if (!share) throw new AppException(ErrorCode.notFound, ShareGoneMessage);
    const [notes, titles] = await Promise.all([
      this.shares.regularNotes(share.userId, share.videoId),
      this.shares.titles(share.userId, [share.videoId]),
    ]);
    const shared = {
      videoId: share.videoId,
      videoTitle: titles.get(share.videoId) ?? '',
      notes: notes.map((row) => ({ note: row.note, timestamp: row.timestampSeconds ?? 0 })),
    };
    return { ownerId: share.userId, shared };
  }
}
