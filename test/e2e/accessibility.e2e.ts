import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { APP_PAGES, openAppPage } from './support/app-pages';

/**
 * Accessibility baseline (issue 14): axe-core checks every page of the app, on a laptop and on a phone,
 * and any violation of impact 'serious' or 'critical' fails the page. Pages join through APP_PAGES.
 */

// Every check opens its own page in its own context, so both Playwright workers can share the 80 checks.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One line per rule and one per element it flags, readable in a failed test's output. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help}  ${v.helpUrl}`,
        ...v.nodes.map(
          (node) =>
            `    at ${node.target.map(String).join(' >>> ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const appPage of APP_PAGES) {
      test(`${appPage.path} as ${appPage.as} has no serious or critical axe violation`, async ({ page }) => {
        // axe walks every element of a signed-in page in 5–10 s on its own in software-rendered Chromium
        // (measured on Chromium 156), and both Playwright workers share two cores: 30 s was too tight.
        test.slow();
        await openAppPage(page, appPage);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
        expect(blocking.length, `axe violations on ${appPage.path}:\n${describeViolations(blocking)}`).toBe(
          0,
        );
      });
    }
  });
}
