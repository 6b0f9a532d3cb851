import type { SeededRandom } from './seeded-random.js';
import type { CatalogueVideo } from './catalogue-types.js';
import type { ChannelProfile } from './profiles/channel-profile.js';
import type { DescriptionLinks } from './description-links.js';

const closingLines = [
  'Thank you for watching & sharing.',
  'Filmed in one take, with natural light only.',
  'Questions & suggestions are always welcome in the comments.',
  'If this was useful, the "watch next" links below lead to related sessions.',
  'Recorded with a quiet camera & a lot of patience.',
];
const chapterNames = [
  'Intro',
  'Getting set up',
  'The main part',
  'A closer look',
  'Common mistakes',
  'Wrapping up',
];

export interface DescriptionInput {
  video: CatalogueVideo;
  subject: string;
  profile: ChannelProfile;
}

/** A realistic multi-paragraph description with chapters, cross links and hashtags. */
export function writeDescription(
  input: DescriptionInput,
  random: SeededRandom,
  links: DescriptionLinks,
): string {
  const { video, subject, profile } = input;
  const paragraphs = [`${random.pick(profile.intros).replace('{s}', subject)} ${random.pick(closingLines)}`];
  const seconds = video.durationSeconds;
  if (seconds !== null && seconds >= 300 && random.chance(0.5)) paragraphs.push(chapters(seconds, random));

  const watchNext = Array.from({ length: random.int(1, 3) }, () => links.videoLink(video));
  paragraphs.push(['Watch next:', ...watchNext].join('\n'));

  const friends = Array.from({ length: random.int(0, 2) }, () => links.channelLink());
  if (friends.length > 0) paragraphs.push(friends.map((f) => `Also visit ${f.title}: ${f.link}`).join('\n'));

  paragraphs.push(`More: ${random.pick(profile.externalLinks)}`);
  paragraphs.push(
    profile.tags
      .slice(0, 3)
      .map((t) => `#${t.replace(/\s+/g, '')}`)
      .join(' '),
  );
  return paragraphs.join('\n\n');
}

function chapters(seconds: number, random: SeededRandom): string {
  const count = random.int(3, 5);
  const middle = random.shuffled(chapterNames.slice(1, -1));
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = i === 0 ? 0 : Math.floor((seconds * i) / count) + random.int(-10, 10);
    const name = i === 0 ? 'Intro' : i === count - 1 ? 'Wrapping up' : (middle[i - 1] ?? 'Part ' + String(i));
    lines.push(`${clock(at, seconds >= 3600)} ${name}`);
  }
  return lines.join('\n');
}

function clock(total: number, withHours: boolean): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return withHours ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
