// first_frame.mjs — navigation to the first rendered frame (window.qkv.firstFrameMs), in headless Chromium.
// Cold: a fresh profile every run (nothing cached). Warm: reloads in one profile (HTTP and code caches warm).
// Each cold run also records what was fetched before the first frame, and the gaps between animation frames
// from the first frame until Python has loaded (a gap over 25 ms is a dropped frame at 60 Hz). The floor: the same
// cold start of a page that only clears a WebGL2 canvas, which no work of ours can beat on this machine.
import { openPlayground, waitReady } from '../../tests/browser/harness.mjs';
import { median } from './stats.mjs';

// Runs in the page before its own scripts: every animation frame's time, from the start.
function recordAnimationFrames() {
  window.__animationFrames = [];
  const tick = (time) => {
    window.__animationFrames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// The gaps between animation frames in [from, to] (ms since navigation); over 25 ms is a dropped frame at 60 Hz.
function frameGaps(frameTimes, from, to) {
  const frames = frameTimes.filter((time) => time >= from && time <= to);
  const gaps = frames.slice(1).map((time, index) => time - frames[index]);
  return { longestGap: Math.max(0, ...gaps), droppedFrames: gaps.filter((gap) => gap > 25).length };
}

// `holdPythonMs`: the Python worker's script is answered that much later, so that the frames of the same stretch
// can be seen without Python loading beside them.
async function coldRun({ holdPythonMs = 0 } = {}) {
  const beforeLoad = async (page) => {
    await page.addInitScript(recordAnimationFrames);
    if (holdPythonMs) {
      await page.route('**/python-worker.js', (route) => setTimeout(() => route.continue(), holdPythonMs));
    }
  };
  const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true, beforeLoad });
  try {
    await waitReady(session.page, 30000 + holdPythonMs);
    await session.page.waitForTimeout(200);
    return await session.page.evaluate(() => {
      const marks = window.qkv.startMarks || {};
      const fetched = performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime < marks.firstFrame).map((entry) => new URL(entry.name).pathname.slice(1));
      return { firstFrame: window.qkv.firstFrameMs, marks, fetched, frameTimes: window.__animationFrames };
    });
  } finally {
    await session.close();
  }
}

// Frame gaps from the first frame until Python was ready, in `runs` cold loads; and, for comparison, in the same
// stretch of `runs` loads where Python came only afterwards.
export async function measureFramesWhilePythonLoads(coldRuns, runs) {
  const pythonDelays = coldRuns.map((run) => run.marks.pythonReady - run.marks.firstFrame);
  const stretch = median(pythonDelays);
  const loading = coldRuns.map((run) => frameGaps(run.frameTimes, run.firstFrame, run.marks.pythonReady + 100));
  const heldBack = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await coldRun({ holdPythonMs: stretch + 3000 });
    heldBack.push(frameGaps(run.frameTimes, run.firstFrame, run.firstFrame + stretch + 100));
  }
  const summary = (list) => ({ longestGap: Math.max(...list.map((gaps) => gaps.longestGap)),
                               droppedFrames: list.reduce((sum, gaps) => sum + gaps.droppedFrames, 0) });
  return { loading: summary(loading), heldBack: summary(heldBack), stretch };
}

export async function measureFirstFrame(runs = 5) {
  const coldRuns = [];
  for (let i = 0; i < runs; i += 1) coldRuns.push(await coldRun());
  const warm = [];
  const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true });
  try {
    await waitReady(session.page);
    for (let i = 0; i < runs; i += 1) {
      await session.page.reload();
      await waitReady(session.page, 30000, { python: false });
      warm.push(await session.page.evaluate(() => window.qkv.firstFrameMs));
    }
  } finally {
    await session.close();
  }
  // The next animation frame starts once the first has been handed to the compositor (without a GPU, after the
  // browser has read the canvas back): when the first frame is on screen, near enough.
  const next = coldRuns.map((run) => run.frameTimes.find((time) => time > run.firstFrame));
  return { cold: coldRuns.map((run) => run.firstFrame), next, warm, coldMarks: coldRuns.map((run) => run.marks),
           coldRuns };
}

// A page with nothing of ours: one module script clears a WebGL2 canvas and marks the frame after that clear.
const FLOOR_PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title><canvas width="1280" height="800"></canvas>
<script type="module">
const gl = document.querySelector('canvas').getContext('webgl2');
gl.clearColor(0.2, 0.4, 0.6, 1);
gl.clear(gl.COLOR_BUFFER_BIT);
requestAnimationFrame(() => {
  window.floorFrameMs = performance.now();
  requestAnimationFrame(() => { window.floorNextFrameMs = performance.now(); });
});
</script>`;

export async function measureFloor(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const session = await openPlayground({
      width: 1280, height: 800, ownBrowser: true, pagePath: 'bench-floor.html',
      beforeLoad: (page) => page.route('**/bench-floor.html', (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE })),
    });
    try {
      await session.page.waitForFunction(() => window.floorNextFrameMs !== undefined, null, { timeout: 30000 });
      times.push(await session.page.evaluate(() => ({ frame: window.floorFrameMs, next: window.floorNextFrameMs })));
    } finally {
      await session.close();
    }
  }
  return times;
}
