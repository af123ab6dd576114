// browser_figures.mjs — what `make bench` measures inside the running playground in headless Chromium:
// frame time while the pointer moves over a weight heatmap at the largest sizes, recompute time after a change,
// and the wasm heap (its peak at the largest sizes, and growth over repeated recomputes and runs).
import { openPlayground, waitReady, frames as animationFrames, callModule } from '../../tests/browser/harness.mjs';
import { median, percentile } from './stats.mjs';

export const largest = { tokens: 64, n_embd: 1024, n_head: 1 };
export const lesson = { tokens: 4, n_embd: 128, n_head: 4 };

// Frame work time (wasm main loop, measured by wasm.js's pre/postMainLoop hooks) while the mouse moves.
async function frameTimes(page, frames) {
  const state = await page.evaluate((params) => window.qkv.setParams(params), largest);
  if (!state.ok) throw new Error(`setParams(largest) refused: ${state.error}`);
  await animationFrames(page, 10);  // textures for the new sizes are built on the next frames
  const rect = await callModule(page, 'page.js', 'widgetRect', 'heatmap:W_q');
  if (!rect) throw new Error('the W_q heatmap reports no rectangle (widgetRect in web/page.js)');
  await callModule(page, 'wasm.js', 'recordFrameTimes');
  let step = 0;
  while ((await callModule(page, 'wasm.js', 'frameTimesRecorded')) < frames) {
    const fraction = (step % 97) / 96;
    await page.mouse.move(rect.x + 4 + fraction * (rect.width - 8), rect.y + rect.height * (0.2 + 0.6 * ((step % 7) / 6)));
    await page.waitForTimeout(8);
    step += 1;
  }
  const samples = await callModule(page, 'wasm.js', 'takeFrameTimes');
  return { median: median(samples), p95: percentile(samples, 0.95), count: samples.length };
}

// Time of qkv.setParams, which validates and recomputes synchronously (x, three layers, q/k/v, output lines).
async function recomputeTimes(page, params, runs) {
  return page.evaluate(({ params, runs }) => {
    const times = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const start = performance.now();
      const answer = window.qkv.setParams({ ...params, seed: 1000 + (i % 2) });
      const elapsed = performance.now() - start;
      if (!answer.ok) throw new Error(answer.error);
      if (i >= 3) times.push(elapsed);  // the first calls also grow the heap and warm the engine
    }
    times.sort((a, b) => a - b);
    return times[times.length >> 1];
  }, { params, runs });
}

const heapTop = (page) => callModule(page, 'page.js', 'heapTop');

async function heapGrowth(page, repeat, work) {
  await work(page, 20);  // warm up: first-time allocations are not a leak
  const before = await heapTop(page);
  await work(page, repeat);
  return (await heapTop(page)) - before;
}

export async function measureInBrowser({ frames = 300, recomputeRuns = 15, repeats = 1000 } = {}) {
  const session = await openPlayground({ width: 1280, height: 800 });
  try {
    await waitReady(session.page);
    const page = session.page;
    const frame = await frameTimes(page, frames);
    const recomputeLargest = await recomputeTimes(page, largest, recomputeRuns);
    const heapPeakLargest = await heapTop(page);
    const memoryBytes = await page.evaluate(() => window.Module.HEAP8.length);
    const recomputeLesson = await recomputeTimes(page, lesson, recomputeRuns * 4);
    const recomputeGrowth = await heapGrowth(page, repeats, (p, n) => p.evaluate((count) => {
      for (let i = 0; i < count; i += 1) window.qkv.setParams({ seed: i % 50, tokens: 1 + (i % 8), n_embd: 64 + (i % 5) * 16, n_head: 4 });
    }, n));
    let runGrowth = null;
    if (await page.evaluate(() => typeof window.qkv.run === 'function')) {
      const example = await page.evaluate(() => window.qkv.getState().code);
      runGrowth = await heapGrowth(page, repeats, (p, n) => p.evaluate(async ({ count, code }) => {
        for (let i = 0; i < count; i += 1) await window.qkv.run(code);
      }, { count: n, code: example }));
    }
    return { frame, recomputeLargest, recomputeLesson, heapPeakLargest, memoryBytes, recomputeGrowth, runGrowth,
             problems: session.problems };
  } finally {
    await session.close();
  }
}
