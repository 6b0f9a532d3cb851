import { useState } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import { toPlainText } from '@/lib/sanitize';
import { useWatchLaterToggle } from '../hooks/use-watch-later-toggle';
import { WatchLaterIcon } from './watch-later-icon';
import './watch-later-card-button.css';

/**
 * One click saves the card's video to Watch later; once saved, a second click takes it out. Plain elements:
 * the cards of the home and search pages load no antd.
 */
export function WatchLaterCardButton({ videoId, title }: { videoId: string; title: string }) {
  const [saved, setSaved] = useState(false);
  const toggle = useWatchLaterToggle();
  const name = toPlainText(title);
  return (
    <button
      type="button"
      className="sf-card-watch-later"
      data-saved={saved ? 'true' : undefined}
      aria-label={saved ? `Remove ${name} from Watch later` : `Save ${name} to Watch later`}
      title={saved ? 'Remove from Watch later' : 'Save to Watch later'}
      disabled={toggle.isPending}
      onClick={() => (saved ? toggle.takeOut(videoId, setSaved) : toggle.save(videoId, setSaved))}
    >
      <WatchLaterIcon saved={saved} />
    </button>
  );
}

/** The card's Watch later button for those who have Pro; nothing for anyone else. */
export function WatchLaterCardSlot(props: { videoId: string; title: string }) {
  return useAccess().status === 'granted' ? <WatchLaterCardButton {...props} /> : null;
}
