import { describe, expect, it } from 'vitest';
import { cleanPunctuation, formatOriginalTitle } from './title-format';

describe('formatting original titles in sentence case', () => {
  it.each([
    ['Go On The Table With A Cat', 'Go on the table with a cat'],
    ['AWESOME ART TRICKS and EASY DRAWING HACKS', 'Awesome art tricks and easy drawing hacks'],
    ['I Tried The NEW iPhone 15!!!', 'I tried the new iPhone 15'],
    ['WHY is NASA doing THIS?!', 'Why is NASA doing this?'],
    ['HANDS-ON with the M3', 'Hands-on with the M3'],
    ['USB-C is finally here', 'USB-C is finally here'],
    ['how i learned to love the U.S.A. road trip', 'How I learned to love the U.S.A. road trip'],
    ["i'm DONE with this...", "I'm done with this"],
    ['Wow! This Changed Everything', 'Wow. This changed everything'],
    ['Is This The Best Laptop Of 2024?!?!', 'Is this the best laptop of 2024?'],
    ['Learning JSON and HTTP in one hour', 'Learning JSON and HTTP in one hour'],
    ['my #vanlife setup in r/vandwellers', 'My #vanlife setup in r/vandwellers'],
    ['Music of the 1980s: A Review', 'Music of the 1980s: A review'],
    ['THE BEST PASTA RECIPE EVER', 'The best pasta recipe ever'],
    ['cooking with my friend Gordon in London', 'Cooking with my friend Gordon in London'],
    ['🔥 INSANE Bread Hack 🔥', 'Insane bread hack'],
    ['𝐁𝐄𝐒𝐓 moments', 'Best moments'],
    ['Apple vs. Samsung: Which Phone Wins', 'Apple vs. samsung: Which phone wins'],
    ['Step-By-Step Guide To Sourdough', 'Step-by-step guide to sourdough'],
    ['A quiet walk in the forest', 'A quiet walk in the forest'],
  ])('%s → %s', (original, formatted) => {
    expect(formatOriginalTitle(original)).toBe(formatted);
  });

  it('leaves a title that is only emoji, and an empty one, as it is', () => {
    expect(formatOriginalTitle('🔥🔥')).toBe('🔥🔥');
    expect(formatOriginalTitle('')).toBe('');
  });
});

describe('the punctuation cleanup', () => {
  it.each([
    ['Amazing!!!', 'Amazing'],
    ['Really?!', 'Really?'],
    ['Wait for it . . .', 'Wait for it'],
    ['What happened?', 'What happened?'],
    ['Stop! Look at this', 'Stop. Look at this'],
    ['Go! - the sequel', 'Go! - the sequel'],
  ])('%s → %s', (original, cleaned) => {
    expect(cleanPunctuation(original)).toBe(cleaned);
  });
});
