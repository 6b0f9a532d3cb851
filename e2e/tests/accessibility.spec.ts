import { expect, test as base } from '@playwright/test';
import { AccessibilityChecker } from '../pages/accessibility.js';
import { ScreenTour, sharedFixture, SCREENS } from '../pages/screens.js';

// Every screen, as each role sees it, in both themes: no serious or critical WCAG 2 A/AA violation
// (colour contrast included).
// The longest file by far, of independent checks: shared by both workers (each reads the one fixture
// and tours the screens in pages of its own).
const test = base.extend<object, { tour: ScreenTour; checker: AccessibilityChecker }>({
  tour: [
    async ({ browser }, use) => {
      const tour = new ScreenTour(browser, await sharedFixture(browser));
      await use(tour);
      await tour.close();
    },
    // The first worker to start makes the fixture's accounts through the app: minutes on a loaded machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  checker: [
    async ({ browser }, use) => {
      const checker = new AccessibilityChecker(() => browser.newPage());
      await use(checker);
      await checker.close();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.role}, ${theme}) has no serious accessibility violations`, async ({
      tour,
      checker,
    }) => {
      const page = await tour.open(screen, theme);
      const serious = (await checker.violations(page))
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
              .join(' | ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
}
