import { describe, expect, it } from 'vitest';
import { aNote } from '@/testing/fixtures';
import { filterOptions, groupNotes, matchesFilters, unknownChannelLabel } from './note-groups';
import { toNoteView } from './note-view';

const view = (id: string, over: Parameters<typeof aNote>[0] = {}) =>
  toNoteView(aNote({ id, ...over }), undefined);

describe('grouping notes by video', () => {
  const views = [
    view('1', { videoId: 'video000001', videoTitle: 'One', timestamp: 90 }),
    view('2', { videoId: 'video000002', videoTitle: 'Two', channelId: 'UC_b', channelTitle: 'Bees' }),
    view('3', { videoId: 'video000001', timestamp: 5, channelId: 'UC_a', channelTitle: 'Ants' }),
    toNoteView(aNote({ id: '4', isEncrypted: true }), 'locked'),
  ];

  it('keeps the order of first appearance, puts notes in video time, and takes a channel any note knows', () => {
    const groups = groupNotes(views);
    expect(groups.map((group) => group.key)).toEqual(['video000001', 'video000002', 'locked']);
    expect(groups[0]!.notes.map((note) => note.id)).toEqual(['3', '1']);
    expect(groups[0]!.channelTitle).toBe('Ants');
    expect(groups[2]!.videoId).toBeNull();
  });

  it('offers the channels and videos of the readable notes, the unknown channel last', () => {
    const options = filterOptions([...views, view('5', { videoId: 'video000003', videoTitle: 'Three' })]);
    expect(options.channels).toEqual([
      { value: 'UC_a', label: 'Ants' },
      { value: 'UC_b', label: 'Bees' },
      { value: '', label: unknownChannelLabel },
    ]);
    expect(options.videos.map((option) => option.label)).toEqual(['One', 'Three', 'Two']);
  });

  it('filters by channel (the unknown one too) and by video', () => {
    expect(views.filter((v) => matchesFilters(v, { channelId: 'UC_b' })).map((v) => v.id)).toEqual(['2']);
    expect(views.filter((v) => matchesFilters(v, { channelId: '' })).map((v) => v.id)).toEqual(['1', '4']);
    expect(views.filter((v) => matchesFilters(v, { videoId: 'video000001' })).map((v) => v.id)).toEqual([
      '1',
      '3',
    ]);
  });
});
