import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openScreen, sharedFixture, SCREENS, type Fixture } from '../pages/screens.js';

// Every screen, as each role sees it, in both themes: no serious or critical WCAG 2 A/AA violation
// (colour contrast included).
// The longest file by far, of independent checks: shared by both workers (each reads the one fixture).
test.describe.configure({ mode: 'parallel' });
let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  fixture = await sharedFixture(browser);
});

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.role}, ${theme}) has no serious accessibility violations`, async ({
      browser,
    }) => {
      const { page, close } = await openScreen(browser, fixture, screen, theme);
      try {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      } finally {
        await close();
      }
    });
  }
}
