/**
 * What a first visit to a page costs over the wire, measured in Chromium: every response's bytes as the
 * network received them (CDP Network.loadingFinished encodedDataLength: headers and the body as sent,
 * compressed or not), in a fresh browser context, so nothing comes from a cache.
 */
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Loads url in a new context and waits until the network is idle and the page shows its heading.
 * extraHeaders: sent with every request (Accept-Encoding: identity for the uncompressed baseline).
 * Returns { js, all } in bytes, and scripts: [{ url, bytes, coding }] for a look at what was loaded.
 */
export async function firstVisit(browser, url, extraHeaders = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: extraHeaders });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const coding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      responses.set(requestId, { type, url: response.url, coding: coding?.[1] ?? 'identity' });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      finished.push({ requestId, bytes: encodedDataLength }),
    );
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1, h2').first().waitFor({ state: 'visible' });

    const scripts = [];
    let all = 0;
    for (const { requestId, bytes } of finished) {
      const response = responses.get(requestId);
      if (!response) continue;
      all += bytes;
      if (response.type === 'Script') scripts.push({ url: response.url, bytes, coding: response.coding });
    }
    return { js: scripts.reduce((sum, s) => sum + s.bytes, 0), all, scripts };
  } finally {
    await context.close();
  }
}
