import { useRandomPhoto } from '../api/get-random-photo';
import { useRandomQuote } from '../api/get-random-quote';
import { BackdropImage } from './backdrop-image';
import { QuoteCard, QuoteSkeleton } from './quote-card';

/** Home: a quote over a random landscape photo; skeleton until both requests have finished. */
export function BackdropScreen() {
  const quote = useRandomQuote();
  const photo = useRandomPhoto();
  const isLoading = quote.isPending || photo.isPending;

  return (
    <section className="sf-backdrop" aria-label="Inspirational quote">
      <h1 className="sf-visually-hidden">Stillframe</h1>
      {!isLoading && photo.data ? <BackdropImage photo={photo.data} /> : null}
      {isLoading || !quote.data ? (
        <QuoteSkeleton />
      ) : (
        <QuoteCard quote={quote.data} photo={photo.data ?? null} />
      )}
    </section>
  );
}
