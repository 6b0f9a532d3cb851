/** Leaves the app for the payment provider's page. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
