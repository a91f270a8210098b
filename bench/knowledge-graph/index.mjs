/**
 * Knowledge Galaxy frame rate (issue 20: a whole subject of ≥ 300 nodes responds to pan and zoom at
 * ≥ 30 fps in headless Chromium). Opens /knowledge-network's whole-subject view of AQA A-level Physics
 * (308 points) in Chromium with the e2e flags (--disable-gpu: WebGL through SwiftShader), then for
 * BENCH_SECONDS (default 3) drives the real mouse: wheel zooms in and out and drags pan the camera, while
 * requestAnimationFrame counts the frames the page gets. The baseline is the same mouse loop on a blank
 * page of the same size in the same browser, in the same round: the most frames this machine gives.
 * Medians over BENCH_ROUNDS rounds (default 5). Uses a running app at BENCH_BASE_URL, else starts the
 * built one (as bench/landing does). The run fails if the drawing did not change under the mouse.
 */
import fs from 'node:fs';
import os from 'node:os';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { API_MAIN, ROOT, WEB_DIST_DIR } from '../../scripts/lib/paths.mjs';
import { launchChromium } from '../landing/transfer.mjs';
import { startApp } from '../lib/app.mjs';
import { list, load, median, printTable, yes } from '../lib/report.mjs';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 5);
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS) || 3);
const SYLLABUS = 'alevel-physics-aqa';
const MIN_POINTS = 300;
const GOAL_FPS = 30;
const VIEWPORT = { width: 1280, height: 800 };

/** In the page (so through globalThis): counts animation frames until stopped; returns { frames, seconds, worstGapMs }. */
const START_COUNTING = () => {
  const state = { frames: 0, start: performance.now(), last: performance.now(), worst: 0, running: true };
  const tick = (now) => {
    if (!state.running) return;
    state.frames += 1;
    state.worst = Math.max(state.worst, now - state.last);
    state.last = now;
    globalThis.requestAnimationFrame(tick);
  };
  globalThis.requestAnimationFrame(tick);
  globalThis.__benchFrames = state;
};
const STOP_COUNTING = () => {
  const s = globalThis.__benchFrames;
  s.running = false;
  return { frames: s.frames, seconds: (performance.now() - s.start) / 1000, worstGapMs: s.worst };
};

/** Zoom in and out with the wheel and pan with drags around the middle of `box` for SECONDS. */
async function driveMouse(page, box) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const until = Date.now() + SECONDS * 1000;
  let step = 0;
  await page.mouse.move(cx, cy);
  while (Date.now() < until) {
    const phase = step % 4;
    if (phase < 2) {
      await page.mouse.wheel(0, phase === 0 ? -240 : 240);
    } else {
      const dx = phase === 2 ? 120 : -120;
      await page.mouse.down();
      for (let i = 1; i <= 6; i += 1) await page.mouse.move(cx + (dx * i) / 6, cy + (dx * i) / 12);
      await page.mouse.up();
      await page.mouse.move(cx, cy);
    }
    step += 1;
  }
}

async function measure(page, box) {
  await page.evaluate(START_COUNTING);
  await driveMouse(page, box);
  const r = await page.evaluate(STOP_COUNTING);
  return { fps: r.frames / r.seconds, worstGapMs: r.worstGapMs };
}

/** A fingerprint of sigma's label layer, to check that the drawing moved under the mouse. */
const labelLayerSum = (page) =>
  page.locator('canvas.sigma-labels').evaluate((canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let i = 3; i < data.length; i += 97) sum = (sum * 31 + data[i]) % 1_000_000_007;
    return sum;
  });

async function galaxyRound(browser, baseUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: baseUrl });
  try {
    const login = await context.request.post('/api/guest-login');
    if (!login.ok()) throw new Error(`guest login failed: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(`/knowledge-network?syllabus=${SYLLABUS}&view=subject`);
    const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ points$/ });
    await status.waitFor({ timeout: 60_000 });
    const [shown] = (await status.textContent()).match(/\d+/).map(Number);
    if (shown < MIN_POINTS)
      throw new Error(`the whole subject has ${shown} points, fewer than ${MIN_POINTS}`);
    const canvas = page.locator('canvas.sigma-mouse');
    await canvas.waitFor();
    await page.waitForTimeout(500);
    const before = await labelLayerSum(page);
    const galaxy = await measure(page, await canvas.boundingBox());
    if ((await labelLayerSum(page)) === before) throw new Error('the drawing did not change under the mouse');

    const blank = await context.newPage();
    await blank.setContent('<!doctype html><title>blank</title><body style="margin:0;height:100vh"></body>');
    const baseline = await measure(blank, { x: 0, y: 0, ...VIEWPORT });
    return { shown, galaxy, baseline };
  } finally {
    await context.close();
  }
}

async function main() {
  const cleanups = [];
  try {
    let baseUrl = process.env.BENCH_BASE_URL;
    if (!baseUrl) {
      ensureNodeModules();
      const { failed } = await ensureBuilt({ only: ['@eps/api', '@eps/web'] });
      if (failed.length || !fs.existsSync(API_MAIN) || !fs.existsSync(`${WEB_DIST_DIR}/index.html`))
        throw new Error('apps/api or apps/web is not built');
      baseUrl = await startApp(cleanups, 'eps-bench-knowledge-graph');
    }
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    console.log(
      `${ROUNDS} rounds of ${SECONDS} s of wheel zoom and drag pan in Chromium (${VIEWPORT.width}x${VIEWPORT.height});` +
        ` ${os.cpus().length} cores; load ${load()}`,
    );
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await galaxyRound(browser, baseUrl));

    const fps = median(rounds.map((r) => r.galaxy.fps));
    const blankFps = median(rounds.map((r) => r.baseline.fps));
    console.log(`\nmedians over ${ROUNDS} rounds (load now ${load()}):`);
    printTable([
      {
        metric: `whole subject (${rounds[0].shown} points) fps under pan/zoom`,
        value: fps.toFixed(1),
        baseline: `${blankFps.toFixed(1)} (blank page)`,
        ratio: `${(fps / blankFps).toFixed(2)}x`,
        goal: `>= ${GOAL_FPS} fps`,
        met: yes(fps >= GOAL_FPS),
      },
      {
        metric: 'longest frame gap',
        value: `${median(rounds.map((r) => r.galaxy.worstGapMs)).toFixed(0)} ms`,
        baseline: `${median(rounds.map((r) => r.baseline.worstGapMs)).toFixed(0)} ms (blank page)`,
        ratio: '-',
        goal: '-',
        met: '-',
      },
    ]);
    console.log(
      `runs (fps): galaxy ${list(rounds.map((r) => r.galaxy.fps))}; blank ${list(rounds.map((r) => r.baseline.fps))}`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench knowledge-graph failed: ${err.message}`);
  process.exit(1);
});
