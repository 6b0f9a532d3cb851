import type { Photo, Quote } from '@stillframe/contracts';
import { unsplashHome, withUnsplashReferral } from '../utils/unsplash-link';

export function QuoteSkeleton() {
  return (
    <div className="sf-quote-card" role="status" aria-label="Loading quote">
      <div className="sf-skeleton-bar" style={{ width: '90%' }} />
      <div className="sf-skeleton-bar" style={{ width: '75%' }} />
      <div className="sf-skeleton-bar" style={{ width: '40%' }} />
    </div>
  );
}

export function QuoteCard({ quote, photo }: { quote: Quote; photo: Photo | null }) {
  return (
    <figure className="sf-quote-card" style={{ margin: 0 }}>
      <blockquote>“{quote.q}”</blockquote>
      <figcaption style={{ fontSize: 16, opacity: 0.9 }}>— {quote.a}</figcaption>
      {photo ? (
        <p style={{ margin: '20px 0 0', fontSize: 12, opacity: 0.85 }}>
          Photo by{' '}
          <a href={withUnsplashReferral(photo.user.links.html)} target="_blank" rel="noopener noreferrer">
            {photo.user.name}
          </a>{' '}
          on{' '}
          <a href={unsplashHome} target="_blank" rel="noopener noreferrer">
            Unsplash
          </a>
        </p>
      ) : null}
    </figure>
  );
}
