// python_figures.mjs — the Python runtime in the page (a Web Worker): a Run of the lesson's Example from the call
// to the output on screen, and the page's animation frames while a program runs for about five seconds.
import fs from 'node:fs';
import path from 'node:path';
import { openPlayground, waitReady, repoRoot } from '../../tests/browser/harness.mjs';
import { median, percentile } from './stats.mjs';

const example = fs.readFileSync(path.join(repoRoot, 'assets/examples/3-example.py'), 'utf8');
const loop = (count) => `n = 0\nfor i in range(${count}):\n    n += i\nprint(n)\n`;

// From qkv.run() to the first animation frame after its output reached the page.
async function runToScreen(page, code) {
  return page.evaluate((source) => new Promise((resolve) => {
    const start = performance.now();
    window.qkv.run(source).then((answer) => requestAnimationFrame(() => {
      resolve({ ok: answer.ok, error: answer.error, ms: performance.now() - start });
    }));
  }), code);
}

// Animation frame intervals while `code` runs in the worker.
async function framesDuring(page, code) {
  return page.evaluate((source) => new Promise((resolve) => {
    const times = [];
    let running = true;
    const tick = (time) => { times.push(time); if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const start = performance.now();
    window.qkv.run(source).then((answer) => {
      running = false;
      const intervals = times.slice(1).map((time, index) => time - times[index]);
      resolve({ ok: answer.ok, error: answer.error, seconds: (performance.now() - start) / 1000, intervals });
    });
  }), code);
}

export async function measurePython({ runs = 15, programSeconds = 5 } = {}) {
  const session = await openPlayground({ width: 1280, height: 800 });
  try {
    const page = session.page;
    await waitReady(page);
    const exampleRuns = [];
    for (let i = 0; i < runs + 2; i += 1) {
      const run = await runToScreen(page, example);
      if (!run.ok) throw new Error(`the Example failed: ${run.error}`);
      if (i >= 2) exampleRuns.push(run.ms);  // the first runs warm the engine
    }
    // Calibrate a loop to last about `programSeconds`, then watch the page's frames while it runs.
    const probeCount = 1000000;
    const probe = await framesDuring(page, loop(probeCount));
    const count = Math.max(probeCount, Math.round(probeCount * programSeconds / Math.max(probe.seconds, 0.01)));
    const long = await framesDuring(page, loop(count));
    if (!long.ok) throw new Error(`the long program failed: ${long.error}`);
    return { exampleMedian: median(exampleRuns), exampleCount: exampleRuns.length, programSeconds: long.seconds,
             frameMedian: median(long.intervals), frameP95: percentile(long.intervals, 0.95),
             frameCount: long.intervals.length, problems: session.problems };
  } finally {
    await session.close();
  }
}
