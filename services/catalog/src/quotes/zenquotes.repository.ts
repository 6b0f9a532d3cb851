import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { QuoteSchema, type Quote } from '@stillframe/contracts';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { UpstreamHttp } from '../http/upstream-http.js';

const ZenQuoteBatchShape = z
  .array(z.looseObject({ q: z.string().trim().min(1), a: z.string().trim().min(1) }))
  .min(1);

/** ZenQuotes answers its rate limit with a 200 or 429 and a quote-shaped sentinel, never shown to a user. */
const isSentinel = (quote: Quote): boolean =>
  quote.a.toLowerCase() === 'zenquotes.io' || quote.q.startsWith('Too many requests');

export class QuotesUnavailable extends Error {}

/** ZenQuotes over HTTP: `GET /api/quotes`, a batch of 50 random quotes. */
@Injectable()
export class ZenQuotesRepository {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly http: UpstreamHttp,
  ) {}

  async randomBatch(): Promise<Quote[]> {
    const answer = await this.http.get(new URL(`${this.config.ZENQUOTES_BASE_URL}/api/quotes`), {
      upstream: 'ZenQuotes',
      method: 'quotes',
      timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
    });
    if (answer.status !== 200) throw new QuotesUnavailable(`ZenQuotes answered ${answer.status}`);
    const parsed = ZenQuoteBatchShape.safeParse(answer.body);
    if (!parsed.success) throw new QuotesUnavailable('ZenQuotes answered an unexpected shape');
    const quotes = parsed.data
      .map((quote) => QuoteSchema.parse({ q: quote.q, a: quote.a }))
      .filter((quote) => !isSentinel(quote));
    if (quotes.length === 0) throw new QuotesUnavailable('ZenQuotes is rate-limiting us');
    return quotes;
  }
}
