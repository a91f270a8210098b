import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { APP_PAGES, openAppPage, waitForStillness } from './support/app-pages';

/**
 * Accessibility baseline (issue 14): axe-core checks every page of the app, on a laptop and on a phone,
 * and any violation of impact 'serious' or 'critical' fails the page. Pages join through APP_PAGES.
 */

// Every check opens its own page in its own context, so both Playwright workers can share the checks.
test.describe.configure({ mode: 'parallel' });

/** Each page is checked at the laptop width it opens at, then again once the window is narrowed to a phone's. */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

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

/** The blocking violations on the page as it is now, described for a failure message ('' when none). */
async function blockingViolations(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return describeViolations(violations.filter((v) => v.impact && BLOCKING.has(v.impact)));
}

test.use({ viewport: LAPTOP });

for (const appPage of APP_PAGES) {
  test(`${appPage.path} as ${appPage.as} has no serious or critical axe violation at ${LAPTOP.width} or ${PHONE.width} px`, async ({
    page,
  }) => {
    // axe walks every element of a signed-in page in 5–10 s on its own in software-rendered Chromium
    // (measured on Chromium 156), twice here, and both Playwright workers share two cores.
    test.slow();
    // The knowledge network's full list (308 points) took 72 s quietly and 96 s beside other work,
    // past the slow test's 90 s: such a page gets twice that.
    if (appPage.large) test.setTimeout(180_000);
    await openAppPage(page, appPage);
    const atLaptop = await blockingViolations(page);
    // Narrowed rather than opened afresh: sign-in and the page's load were half of each check's time.
    // The layout follows the width through CSS and Mantine's media-query hooks, which listen for changes.
    await page.setViewportSize(PHONE);
    await expect(appPage.ready(page)).toBeVisible();
    await waitForStillness(page);
    const atPhone = await blockingViolations(page);
    expect(
      { [`${LAPTOP.width} px`]: atLaptop, [`${PHONE.width} px`]: atPhone },
      `axe violations on ${appPage.path}`,
    ).toEqual({ [`${LAPTOP.width} px`]: '', [`${PHONE.width} px`]: '' });
  });
}
