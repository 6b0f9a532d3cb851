import { describe, expect, it } from 'vitest';
import type { Note } from '@stillframe/contracts';
import { parse } from 'yaml';
import { exportFileName, notesToMarkdown, notesToText, yamlString } from './export-notes';

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

  it('writes one section per video, each with its front matter and youtu.be time links', () => {
    const markdown = notesToMarkdown(
      [
        note({ id: '1', note: 'First\nsecond line', channelTitle: 'Woods' }),
        note({ id: '2', videoId: 'zzzZZZ12345', videoTitle: 'River', timestamp: 5, note: 'Water' }),
        note({ id: '3', note: 'Earlier', timestamp: 3 }),
      ],
      new Date(2026, 2, 4, 12),
    );
    const documents = markdown.split(/^---$/m);
    // '', front matter 1, body 1, front matter 2, body 2
    expect(documents).toHaveLength(5);
    expect(parse(documents[1]!)).toEqual({
      title: 'Forest walk',
      channel: 'Woods',
      url: 'https://www.youtube.com/watch?v=abcDEF12345',
      video_id: 'abcDEF12345',
      exported: '2026-03-04',
    });
    expect(documents[2]).toContain('# Forest walk');
    expect(documents[2]).toContain('- [1:15](https://youtu.be/abcDEF12345?t=75) First\n  second line');
    // In video time: 0:03 before 1:15.
    expect(documents[2]!.indexOf('Earlier')).toBeLessThan(documents[2]!.indexOf('First'));
    expect(parse(documents[3]!)).toMatchObject({ title: 'River', channel: '', video_id: 'zzzZZZ12345' });
    expect(documents[4]).toContain('- [0:05](https://youtu.be/zzzZZZ12345?t=5) Water');
  });

  it('keeps hostile titles inside their YAML value: ---, quotes, newlines, backslashes, separators', () => {
    const hostile = 'Part 1\n---\ntitle: "pwned"\\ \u2028next: line\t#tag: x';
    const markdown = notesToMarkdown([note({ videoTitle: hostile, channelTitle: 'Bob\'s "channel"\n---' })]);
    const frontMatter = markdown.split(/^---$/m);
    expect(frontMatter).toHaveLength(3);
    expect(parse(frontMatter[1]!)).toMatchObject({ title: hostile, channel: 'Bob\'s "channel"\n---' });
    expect(yamlString('\u2028')).toBe('"\\u2028"');
  });

  it('escapes note text and titles, so Markdown shows them as typed', () => {
    const markdown = notesToMarkdown([
      note({
        videoTitle: 'Rock & <i>Roll</i> #1',
        note: 'Keep *stars* and <b>tags</b>\n# not a heading\n1. not a list\n- nor this [link](x) `code` _under_\n---',
      }),
    ]);
    expect(markdown).toContain('# Rock \\& \\<i\\>Roll\\</i\\> \\#1');
    expect(markdown).toContain(') Keep \\*stars\\* and \\<b\\>tags\\</b\\>\n');
    expect(markdown).toContain('\n  \\# not a heading\n');
    expect(markdown).toContain('\n  1\\. not a list\n');
    expect(markdown).toContain('\n  \\- nor this \\[link\\]\\(x\\) \\`code\\` \\_under\\_\n');
    // A note cannot end the front matter or start a new one.
    expect(markdown.split(/^---$/m)).toHaveLength(3);
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
    expect(text).not.toContain('---');
  });
});
