import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toPlainText } from '@/lib/sanitize';
import { parseDescription } from '../utils/parse-description';

/** The description as text, with watch and channel links opened inside the app and all other links external. */
export function VideoDescription({ description }: { description: string }) {
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
