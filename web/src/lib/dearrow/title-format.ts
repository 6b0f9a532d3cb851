/**
 * DeArrow's "format original titles" in sentence case (docs/decisions/0043-sponsorblock-dearrow.md):
 * no ALL CAPS shouting, no Title Case Of Every Word, no trailing "!!!" or "?!", while acronyms, brand
 * spellings (iPhone), hashtags, subreddits and years stay as written.
 */

/** Written exactly so wherever they appear. */
const KEPT_AS_WRITTEN = new Map(
  [
    'NASA',
    'FBI',
    'CIA',
    'USA',
    'UK',
    'EU',
    'UN',
    'AI',
    'API',
    'CPU',
    'GPU',
    'PC',
    'TV',
    'DIY',
    'DNA',
    'HTTP',
    'HTTPS',
    'HTML',
    'CSS',
    'JSON',
    'SQL',
    'PCIe',
    'NVMe',
    'SSD',
    'HDD',
    'RAM',
    'USB',
    'HDMI',
    'iOS',
    'macOS',
    'iPadOS',
    'watchOS',
    'tvOS',
    'visionOS',
    'osu!',
    'YouTube',
    'GitHub',
    'PlayStation',
    'LEGO',
    'NATO',
    'NBA',
    'NFL',
    'NHL',
    'FIFA',
    'BBC',
    'CNN',
    'MIT',
    'OK',
  ].map((word) => [word.toLowerCase(), word] as const),
);
/** All-caps words of three letters or fewer that are ordinary words shouted, not acronyms. */
const NOT_ACRONYMS = new Set([
  'A',
  'I',
  'AM',
  'AN',
  'AND',
  'ARE',
  'AS',
  'AT',
  'BE',
  'BUT',
  'BY',
  'CAN',
  'DID',
  'DO',
  'FOR',
  'GET',
  'GOT',
  'HAS',
  'HE',
  'HER',
  'HIM',
  'HIS',
  'HOW',
  'IF',
  'IN',
  'IS',
  'IT',
  'ITS',
  'MY',
  'NEW',
  'NO',
  'NOT',
  'NOW',
  'OF',
  'OLD',
  'ON',
  'ONE',
  'OR',
  'OUR',
  'OUT',
  'SHE',
  'SO',
  'THE',
  'TO',
  'TOO',
  'TRY',
  'TWO',
  'UP',
  'US',
  'WAS',
  'WAY',
  'WE',
  'WHO',
  'WHY',
  'WOW',
  'YES',
  'YET',
  'YOU',
  'ALL',
  'BIG',
  'BAD',
  'TOP',
  'OMG',
  'EVER',
  'LOL',
  'WTF',
  'BEST',
  'WIN',
  'FUN',
]);
/** Small words that title case leaves lower-case: seeing them lower-case tells title case from a sentence. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'yet',
  'so',
  'as',
  'in',
  'of',
  'on',
  'to',
  'from',
  'into',
  'with',
  'at',
  'by',
  'via',
  'vs',
  'ft',
  'feat',
  'etc',
]);
/** Words ending in a dot that do not end a sentence. */
const NOT_BREAKS = new Set(['vs.', 'ft.', 'feat.', 'mr.', 'dr.', 'mrs.', 'ms.', 'st.', 'etc.']);
const STANDALONE_BREAKS = new Set(['-', ':', ';', '~', '—', '–', '|']);

const hasLetter = (word: string) => /\p{L}/u.test(word);
const isDotted = (word: string) => /^(?:\p{L}\.){2,}\p{L}?\.?$/u.test(word);
/** Shouted: letters all upper-case; "USB-C" (1–3 letters then a dash) and "U.S.A" are not. */
const isAllCaps = (word: string) =>
  hasLetter(word) &&
  word === word.toUpperCase() &&
  word !== word.toLowerCase() &&
  !isDotted(word) &&
  !/^\p{Lu}{1,3}[-~—]/u.test(word);
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}#>]+|[^\p{L}\p{N}!]+$/gu, '');
const isAcronym = (word: string) => {
  const core = bare(word).replace(/!+$/, '');
  return isDotted(core) || (isAllCaps(core) && core.length <= 3 && !NOT_ACRONYMS.has(core));
};
/** "I", "I'm", "I've", "I'll", "I'd". */
const isFirstPerson = (word: string) => /^i(?:'(?:m|ve|ll|d))?$/i.test(bare(word).replace(/[’]/g, "'"));
const endsSentence = (word: string) =>
  STANDALONE_BREAKS.has(word) ||
  (/[:?.!\]]$/.test(word) && !NOT_BREAKS.has(word.toLowerCase()) && !isDotted(bare(word)));

const capitalise = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());

/** Emoji go (unless nothing else is left); fancy letters (𝐁, Ⓑ) become plain ones. */
function cleanEmoji(title: string): string {
  const plain = title
    .normalize('NFKC')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain || title;
}

/**
 * Trailing "!!!", "..." and "?!" go (one "?" stays if there was one); an inner "Wow! This" becomes
 * "Wow. This".
 */
export function cleanPunctuation(title: string): string {
  const trailing = /[\s!.?]*$/.exec(title)?.[0] ?? '';
  const body = title
    .slice(0, title.length - trailing.length)
    .replace(/(\p{L})!+(?=\s+[^\s\-:;~—–|])/gu, '$1.');
  return trailing.includes('?') ? `${body}?` : body;
}

function formatWord(word: string, context: { titleCase: boolean; trusted: boolean; start: boolean }): string {
  const core = bare(word);
  if (core.startsWith('#') && !isAllCaps(core)) return word;
  if (/^r\//i.test(core) || /^de_/i.test(core) || /^\d+\p{L}{0,2}$/u.test(core)) return word;
  const known = KEPT_AS_WRITTEN.get(core.toLowerCase());
  if (known) return word.replace(core, known);
  if (isFirstPerson(word)) return capitalise(word.toLowerCase());
  if (isAcronym(word) && context.trusted) return word;
  // "USB-C", "A-Z": a short acronym joined to a letter or number.
  if (context.trusted && /^\p{Lu}{1,3}[-~—]/u.test(core) && core === core.toUpperCase()) return word;
  // Brand spellings like iPhone or eBay: capitals after the first letter, not shouted.
  if (!/[-/]/.test(core) && !isAllCaps(core) && /\p{Ll}/u.test(core) && /\p{Lu}/u.test(core.slice(1)))
    return word;
  const parts = word.split(/([-/])/);
  const lowered = parts
    .map((part) => {
      if (part === '-' || part === '/') return part;
      const partCore = bare(part);
      if (KEPT_AS_WRITTEN.has(partCore.toLowerCase()))
        return part.replace(partCore, KEPT_AS_WRITTEN.get(partCore.toLowerCase())!);
      const properNoun = !context.titleCase && /^\p{Lu}\p{Ll}+$/u.test(partCore);
      return properNoun ? part : part.toLowerCase();
    })
    .join('');
  return context.start ? capitalise(lowered) : lowered;
}

/** The original title in sentence case, cleaned of shouting and trailing exclamations. */
export function formatOriginalTitle(title: string): string {
  const cleaned = cleanPunctuation(cleanEmoji(title)).trim();
  const words = cleaned.split(/\s+/).filter(Boolean);
  if (words.length === 0) return title;
  const lettered = words.filter(hasLetter);
  const shouted = lettered.filter((word) => isAllCaps(bare(word).replace(/!+$/, '')));
  const mostlyShouted = shouted.length * 2 > lettered.length;
  const candidates = lettered.filter((word) => {
    const core = bare(word);
    return !SMALL_WORDS.has(core.toLowerCase()) && !isAllCaps(core) && !isFirstPerson(word);
  });
  const capitalised = candidates.filter((word) => /^\P{L}*\p{Lu}/u.test(word));
  // Title case: most words other than small ones start with a capital, or a small word inside does.
  const capitalSmallWord = words
    .slice(1)
    .some((word) => SMALL_WORDS.has(bare(word).toLowerCase()) && /^\p{Lu}\p{Ll}*$/u.test(bare(word)));
  const titleCase = capitalSmallWord || (candidates.length > 1 && capitalised.length * 2 > candidates.length);
  let start = true;
  return words
    .map((word, index) => {
      const neighbourShouts = [words[index - 1], words[index + 1]].some(
        (next) => next !== undefined && isAllCaps(bare(next)) && !isAcronym(next),
      );
      const formatted = formatWord(word, { titleCase, trusted: !mostlyShouted && !neighbourShouts, start });
      if (hasLetter(word)) start = false;
      if (endsSentence(word)) start = true;
      return formatted;
    })
    .join(' ');
}
