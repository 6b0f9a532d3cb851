import { screenshotTests } from '../pages/screenshots.js';

// The signed-in home (Pro and free) and a search in the demo catalogue, in both themes, on a laptop and
// a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
screenshotTests(['home-pro', 'home-free', 'search-any-query']);
