import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RESULT_TIMEOUT } from './essay-helper-flows';
import { signInAsGuest } from './support/session';

/**
 * The essay checker's step list follows the server's real stages: the page records every step label
 * the list shows (a MutationObserver, so no render is missed between samples) and every event its
 * EventSource receives, and the two must agree, in order, past the first step.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });

/** A long, realistic essay (about 660 words): the grammar checker has real work to do. */
const ESSAY = fs.readFileSync(path.join(__dirname, '../fixtures/essay/planted-errors.md'), 'utf8');

/** The Complete Analysis steps as the page labels them, and the server step each one shows. */
const STEPS: [label: string, step: string][] = [
  ['Parsing text structure...', 'reading'],
  ['Checking grammar rules...', 'grammar'],
  ['Checking style...', 'style'],
  ['Scoring the rubric and analyzing paragraphs...', 'rubric'],
  ['Compiling feedback...', 'feedback'],
];

interface Shown {
  label: string;
  at: number;
}
interface Received {
  stage: string;
  step?: string;
  at: number;
}
declare global {
  interface Window {
    shownSteps: Shown[];
    receivedEvents: Received[];
  }
}

test('Essay Correction: the steps advance with the server’s real stages', async ({ page }) => {
  await page.addInitScript(
    (labels: string[]) => {
      window.shownSteps = [];
      window.receivedEvents = [];
      const NativeEventSource = window.EventSource;
      window.EventSource = class extends NativeEventSource {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('message', (message: MessageEvent<string>) => {
            const event = JSON.parse(message.data) as Received;
            window.receivedEvents.push({ stage: event.stage, step: event.step, at: performance.now() });
          });
        }
      };
      // The step card's accessible name is its active step. Old values of the attribute records give
      // every value it took, even when two renders land before the observer runs.
      const show = (label: string | null) => {
        if (label && labels.includes(label) && window.shownSteps.at(-1)?.label !== label)
          window.shownSteps.push({ label, at: performance.now() });
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') show(record.oldValue);
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const card of [node, ...node.querySelectorAll('[role="status"]')])
                if (card.getAttribute('role') === 'status') show(card.getAttribute('aria-label'));
        }
        for (const card of document.querySelectorAll('[role="status"]'))
          show(card.getAttribute('aria-label'));
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
        attributeOldValue: true,
      });
    },
    STEPS.map(([label]) => label),
  );

  await signInAsGuest(page);
  await page.goto('/essayhelper');
  await page.getByRole('tab', { name: 'Essay Correction' }).click();
  await page.getByRole('textbox', { name: /Essay Text/ }).fill(ESSAY);
  // The offline check can finish in well under a second, before the browser has drawn a step. Hold
  // its answer (the server has done all its work) until the page has heard the job end, so what is
  // checked is the list following the events, not the race between the events and the answer.
  let jobId = '';
  await page.route('**/api/essay/**', async (route) => {
    const headerJobId = route.request().headers()['x-job-id'];
    if (!headerJobId) return route.continue();
    jobId = headerJobId;
    const answer = await route.fetch();
    await page.waitForFunction(() => window.receivedEvents.some((e) => e.stage === 'completed'));
    // Two frames: React has drawn what the last event said before the answer replaces the list.
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Complete Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Overall Score' })).toBeVisible({ timeout: RESULT_TIMEOUT });

  const { shownSteps, receivedEvents } = await page.evaluate(() => ({
    shownSteps: window.shownSteps,
    receivedEvents: window.receivedEvents,
  }));
  test.info().annotations.push({
    type: 'steps shown',
    description: shownSteps.map((s) => `${s.label} @${Math.round(s.at)} ms`).join(' → '),
  });
  // The server's real stages, in the order they happened, then the end, both as the page heard them
  // live and as the job's history replays them.
  const history = await page.request.get(`/api/jobs/${jobId}/events`);
  const replayed = (await history.text())
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)) as Received);
  expect(replayed.flatMap((e) => (e.step ? [e.step] : []))).toEqual(STEPS.map(([, step]) => step));
  expect(replayed.at(-1)?.stage).toBe('completed');
  expect(receivedEvents.flatMap((e) => (e.step ? [e.step] : []))).toEqual(STEPS.map(([, step]) => step));
  expect(receivedEvents.at(-1)?.stage).toBe('completed');

  // The list showed its steps in order, starting at the first and going past it. (Steps the server
  // passes within a millisecond of each other may share one render, so not every label must show.)
  const shown = shownSteps.map((s) => STEPS.findIndex(([label]) => label === s.label));
  expect(shown[0]).toBe(0);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.at(-1)).toBeGreaterThanOrEqual(1);
  // Each step after the first showed only once the page had received the event that names it.
  for (const { label, at } of shownSteps.slice(1)) {
    const step = STEPS.find(([l]) => l === label)![1];
    const named = receivedEvents.find(
      (e) => e.step === step || (e.stage === 'completed' && step === 'feedback'),
    );
    expect(named, `no event for "${label}"`).toBeDefined();
    expect(named!.at).toBeLessThanOrEqual(at);
  }
});
