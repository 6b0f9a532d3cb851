import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

export interface PurgedRows {
  notes: number;
  favorites: number;
  playbackPositions: number;
  shares: number;
  playlists: number;
}

/** Removes every row of a deleted account, in one transaction; running it again removes nothing more. */
@Injectable()
export class AccountPurgeRepository {
  constructor(private readonly prisma: PrismaService) {}

  async purge(userId: string): Promise<PurgedRows> {
    const [notes, favorites, playbackPositions, shares, playlists] = await this.prisma.$transaction([
      this.prisma.note.deleteMany({ where: { userId } }),
      this.prisma.favoriteChannel.deleteMany({ where: { userId } }),
      this.prisma.playbackPosition.deleteMany({ where: { userId } }),
      this.prisma.noteShare.deleteMany({ where: { userId } }),
      // Their videos go with them (the foreign key cascades).
      this.prisma.playlist.deleteMany({ where: { userId } }),
    ]);
    return {
      notes: notes.count,
      favorites: favorites.count,
      playbackPositions: playbackPositions.count,
      shares: shares.count,
      playlists: playlists.count,
    };
  }
}
