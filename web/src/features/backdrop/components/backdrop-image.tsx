import { useState } from 'react';
import type { Photo } from '@stillframe/contracts';

/** The photo stays invisible until it has loaded, then fades in and slowly zooms (CSS). */
export function BackdropImage({ photo }: { photo: Photo }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      className={`sf-backdrop-image${loaded ? ' is-loaded' : ''}`}
      src={photo.urls.regular}
      alt={photo.alt_description ?? ''}
      onLoad={() => setLoaded(true)}
      data-testid="backdrop-image"
    />
  );
}
