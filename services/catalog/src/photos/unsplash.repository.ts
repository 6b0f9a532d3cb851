import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { UpstreamHttp } from '../http/upstream-http.js';

export class PhotoUnavailable extends Error {}

/** Unsplash's JSON API with the app's Client-ID; the key stays on the server. */
@Injectable()
export class UnsplashRepository {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly http: UpstreamHttp,
  ) {}

  /** `GET /photos/random` with `count`: an array of photo objects, not yet checked. */
  async randomBatch(
    accessKey: string,
    request: { query: string; orientation: string; count: number },
  ): Promise<unknown[]> {
    const url = new URL(`${this.config.UNSPLASH_BASE_URL}/photos/random`);
    url.searchParams.set('query', request.query);
    url.searchParams.set('orientation', request.orientation);
    url.searchParams.set('count', String(request.count));
    url.searchParams.set('content_filter', 'high');
    const answer = await this.http.get(url, {
      upstream: 'Unsplash',
      method: 'random',
      timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
      headers: this.headers(accessKey),
    });
    // The rate-limit answer is plain text ("Rate Limit Exceeded"), so the status is checked before the body.
    if (answer.status !== 200 || !answer.json || !Array.isArray(answer.body))
      throw new PhotoUnavailable(`Unsplash answered ${answer.status}`);
    return answer.body as unknown[];
  }

  /** Download tracking (Unsplash guideline): the photo's `download_location`, query string kept, with our key. */
  async trackDownload(accessKey: string, downloadLocation: URL): Promise<void> {
    const answer = await this.http.get(downloadLocation, {
      upstream: 'Unsplash',
      method: 'download',
      timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
      headers: this.headers(accessKey),
    });
    if (answer.status !== 200)
      throw new PhotoUnavailable(`Unsplash download tracking answered ${answer.status}`);
  }

  private headers(accessKey: string): Record<string, string> {
    return { authorization: `Client-ID ${accessKey}`, 'accept-version': 'v1' };
  }
}
