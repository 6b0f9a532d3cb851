import { screenshotTests } from '../pages/screenshots.js';

// The watch page's states in both themes, on a wide screen, a laptop and a phone. Run with SCREENSHOTS=1.
screenshotTests(['watch', 'watch-visitor', 'watch-shortcuts', 'watch-end-panel', 'watch-end-panel-visitor'], {
  wide: { width: 1920, height: 1080 },
  laptop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
});
