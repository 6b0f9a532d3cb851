import type { ReactNode } from 'react';

/**
 * The tooltip of the app shell's icon buttons, in CSS alone (styles.css, `.sf-hint`): like Hint, it
 * opens after a 700 ms hover or on keyboard focus and closes at once on leave, without antd's Tooltip.
 * The text repeats the button's accessible name, so it is hidden from assistive technology.
 */
export function ShellHint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="sf-hint">
      {children}
      <span className="sf-hint-text" aria-hidden>
        {title}
      </span>
    </span>
  );
}
