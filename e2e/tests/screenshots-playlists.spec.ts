import { screenshotTests } from '../pages/screenshots.js';

// The Playlists screen, Watch later and a playlist import's preview, in both themes, on a laptop and a
// phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
screenshotTests(['playlists', 'playlist-watch-later', 'playlists-import']);
