/**
 * Keeps, of each stylesheet antd writes into the page, only the rules that hide something.
 *
 * jsdom lays nothing out, so styles matter to a test only where they hide an element: Testing Library
 * leaves out what `display: none` or `visibility: hidden` hides (a closed panel, an inactive tab). But
 * every accessible-name lookup asks jsdom for computed styles, and jsdom matches each element against
 * every rule antd injected: thousands of them, half of the web suite's time. The hiding rules alone keep
 * what a test can observe. Rules inside at-rules (media queries, keyframes) are dropped: jsdom's window
 * matches no media query here (setup-tests.ts). Colours, spacing and layout are the end-to-end tests'
 * to check, in Chromium.
 */
const HIDES = /display:\s*none|visibility:\s*hidden/;

/** The top-level rules of `css` that hide something. */
export function hidingRules(css: string): string {
  const kept: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) {
      const rule = css.slice(start, at + 1).trim();
      if (!rule.startsWith('@') && HIDES.test(rule)) kept.push(rule);
      start = at + 1;
    }
  }
  return kept.join('\n');
}

/**
 * antd (through @rc-component/util's dynamicCSS) writes and compares a style element's `innerHTML`:
 * it reads back what it wrote, so it never rewrites an unchanged sheet, while jsdom parses only the
 * hiding rules.
 */
export function keepOnlyHidingStyles(): void {
  // Once per window: test files that share one (vite.config.ts, `isolate: false`) run the setup again.
  if (Object.hasOwn(HTMLStyleElement.prototype, 'innerHTML')) return;
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const written = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? (innerHTML.get!.call(this) as string);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      innerHTML.set!.call(this, hidingRules(css));
    },
  });
}
