import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Quote } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { randomFallbackQuote } from '../utils/fallback-quotes';

/** The first quote of the answer; on failure it is logged and a built-in quote is used. */
export async function getRandomQuote(): Promise<Quote> {
  try {
    const quotes = await apiCall(routes.catalog.randomQuote);
    return quotes[0] ?? randomFallbackQuote();
  } catch (error) {
    console.warn('Quote request failed; showing a built-in quote', error);
    return randomFallbackQuote();
  }
}

export const randomQuoteQueryOptions = () =>
  queryOptions({ queryKey: ['backdrop', 'quote'], queryFn: getRandomQuote, retry: false });

export const useRandomQuote = () => useQuery(randomQuoteQueryOptions());
