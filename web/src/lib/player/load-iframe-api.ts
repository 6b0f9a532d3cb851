import type { YouTubeNamespace } from './youtube-types';

let loading: { src: string; promise: Promise<YouTubeNamespace> } | null = null;

/**
 * Loads the IFrame Player API script once and resolves when it calls `window.onYouTubeIframeAPIReady`.
 * Rejects when the script fails to load or is not ready within `timeoutMs`; a later call tries again.
 */
export function loadIframeApi(src: string, timeoutMs: number): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  if (loading && loading.src === src) return loading.promise;

  const promise = new Promise<YouTubeNamespace>((resolve, reject) => {
    const fail = (reason: string) => {
      loading = null;
      script.remove();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The video player did not load in time'), timeoutMs);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT);
      else fail('The video player script did not provide YT.Player');
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      fail('The video player script failed to load');
    };
    document.head.appendChild(script);
  });
  loading = { src, promise };
  return promise;
}
