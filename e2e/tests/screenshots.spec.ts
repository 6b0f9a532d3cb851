import { screenshotSuite } from '../pages/screenshot-suite.js';

// The screens the web fixes of this round touched, in both themes, on a laptop and a phone, written
// to docs/screenshots/. Run with SCREENSHOTS=1.
const AFFECTED = [
  'auth',
  'watch-visitor',
  'subscribe-visitor',
  'subscription-success',
  'search',
  'watch-notes-tab',
  'channel',
  'notes',
  'admin',
];

screenshotSuite(AFFECTED);
