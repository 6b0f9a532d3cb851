import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toPlainText } from '@/lib/sanitize';
import { parseDescription } from '../utils/parse-description';
import './video-description.css';

/**
 * The description as text, with watch and channel links opened inside the app, all other links external,
 * and written times (chapters) as links that move the player.
 */
export function VideoDescription({
  description,
  onSeek,
}: {
  description: string;
  onSeek?: (seconds: number) => void;
}) {
  const parts = useMemo(
    () => parseDescription(toPlainText(description), [window.location.host]),
    [description],
  );
  if (parts.length === 0) return <p style={{ opacity: 0.7 }}>No description available.</p>;

  return (
    <div className="sf-pre-wrap sf-rich-text" style={{ lineHeight: 1.6 }}>
      {parts.map((part, index) => {
        if (part.kind === 'internal')
          return (
            <Link key={index} to={part.to}>
              {part.text}
            </Link>
          );
        if (part.kind === 'seek')
          return (
            <Link
              key={index}
              to={`?t=${part.seconds}`}
              aria-label={`Play from ${part.text}`}
              onClick={(event) => {
                if (!onSeek) return;
                event.preventDefault();
                onSeek(part.seconds);
              }}
            >
              {part.text}
            </Link>
          );
        if (part.kind === 'external') {
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.text}
            </a>
          );
        }
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
    </div>
  );
}
