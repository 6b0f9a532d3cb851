import type { ReactNode } from 'react';
import { toPlainText } from '@/lib/sanitize';
import './channel.css';

/**
 * The channel's description, folded away under "About". The app supplies the rendering that links
 * watch and channel addresses inside Stillframe; without it the text is shown plain.
 */
export function ChannelAbout({
  description,
  renderText,
}: {
  description: string;
  renderText?: (text: string) => ReactNode;
}) {
  if (!description.trim()) return null;
  return (
    <details className="sf-channel-about">
      <summary>About this channel</summary>
      {renderText ? renderText(description) : <p className="sf-pre-wrap">{toPlainText(description)}</p>}
    </details>
  );
}
