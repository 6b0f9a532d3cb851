/** Last resort when a screen throws or its code cannot be loaded (e.g. after a deploy). Plain elements: it ships in the first load. */
export function RouteError() {
  return (
    <div className="sf-route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, try again later.</p>
      <button type="button" className="sf-button sf-button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
