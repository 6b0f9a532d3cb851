import { Injectable } from '@nestjs/common';
import { Prisma, type NoteShare } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

export interface SharedNoteRow {
  note: string;
  timestampSeconds: number | null;
}

/** Postgres access for share links and the regular notes they show; never an encrypted note. */
@Injectable()
export class SharesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByVideo(userId: string, videoId: string): Promise<NoteShare | null> {
    return this.prisma.noteShare.findUnique({ where: { userId_videoId: { userId, videoId } } });
  }

  findByToken(token: string): Promise<NoteShare | null> {
    return this.prisma.noteShare.findUnique({ where: { token } });
  }

  /** The new link, or null when another request created the video's link first. */
  async create(userId: string, videoId: string, token: string): Promise<NoteShare | null> {
    try {
      return await this.prisma.noteShare.create({ data: { token, userId, videoId } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  list(userId: string): Promise<NoteShare[]> {
    return this.prisma.noteShare.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
  }

  async revoke(userId: string, token: string): Promise<boolean> {
    const result = await this.prisma.noteShare.deleteMany({ where: { token, userId } });
    return result.count > 0;
  }

  /** The latest regular title of each video, from the owner's regular notes. */
  async titles(userId: string, videoIds: string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.note.findMany({
      where: { userId, isEncrypted: false, videoId: { in: videoIds } },
      orderBy: { createdAt: 'desc' },
      distinct: ['videoId'],
      select: { videoId: true, videoTitle: true },
    });
    return new Map(rows.map((row) => [row.videoId, row.videoTitle]));
  }

  regularNotes(userId: string, videoId: string): Promise<SharedNoteRow[]> {
    return this.prisma.note.findMany({
      where: { userId, videoId, isEncrypted: false },
      orderBy: [{ timestampSeconds: 'asc' }, { createdAt: 'asc' }],
      select: { note: true, timestampSeconds: true },
    });
  }

  hasRegularNotes(userId: string, videoId: string): Promise<boolean> {
    return this.prisma.note
      .count({ where: { userId, videoId, isEncrypted: false }, take: 1 })
      .then((count) => count > 0);
  }
}
