// first_paint.mjs — first paint against the floor of our stack, as ../shared/notes/first-paint-floor.md measured
// it: three pages, each in a fresh headless Chromium, interleaved round by round — a page that only clears a WebGL2
// canvas, a bare Dear ImGui 1.86 + SDL2 page (build/web/bench/floor/, cmake/BenchFloor.cmake) and the playground.
// "On screen" is the first WebGL draw call (clear for the clearing page), then the next animation frame: an init
// script hooks the calls, so every page is timed the same way.
import { openPlayground } from '../../tests/browser/harness.mjs';
import { median } from './stats.mjs';

// Runs in the page before its own scripts.
function hookFirstDraw() {
  const proto = WebGL2RenderingContext.prototype;
  const mark = () => {
    if (window.__firstDrawMs !== undefined) return;
    window.__firstDrawMs = performance.now();
    requestAnimationFrame(() => { window.__onScreenMs = performance.now(); });
  };
  for (const name of ['drawElements', 'drawArrays', 'clear']) {
    const original = proto[name];
    proto[name] = function hooked(...args) {
      if (name !== 'clear' || window.__countClearAsDraw) mark();
      return original.apply(this, args);
    };
  }
}

const CLEAR_PAGE = `<!doctype html><meta charset="utf-8"><title>clear</title><canvas width="1280" height="800"></canvas>
<script type="module">
window.__countClearAsDraw = true;
const gl = document.querySelector('canvas').getContext('webgl2');
gl.clearColor(0.2, 0.4, 0.6, 1);
gl.clear(gl.COLOR_BUFFER_BIT);
</script>`;

const PAGES = {
  clear: { pagePath: 'bench-clear.html', body: CLEAR_PAGE },
  imgui: { pagePath: 'bench/floor/index.html' },
  playground: { pagePath: 'index.html' },
};

async function onScreen({ pagePath, body }) {
  const session = await openPlayground({
    width: 1280, height: 800, ownBrowser: true, pagePath,
    beforeLoad: async (page) => {
      await page.addInitScript(hookFirstDraw);
      if (body) await page.route(`**/${pagePath}`, (route) => route.fulfill({ contentType: 'text/html', body }));
    },
  });
  try {
    await session.page.waitForFunction(() => window.__onScreenMs !== undefined, null, { timeout: 60000 });
    return await session.page.evaluate(() => window.__onScreenMs);
  } finally {
    await session.close();
  }
}

// Median "on screen" time of each page over `rounds` interleaved rounds, and the playground's ratio to the ImGui page.
export async function measureFirstPaint(rounds = 5) {
  const times = { clear: [], imgui: [], playground: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, page] of Object.entries(PAGES)) times[name].push(await onScreen(page));
  }
  const medians = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
  return { rounds, medians, ratio: medians.playground / medians.imgui };
}
