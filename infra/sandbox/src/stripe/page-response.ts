// What the hosted pages answer: HTML, or a 303 back to a page after a form was handled.
import { escapeHtml, page } from './page-layout.js';

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export function html(status: number, body: string): PageResponse {
  return { status, headers: HTML, body };
}

export function redirect(location: string): PageResponse {
  return { status: 303, headers: { Location: location }, body: '' };
}

export function notFoundPage(what: string): PageResponse {
  return html(
    404,
    page('Not found', `<h1>Not found</h1><p>${escapeHtml(what)} does not exist or has expired.</p>`),
  );
}

/** An error announced to screen readers, tied to the field it is about by id. */
export function errorAlert(message: string | undefined, id = 'payment-error'): string {
  return message ? `<p class="error" role="alert" id="${id}">${escapeHtml(message)}</p>` : '';
}

/** Card number, expiry and CVC with labels; the number field points at the error when there is one. */
export function cardFields(error: string | undefined, expiry = ''): string {
  const describedBy = error ? ' aria-describedby="payment-error" aria-invalid="true"' : '';
  return `
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${describedBy}>
  <div class="row">
    <div>
      <label for="expiry">Expiry date (MM / YY)</label>
      <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${escapeHtml(expiry)}">
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required>
    </div>
  </div>`;
}

/** The 3D Secure stand-in: two buttons that end authentication one way or the other. */
export function authenticationButtons(extraFields = ''): string {
  const form = (result: string, label: string, variant: string) => `<form method="post">
    ${extraFields}<input type="hidden" name="result" value="${result}">
    <button type="submit"${variant ? ` class="${variant}"` : ''}>${label}</button>
  </form>`;
  return `${form('complete', 'Complete authentication', '')}${form('fail', 'Fail authentication', 'secondary')}`;
}
