/** A clock (to save) or a tick (saved), drawn as plain SVG so the cards of the first pages load no icon runtime. */
export function WatchLaterIcon({ saved }: { saved: boolean }) {
  return (
    <svg className="sf-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable="false">
      {saved ? (
        <path
          d="M4 12.5l5 5L20 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
