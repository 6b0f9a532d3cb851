import type { ReactNode } from 'react';
import './scroll-area.css';

/** A 600 px scroll region (terms and privacy) that keyboard users can focus and scroll. */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sf-scroll-area" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
