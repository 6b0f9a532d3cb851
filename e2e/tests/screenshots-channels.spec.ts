import { screenshotTests } from '../pages/screenshots.js';

// The favourites import preview and the channel page's search, order, Shorts toggle and about text, in
// both themes, on a laptop and a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
screenshotTests(['favorites-import', 'channel-search']);
