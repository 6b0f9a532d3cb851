import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';

// The built-in quotes come with the contracts' schemas: loaded only when a quote is missing.
const fallbackQuote = async () => (await import('../utils/fallback-quotes')).randomFallbackQuote();

/** The first quote of the answer; on failure it is logged and a built-in quote is used. */
export async function getRandomQuote(): Promise<Quote> {
  try {
    const quotes = await apiCall(routeRefs.catalog.randomQuote);
    return quotes[0] ?? (await fallbackQuote());
  } catch (error) {
    console.warn('Quote request failed; showing a built-in quote', error);
    return fallbackQuote();
  }
}

export const randomQuoteQueryOptions = () =>
  queryOptions({ queryKey: ['backdrop', 'quote'], queryFn: getRandomQuote, retry: false });

export const useRandomQuote = () => useQuery(randomQuoteQueryOptions());
