// first_frame.mjs — navigation to the first rendered frame (window.qkv.firstFrameMs), in headless Chromium.
// Cold: a fresh profile every run (nothing cached). Warm: reloads in one profile (HTTP and code caches warm).
// Each cold run also records what was fetched before the first frame, and the gaps between animation frames
// from the first frame until Python has loaded (a gap over 25 ms is a dropped frame at 60 Hz). The floor: the same
// cold start of a page that only clears a WebGL2 canvas, which no work of ours can beat on this machine.
import { openPlayground, waitReady } from '../../tests/browser/harness.mjs';

// Runs in the page before its own scripts: every animation frame's time, from the start.
function recordAnimationFrames() {
  window.__animationFrames = [];
  const tick = (time) => {
    window.__animationFrames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function coldRun() {
  const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true,
                                         beforeLoad: (page) => page.addInitScript(recordAnimationFrames) });
  try {
    await waitReady(session.page);
    await session.page.waitForTimeout(200);
    return await session.page.evaluate(() => {
      const marks = window.qkv.startMarks || {};
      const fetched = performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime < marks.firstFrame).map((entry) => new URL(entry.name).pathname.slice(1));
      const frames = window.__animationFrames.filter((time) => time >= marks.firstFrame &&
                                                              time <= marks.pythonReady + 100);
      const gaps = frames.slice(1).map((time, index) => time - frames[index]);
      return { firstFrame: window.qkv.firstFrameMs, marks, fetched, longestGap: Math.max(0, ...gaps),
               droppedFrames: gaps.filter((gap) => gap > 25).length };
    });
  } finally {
    await session.close();
  }
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
  return { cold: coldRuns.map((run) => run.firstFrame), warm, coldMarks: coldRuns.map((run) => run.marks), coldRuns };
}

// A page with nothing of ours: one module script clears a WebGL2 canvas and marks the frame after that clear.
const FLOOR_PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title><canvas width="1280" height="800"></canvas>
<script type="module">
const gl = document.querySelector('canvas').getContext('webgl2');
gl.clearColor(0.2, 0.4, 0.6, 1);
gl.clear(gl.COLOR_BUFFER_BIT);
requestAnimationFrame(() => { window.floorFrameMs = performance.now(); });
</script>`;

export async function measureFloor(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const session = await openPlayground({
      width: 1280, height: 800, ownBrowser: true, pagePath: 'bench-floor.html',
      beforeLoad: (page) => page.route('**/bench-floor.html', (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE })),
    });
    try {
      await session.page.waitForFunction(() => window.floorFrameMs !== undefined, null, { timeout: 30000 });
      times.push(await session.page.evaluate(() => window.floorFrameMs));
    } finally {
      await session.close();
    }
  }
  return times;
}
