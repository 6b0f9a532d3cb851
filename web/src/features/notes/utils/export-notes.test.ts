import { describe, expect, it } from 'vitest';
import type { Note } from '@stillframe/contracts';
import { exportFileName, notesToMarkdown, notesToText } from './export-notes';

const note = (over: Partial<Note>): Note => ({
  id: 'n',
  note: 'Text',
  videoId: 'abcDEF12345',
  videoTitle: 'Forest walk',
  videoThumbnailUrl: '',
  timestamp: 75,
  isEncrypted: false,
  contentIv: null,
  videoIdIv: null,
  videoTitleIv: null,
  videoThumbnailIv: null,
  timestampIv: null,
  channelId: '',
  channelTitle: '',
  channelIdIv: null,
  channelTitleIv: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...over,
});

describe('note export', () => {
  it('names files video-notes-{yyyy-mm-dd}', () => {
    expect(exportFileName('markdown', new Date(2026, 2, 4, 12))).toBe('video-notes-2026-03-04.md');
    expect(exportFileName('text', new Date(2026, 10, 9, 12))).toBe('video-notes-2026-11-09.txt');
  });

  it('writes Markdown grouped by video with timestamps', () => {
    const markdown = notesToMarkdown([
      note({ id: '1', note: 'First\nsecond line' }),
      note({ id: '2', videoId: 'zzzZZZ12345', videoTitle: 'River', timestamp: 5, note: 'Water' }),
      note({ id: '3', note: 'Later', timestamp: 3600 }),
    ]);
    expect(markdown).toContain('# Video Notes');
    expect(markdown).toContain('## Forest walk');
    expect(markdown).toContain(
      '- **[1:15](https://www.youtube.com/watch?v=abcDEF12345&t=75s)** First\n  second line',
    );
    expect(markdown).toContain('[60:00]');
    expect(markdown.indexOf('Later')).toBeLessThan(markdown.indexOf('## River'));
  });

  it('escapes note text and titles, so Markdown shows them as typed', () => {
    const markdown = notesToMarkdown([
      note({
        videoTitle: 'Rock & <i>Roll</i> #1',
        note: 'Keep *stars* and <b>tags</b>\n# not a heading\n1. not a list\n- nor this [link](x) `code` _under_',
      }),
    ]);
    expect(markdown).toContain('## Rock \\& \\<i\\>Roll\\</i\\> \\#1');
    expect(markdown).toContain('** Keep \\*stars\\* and \\<b\\>tags\\</b\\>\n');
    expect(markdown).toContain('\n  \\# not a heading\n');
    expect(markdown).toContain('\n  1\\. not a list\n');
    expect(markdown).toContain('\n  \\- nor this \\[link\\]\\(x\\) \\`code\\` \\_under\\_\n');
    expect(markdown).not.toMatch(/(^|[^\\])[*<]b/);
  });

  it('writes plain text', () => {
    const text = notesToText([note({ note: 'Hello' })]);
    expect(text).toContain('VIDEO NOTES');
    expect(text).toContain('Forest walk');
    expect(text).toContain('[1:15]');
    expect(text).toContain('    Hello');
    expect(text).not.toContain('**');
  });

  it('leaves encrypted notes out', () => {
    const text = notesToMarkdown([note({ isEncrypted: true, note: 'c2VjcmV0', videoTitle: 'Q2lwaGVy' })]);
    expect(text).not.toContain('c2VjcmV0');
    expect(text).not.toContain('##');
  });
});
