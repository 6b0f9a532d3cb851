/**
 * Words that read like real uploads about any topic `{T}`. Each title belongs to a length bucket
 * (short < 4 min, medium 4–20 min, long > 20 min) so that the duration filters find believable titles.
 */
export const titlesByLength = {
  short: [
    'Quick {T} Tip #{n}',
    '{T} Explained in 60 Seconds',
    'One Thing Nobody Tells You About {T}',
    '{T} in Under 3 Minutes',
    'The Fastest Way to Understand {T}',
    '{T} Myth, Busted',
    'Is This the Best {T} Trick?',
    '{T} Before and After',
    '3 {T} Facts That Surprised Me',
  ],
  medium: [
    '{T} for Complete Beginners',
    'Everything You Need to Know About {T}',
    '7 {T} Mistakes Everyone Makes',
    'Why {T} Is Harder Than It Looks',
    '{T}: Beginner vs. Expert',
    'The Science Behind {T}',
    'My Honest Thoughts on {T} After {n} Years',
    '{T} Q&A: Your Questions Answered',
    '{T} Tips I Wish I Had Known Sooner',
    'What I Learned From a Week of {T}',
    'I Asked {n} Experts About {T}',
    '{T} on a Budget',
    'A Beginner Tries {T} for the First Time',
    "Answering the Internet's Questions About {T}",
    'How {T} Actually Works',
    'The {T} Guide I Wish I Had',
    '{T}: What Changed This Year',
    'Reacting to Old {T} Advice',
  ],
  long: [
    '{T}: The Complete Guide ({m} min)',
    'The History of {T}, Explained',
    'A Relaxing Hour of {T}',
    '{T} Full Course for Beginners',
    '{T} Around the World (Documentary)',
    '{T} Live Session #{n}',
    'The Big {T} Deep Dive',
    '{T} Masterclass, Part {n}',
    'Everything About {T} in One Video',
    'A Slow Afternoon of {T}',
  ],
} as const;

export type LengthBucket = keyof typeof titlesByLength;

/** Seconds each bucket spans; the first and last values sit on the documented boundaries. */
export const secondsByLength: Record<LengthBucket, [number, number]> = {
  short: [20, 239],
  medium: [240, 1200],
  long: [1201, 7200],
};

export const channelNames = [
  '{T} Daily',
  'The {T} Channel',
  '{T} Academy',
  '{T} Lab',
  'Everything {T}',
  '{T} Weekly',
  '{P} on {T}',
  '{T} with {P}',
];

export const presenters = [
  'Maya Lin',
  'Tomás Ortega',
  'Priya Natarajan',
  'Jonas Berg',
  'Amara Okafor',
  'Lea Novak',
];

export const openings = [
  'In this video we take a close look at {t}, step by step.',
  'A calm, practical walk through {t}, with no hype and no sponsors.',
  "Today's episode is all about {t}: what works, what doesn't and why.",
  'You asked for more {t}, so here it is.',
  'We filmed this over a few weeks to show {t} the way it really is.',
];

export const closings = [
  'Thanks for watching, and see you next time.',
  'Questions are welcome in the comments.',
  'New videos every week.',
  'Filmed and edited by a very small team.',
];

export const chapterNames = [
  'Getting set up',
  'The basics',
  'A closer look',
  'Common mistakes',
  'Putting it together',
];

export const channelDescriptions = [
  'Guides, deep dives and honest opinions about {t}. New uploads every {d}.',
  'A small channel about {t}, made with care. New videos every {d}.',
  'Learn {t} at your own pace: short tips, long courses and the occasional live session, every {d}.',
];

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const countries = ['US', 'GB', 'CA', 'AU', 'DE', 'IN', 'NL', 'SE'];
