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

export function notesToMarkdown(notes: Note[], exportedAt: Date = new Date()): string {
  const lines = ['# Video Notes', '', `Exported ${formatNoteDate(exportedAt.toISOString())}`, ''];
  for (const group of groupByVideo(notes)) {
    const first = group[0]!;
    lines.push(
      `## ${escapeMarkdown(first.videoTitle || first.videoId)}`,
      '',
      youtubeLink(first.videoId, 0),
      '',
    );
    for (const note of group) {
      const body = escapeMarkdown(note.note.trim()).split('\n').join('\n  ');
      lines.push(
        `- **[${formatPlaybackTime(seconds(note))}](${youtubeLink(note.videoId, seconds(note))})** ${body}`,
      );
      lines.push(`  _${formatNoteDate(note.createdAt)}_`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
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
