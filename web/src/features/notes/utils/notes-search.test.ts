import { describe, expect, it } from 'vitest';
import { aNote } from '@/testing/fixtures';
import { toNoteView, type NoteView } from './note-view';
import { buildNotesIndex, highlightParts } from './notes-search';

const regular = (id: string, note: string, over = {}): NoteView =>
  toNoteView(aNote({ id, note, ...over }), undefined);
const decrypted = (id: string, note: string): NoteView =>
  toNoteView(aNote({ id, isEncrypted: true, note: 'Y2lwaGVy' }), {
    status: 'decrypted',
    fields: {
      note,
      videoId: 'secretVid01',
      videoTitle: 'Private lecture',
      videoThumbnailUrl: '',
      timestamp: 30,
      channelId: 'UC_private',
      channelTitle: 'Private channel',
    },
  });
const locked = (id: string): NoteView =>
  toNoteView(aNote({ id, isEncrypted: true, note: 'Y2lwaGVy' }), 'locked');

describe('the notes index', () => {
  const views = [
    regular('a', 'Keyset pagination beats offsets', { videoTitle: 'Databases', channelTitle: 'DB Talks' }),
    regular('b', 'The encryption key is wrapped'),
    decrypted('c', 'Encrypted thoughts about photosynthesis'),
    locked('d'),
  ];
  const index = buildNotesIndex(views);

  it('indexes the readable notes only: regular ones and encrypted ones decrypted in memory', () => {
    expect(index.size).toBe(3);
    expect([...index.search('photosynthesis').keys()]).toEqual(['c']);
    // A locked note's placeholder text is not content.
    expect(index.search('unlock').size).toBe(0);
    expect(index.search('Y2lwaGVy').size).toBe(0);
  });

  it('finds by prefix and despite a typo, and over titles and channels', () => {
    expect([...index.search('pagin').keys()]).toEqual(['a']);
    expect([...index.search('photosinthesis').keys()]).toEqual(['c']);
    expect([...index.search('encrypt').keys()].sort()).toEqual(['b', 'c']);
    expect([...index.search('db talks').keys()]).toEqual(['a']);
    expect([...index.search('private').keys()]).toEqual(['c']);
  });

  it('needs every word of the query, and says which words matched', () => {
    expect([...index.search('encryption wrapped').keys()]).toEqual(['b']);
    expect(index.search('keyset offsets').get('a')?.sort()).toEqual(['keyset', 'offsets']);
    expect(index.search('   ').size).toBe(0);
  });

  it('forgets a note once it is locked again: the index is rebuilt from what is readable', () => {
    const relocked = buildNotesIndex(views.map((view) => (view.id === 'c' ? locked('c') : view)));
    expect(relocked.search('photosynthesis').size).toBe(0);
  });
});

describe('highlighting', () => {
  it('marks the matched words, ignoring case, and escapes regular-expression characters', () => {
    expect(highlightParts('Keyset beats OFFSETS.', ['keyset', 'offsets'])).toEqual([
      { text: 'Keyset', match: true },
      { text: ' beats ', match: false },
      { text: 'OFFSETS', match: true },
      { text: '.', match: false },
    ]);
    expect(highlightParts('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }]);
  });
});
