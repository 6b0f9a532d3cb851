import { screenshotTests } from '../pages/screenshots.js';

// The signed-in home (Pro and free), a search in the demo catalogue, the search filters (videos, and
// channels) and a YouTube playlist found by search, in both themes, on a laptop and a phone, written to
// docs/screenshots/. Run with SCREENSHOTS=1.
screenshotTests([
  'home-pro',
  'home-free',
  'search-any-query',
  'search-filters',
  'search-channels',
  'youtube-playlist',
]);
