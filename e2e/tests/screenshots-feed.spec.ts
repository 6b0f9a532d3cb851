import { screenshotSuite } from '../pages/screenshot-suite.js';

// The signed-in home (Pro and free) and a search in the demo catalogue, in both themes, on a laptop and
// a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
screenshotSuite(['home-pro', 'home-free', 'search-any-query']);
