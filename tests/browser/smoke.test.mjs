// smoke.test.mjs — the page loads, draws its first frame without any console or page error, and is not blank;
// an idle page draws nothing until something changes.
import { openPlayground, waitReady, saveScreenshot, pixelStats, runChecks, assert, frames } from './harness.mjs';

await runChecks('browser smoke', [
  ['first frame at 1280x800, no errors, not blank', async () => {
    const session = await openPlayground({ width: 1280, height: 800 });
    try {
      await waitReady(session.page);
      await frames(session.page, 10);  // a few more frames so the layout settles
      const { png } = await saveScreenshot(session.page, 'smoke-1280x800.png');
      const stats = await pixelStats(session.page, png);
      assert(stats.width === 1280 && stats.height === 800, `screenshot is ${stats.width}x${stats.height}`);
      assert(stats.distinctColours >= 16, `only ${stats.distinctColours} colours: the page looks blank`);
      assert(stats.luminanceStdDev >= 4, `luminance spread ${stats.luminanceStdDev.toFixed(2)}: the page looks blank`);
      const statusHidden = await session.page.evaluate(() => document.querySelector('#status').hidden);
      assert(statusHidden, 'the loading message is still shown after the first frame');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],
  ['an idle page draws nothing; a change is drawn at once', async () => {
    const session = await openPlayground({ width: 1280, height: 800 });
    try {
      const page = session.page;
      await waitReady(page);
      const drawn = () => page.evaluate(() => window.Module._qkv_api_frames_drawn());
      // A change first, so that the last drawn frame is recent: the once-a-second redraw (60 frames) stays out of
      // the idle window below.
      await page.evaluate(() => window.qkv.setParams({ tokens: 6 }));
      await frames(page, 10);
      const before = await drawn();
      await frames(page, 30);  // half a second with nothing happening
      const idle = (await drawn()) - before;
      assert(idle === 0, `${idle} frames drawn in 30 idle frames`);
      await page.evaluate(() => window.qkv.setParams({ tokens: 5 }));
      await frames(page, 3);
      assert((await drawn()) > before, 'no frame drawn after tokens changed');
      const { png } = await saveScreenshot(page, 'smoke-after-change.png');
      const stats = await pixelStats(page, png);
      assert(stats.distinctColours >= 16 && stats.luminanceStdDev >= 4, 'the page looks blank after a change');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],
  ['backing store follows devicePixelRatio 2', async () => {
    const session = await openPlayground({ width: 720, height: 480, deviceScaleFactor: 2 });
    try {
      await waitReady(session.page);
      await frames(session.page, 5);
      const size = await session.page.evaluate(() => {
        const canvas = document.querySelector('#canvas');
        const box = canvas.getBoundingClientRect();
        return { width: canvas.width, height: canvas.height, cssWidth: box.width, cssHeight: box.height };
      });
      assert(size.cssWidth === 720 && size.cssHeight === 480, `canvas CSS size ${size.cssWidth}x${size.cssHeight}`);
      assert(size.width === 1440 && size.height === 960, `canvas backing store ${size.width}x${size.height}, expected 1440x960`);
      await saveScreenshot(session.page, 'smoke-720x480@2x.png');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],
  ['a clear message when the wasm cannot load', async () => {
    const session = await openPlayground({ width: 800, height: 600,
      beforeLoad: (page) => page.route('**/*.wasm', (route) => route.abort()) });
    try {
      await session.page.waitForFunction(() => document.querySelector('.status-box.error'), null, { timeout: 20000 });
      const text = await session.page.textContent('#status-text');
      assert(/could not start/.test(text), `message shown: ${text}`);
    } finally {
      await session.close();
    }
  }],
  ['a clear message when WebGL2 is missing', async () => {
    const session = await openPlayground({ width: 800, height: 600, beforeLoad: (page) => page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    }) });
    try {
      await session.page.waitForFunction(() => document.querySelector('.status-box.error'), null, { timeout: 20000 });
      const text = await session.page.textContent('#status-text');
      assert(/WebGL2/.test(text), `message shown: ${text}`);
    } finally {
      await session.close();
    }
  }],
]);
