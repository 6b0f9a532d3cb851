import { describe, expect, it } from 'vitest';
import { MaxImportedNotes } from '@stillframe/contracts';
import { aNote } from '@/testing/fixtures';
import { planImport, readBackup, toBackup } from './notes-backup';
import { toNoteView } from './note-view';

const regular = (id: string, note: string, timestamp = 10) =>
  toNoteView(aNote({ id, note, timestamp, channelId: 'UC_a', channelTitle: 'Ants' }), undefined);
const decrypted = (id: string, note: string) =>
  toNoteView(aNote({ id, isEncrypted: true, note: 'Y2lwaGVy' }), {
    status: 'decrypted',
    fields: {
      note,
      videoId: 'secretVid01',
      videoTitle: 'Private',
      videoThumbnailUrl: '',
      timestamp: 7,
      channelId: '',
      channelTitle: '',
    },
  });

describe('the JSON backup', () => {
  it('round-trips every readable note in plain text, encrypted ones marked, locked ones left out', () => {
    const views = [
      regular('1', 'Plain'),
      decrypted('2', 'Secret text'),
      toNoteView(aNote({ id: '3', isEncrypted: true }), 'locked'),
    ];
    const backup = toBackup(views, new Date('2026-11-23T10:00:00.000Z'));
    expect(backup).toMatchObject({ format: 'stillframe-notes-backup', version: 1 });
    const reading = readBackup(JSON.stringify(backup));
    expect(reading.ok && reading.notes).toEqual([
      expect.objectContaining({ note: 'Plain', encrypted: false, channelId: 'UC_a', timestamp: 10 }),
      expect.objectContaining({ note: 'Secret text', encrypted: true, videoId: 'secretVid01', timestamp: 7 }),
    ]);
    expect(JSON.stringify(backup)).not.toContain('Y2lwaGVy');
  });

  it('refuses what is not a backup, naming what is wrong', () => {
    expect(readBackup('{not json')).toEqual({
      ok: false,
      message: 'This file is not a Stillframe notes backup (it is not JSON).',
    });
    expect(readBackup('{"format":"other"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('format: This is not a Stillframe notes backup'),
    });
    const later = {
      format: 'stillframe-notes-backup',
      version: 2,
      exportedAt: new Date().toISOString(),
      notes: [],
    };
    expect(readBackup(JSON.stringify(later))).toMatchObject({
      message: expect.stringContaining('version 1'),
    });
    const bad = { ...later, version: 1, notes: [{ note: 'x', videoId: 'bad id!', timestamp: 1 }] };
    expect(readBackup(JSON.stringify(bad))).toMatchObject({
      message: expect.stringContaining('notes.0.videoId'),
    });
    const tooMany = {
      ...later,
      version: 1,
      notes: Array(MaxImportedNotes + 1).fill({ note: 'x', videoId: 'abcdefghijk', timestamp: 1 }),
    };
    expect(readBackup(JSON.stringify(tooMany))).toMatchObject({
      message: expect.stringContaining('at most'),
    });
  });

  it('merges without duplicates: same video, second and text, in the account or twice in the file', () => {
    const existing = [regular('1', 'Kept', 10), decrypted('2', 'Secret text')];
    const backup = toBackup([
      regular('a', 'Kept', 10.4),
      regular('b', 'Kept', 11),
      regular('c', 'New'),
      regular('d', 'New'),
      decrypted('e', 'Secret text'),
      decrypted('f', 'Other secret'),
    ]).notes;
    const reading = readBackup(JSON.stringify({ ...toBackup([]), notes: backup }));
    const plan = planImport(reading.ok ? reading.notes : [], existing);
    expect(plan.toAdd.map((note) => [note.note, note.timestamp])).toEqual([
      ['Kept', 11],
      ['New', 10],
      ['Other secret', 7],
    ]);
    expect(plan.skipped).toBe(3);
  });
});
