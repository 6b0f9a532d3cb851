import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

declare global {
  interface Window {
    /** Read into a page or frame by withAxe. */
    axe: typeof axe;
  }
}
type FrameContext = ReturnType<typeof axe.utils.getFrameContexts>[number];

/** WCAG 2 A/AA, colour contrast included; of the rules that pass, axe keeps one element each. */
const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
  resultTypes: ['violations'],
};

const WHOLE_PAGE: axe.ElementContext = { include: [], exclude: [] };

/**
 * The page's WCAG violations, its frames' included (the player's, from another origin), found as
 * axe's own Playwright runner finds them (axe.runPartial in every frame, axe.finishRun over them in a
 * page of its own), except that axe is read once per document and the finishing page is kept: the
 * runner read axe's half-megabyte source into every frame and opened a page at every check
 * (docs/decisions/0041-accessibility-checks.md).
 */
export class AccessibilityChecker {
  private finisher: Promise<Page> | null = null;

  constructor(private readonly openPage: () => Promise<Page>) {}

  async violations(page: Page): Promise<axe.Result[]> {
    const partials = await partialResults(page.mainFrame(), WHOLE_PAGE);
    this.finisher ??= this.openPage().then(async (blank) => {
      await withAxe(blank.mainFrame());
      return blank;
    });
    const finisher = await this.finisher;
    const results = await finisher.evaluate(
      ({ partials, options }) => window.axe.finishRun(JSON.parse(partials) as axe.PartialResults, options),
      { partials: `[${partials.join(',')}]`, options: OPTIONS },
    );
    return results.violations;
  }

  async close(): Promise<void> {
    await (await this.finisher)?.close();
  }
}

/** axe in this frame's document: read once, configured as axe's Playwright runner does. */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe?.runPartial === 'function')) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    window.axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * This frame's partial result, then its child frames' in document order, depth first: the order
 * axe.finishRun reads them in. A frame that cannot be read counts as null, and so do its children.
 * Each result as JSON: Playwright's own serialising of objects this large cost more than the checks.
 */
async function partialResults(frame: Frame, context: axe.ElementContext): Promise<string[]> {
  await withAxe(frame);
  // Typed by hand: axe's context and results are too deep for Playwright's serialisable-type check.
  const children = await frame.evaluate<FrameContext[], unknown>(
    (context) => window.axe.utils.getFrameContexts(context as axe.ElementContext),
    context,
  );
  const own = frame.evaluate<string, unknown>(
    async (run) => {
      const { context, options } = run as { context: axe.ElementContext; options: axe.RunOptions };
      return JSON.stringify(await window.axe.runPartial(context, options));
    },
    { context, options: OPTIONS },
  );
  const nested = await Promise.all(children.map((child) => childResults(frame, child)));
  return [await own, ...nested.flat()];
}

async function childResults(frame: Frame, { frameSelector, frameContext }: FrameContext) {
  try {
    const element = await frame.evaluateHandle(
      (selector) => window.axe.utils.shadowSelect(selector),
      frameSelector,
    );
    const child = await element.asElement()?.contentFrame();
    return child ? await partialResults(child, frameContext) : ['null'];
  } catch {
    return ['null'];
  }
}
