import type { Note } from '@stillframe/contracts';
import { fileDate, formatNoteDate } from '@/lib/format/dates';
import { formatPlaybackTime } from '@/lib/format/duration';

export type ExportFormat = 'markdown' | 'text';

export const exportFileName = (format: ExportFormat, date: Date = new Date()): string =>
  `video-notes-${fileDate(date)}.${format === 'markdown' ? 'md' : 'txt'}`;

const seconds = (note: Note): number =>
  typeof note.timestamp === 'number' ? note.timestamp : Number(note.timestamp) || 0;

const youtubeLink = (videoId: string, at: number) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}${at > 0 ? `&t=${Math.floor(at)}s` : ''}`;

/**
 * Note text and titles as literal Markdown: every punctuation mark Markdown reads is backslash-escaped
 * (so `*stars*` stay stars and `<b>` stays text, not HTML), and so are the line starts that would make
 * a list, a heading or a quote.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()<>#+!|~&]/g, '\\$&')
    .replace(/^(\s*)([-=])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** Notes grouped by video, in the order the videos first appear. Encrypted notes never reach an export. */
function groupByVideo(notes: Note[]): Note[][] {
  const groups = new Map<string, Note[]>();
  for (const note of notes) {
    if (note.isEncrypted) continue;
    groups.set(note.videoId, [...(groups.get(note.videoId) ?? []), note]);
  }
  return [...groups.values()];
}

/**
 * A YAML double-quoted scalar: JSON's escaping is valid YAML 1.2, plus the line and page separators
 * that YAML readers could otherwise take as line breaks. Newlines, quotes and `---` stay inside the value.
 */
export function yamlString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u0085\u2028\u2029\ufeff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const shortLink = (videoId: string, at: number) =>
  `https://youtu.be/${encodeURIComponent(videoId)}?t=${Math.floor(at)}`;

/**
 * One section per video, each opening with its own YAML front matter (title, channel, URL, video id,
 * export date), then the notes in video time, each time a youtu.be link that starts there.
 */
export function notesToMarkdown(notes: Note[], exportedAt: Date = new Date()): string {
  const sections = groupByVideo(notes).map((group) => {
    const first = group[0]!;
    const channel = group.find((note) => note.channelTitle)?.channelTitle ?? '';
    const lines = [
      '---',
      `title: ${yamlString(first.videoTitle)}`,
      `channel: ${yamlString(channel)}`,
      `url: ${yamlString(youtubeLink(first.videoId, 0))}`,
      `video_id: ${yamlString(first.videoId)}`,
      `exported: ${yamlString(fileDate(exportedAt))}`,
      '---',
      '',
      `# ${escapeMarkdown(first.videoTitle || first.videoId)}`,
      '',
    ];
    const inVideoTime = [...group].sort((a, b) => seconds(a) - seconds(b));
    for (const note of inVideoTime) {
      const body = escapeMarkdown(note.note.trim()).split('\n').join('\n  ');
      lines.push(
        `- [${formatPlaybackTime(seconds(note))}](${shortLink(note.videoId, seconds(note))}) ${body}`,
      );
    }
    return lines.join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}

export function notesToText(notes: Note[], exportedAt: Date = new Date()): string {
  const lines = ['VIDEO NOTES', `Exported ${formatNoteDate(exportedAt.toISOString())}`, ''];
  for (const group of groupByVideo(notes)) {
    const first = group[0]!;
    lines.push(first.videoTitle || first.videoId, youtubeLink(first.videoId, 0), '');
    for (const note of group) {
      lines.push(`[${formatPlaybackTime(seconds(note))}] ${formatNoteDate(note.createdAt)}`);
      lines.push(
        ...note.note
          .trim()
          .split('\n')
          .map((line) => `    ${line}`),
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export const formatNotes = (format: ExportFormat, notes: Note[], exportedAt?: Date): string =>
  format === 'markdown' ? notesToMarkdown(notes, exportedAt) : notesToText(notes, exportedAt);
