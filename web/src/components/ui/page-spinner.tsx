/** A page-sized spinner in CSS alone (styles.css, `.sf-spinner`): it shows before any screen's code. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="sf-page-spinner" role="status" aria-live="polite">
      <span className="sf-spinner" aria-hidden />
      <span className="sf-visually-hidden">{label}</span>
    </div>
  );
}
