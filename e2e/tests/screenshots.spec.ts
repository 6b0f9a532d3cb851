import { screenshotTests } from '../pages/screenshots.js';

// The screens the web fixes of this round touched, in both themes, on a laptop and a phone, written
// to docs/screenshots/ (viewport only, to keep the files small). Run with SCREENSHOTS=1.
screenshotTests([
  'auth',
  'watch-visitor',
  'subscribe-visitor',
  'subscription-success',
  'search',
  'watch-notes-tab',
  'channel',
  'notes',
  'admin',
]);
