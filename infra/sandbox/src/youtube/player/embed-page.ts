import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { escapeXml } from '../images/svg-text.js';

/**
 * The page inside the player iframe: the video's 16:9 poster (vector, so it scales; its
 * title is drawn in it) with a progress bar that follows the state the player posts to
 * it. Unknown ids get "Video unavailable", as on YouTube.
 *
 * As YouTube's own embed does, the frame tells the page that embeds it what it holds (the
 * length, whether it may play here) by postMessage, to the `origin` the page named: the page
 * never fetches from the player's origin, which its Content-Security-Policy (`connect-src
 * 'self'`) forbids. So a video generated for a search after the player script loaded plays too.
 */
export function embedPage(requestedId: string, video: CatalogueVideo | undefined, publicUrl: string): string {
  const body = video
    ? `<img src="${publicUrl}/images/vi/${video.id}/mqdefault.jpg" alt="">
<div class="state" id="state">&#9654;</div>
<div class="bar"><div id="progress"></div></div>`
    : '<div class="title">Video unavailable</div>';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeXml(video?.title ?? 'Video unavailable')} - YouTube (sandbox)</title>
<style>
html,body{margin:0;height:100%;background:#000;overflow:hidden;font-family:Helvetica,Arial,sans-serif;color:#fff}
img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.85}
.title{position:absolute;top:0;left:0;right:0;padding:12px 16px;background:linear-gradient(#000c,#0000);font-size:16px}
.state{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:68px;height:48px;border-radius:12px;background:#c00c;display:flex;align-items:center;justify-content:center;font-size:22px}
.bar{position:absolute;left:0;right:0;bottom:0;height:4px;background:#fff4}
#progress{height:100%;width:0;background:#f00}
</style></head>
<body>${body}
<script>
(function () {
  var info = ${scriptJson(videoInfo(requestedId, video))};
  var origin = new URLSearchParams(location.search).get('origin');
  if (window.parent !== window) window.parent.postMessage({ stillframeSandboxVideo: info }, origin || '*');
})();
window.addEventListener('message', function (e) {
  var s = e.data && e.data.stillframeSandbox;
  if (!s) return;
  var bar = document.getElementById('progress'), state = document.getElementById('state');
  if (bar) bar.style.width = (s.duration > 0 ? Math.min(100, (100 * s.time) / s.duration) : 0) + '%';
  if (state) state.style.visibility = s.state === 1 ? 'hidden' : 'visible';
});
</script></body></html>`;
}

/** What the stand-in player needs of a video: its length and whether it may play in an embed. */
const videoInfo = (requestedId: string, video: CatalogueVideo | undefined) => ({
  id: requestedId,
  found: video !== undefined,
  duration: video?.durationSeconds ?? 0,
  embeddable: video?.embeddable ?? false,
});

/** JSON that cannot end the script it is written into, whatever the requested id holds. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
