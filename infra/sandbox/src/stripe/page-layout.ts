// Shared HTML frame for the hosted checkout and portal pages: plain forms,
// inline styles, no scripts, so they work in any browser and under axe checks.

export { escapeHtml } from '../http/escape-html.js';
import { escapeHtml } from '../http/escape-html.js';

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
  .badge { display: inline-block; font-size: .8rem; background: #ffe8a3; color: #5c4400; padding: .1rem .5rem; border-radius: 4px; }
  .price { font-size: 1.8rem; font-weight: 600; margin: .25rem 0 1.5rem; }
  .price span { font-size: 1rem; font-weight: 400; color: #4f566b; }
  label { display: block; font-weight: 500; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #8792a2; border-radius: 4px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  button { margin-top: 1.5rem; width: 100%; padding: .8rem; font-size: 1rem; font-weight: 600; color: #fff; background: #533afd; border: 0; border-radius: 4px; cursor: pointer; }
  button.danger { background: #c0123c; }
  button.secondary { background: #3c4257; }
  .error { color: #a3001e; background: #fde8ec; padding: .75rem; border-radius: 4px; }
  .notice { background: #e6f4ea; color: #0b5d1e; padding: .75rem; border-radius: 4px; }
  a { color: #3d2ad1; }
  .back { display: inline-block; margin-top: 1.5rem; }
  .hint { color: #4f566b; font-size: .85rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  h3 { font-size: 1rem; margin: 1.5rem 0 0; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Stripe sandbox · test mode</p>
${body}
</main>
</body>
</html>
`;
}
