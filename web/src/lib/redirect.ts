/** Leaves the app for the payment provider's page (Checkout, the billing portal), in this tab. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
