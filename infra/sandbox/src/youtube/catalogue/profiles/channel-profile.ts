/**
 * The hand-written seed of one sample channel; the generator turns it into videos.
 * Title formats use `{s}` for the subject and `{m}` for the length in minutes.
 */
export interface ChannelProfile {
  title: string;
  handle: string;
  username?: string;
  customName?: string;
  description: string;
  country: string;
  categoryId: string;
  hue: number;
  subjects: string[];
  formats: string[];
  /** Sentences opening a description; `{s}` is the subject in lower case. */
  intros: string[];
  tags: string[];
  externalLinks: string[];
  /** Relative weights for short (<4 min), medium (4–20), long (20–60) and over an hour. */
  durationMix: [number, number, number, number];
  hiddenSubscriberCount?: boolean;
}
