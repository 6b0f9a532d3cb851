import './dearrow.css';
import type { BrandedVideo } from './use-branded-video';

/**
 * One click (or Enter/Space once focused) between the community's title and thumbnail and the
 * original ones; shown only where they differ.
 */
export function OriginalToggle({ branded, className }: { branded: BrandedVideo; className?: string }) {
  if (!branded.changed) return null;
  const what = branded.titleChanged ? 'title' : 'thumbnail';
  const label = branded.showingOriginal ? `Show community ${what}` : `Show original ${what}`;
  return (
    <button
      type="button"
      className={`sf-original-toggle${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={label}
      onClick={(event) => {
        // On a card the toggle sits beside the link: it must never open the video.
        event.preventDefault();
        event.stopPropagation();
        branded.toggleOriginal();
      }}
    >
      {branded.showingOriginal ? 'Original' : 'DeArrow'}
    </button>
  );
}
