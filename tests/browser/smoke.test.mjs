// smoke.test.mjs — the page loads, draws its first frame without any console or page error, and is not blank;
// an idle page draws nothing until something changes; index.html loads one module, and window.qkv holds exactly
// the API docs/embedding.md describes.
import { openPlayground, waitReady, saveScreenshot, pixelStats, runChecks, assert, frames, callModule } from './harness.mjs';

const noWebGL2 = /draws with WebGL2, which this browser does not offer/;

// A start that cannot succeed (`beforeLoad` breaks it) ends in the status box's error, which matches `pattern`.
async function expectStartMessage(pattern, beforeLoad) {
  const session = await openPlayground({ width: 800, height: 600, beforeLoad });
  try {
    await session.page.waitForFunction(() => document.querySelector('.status-box.error'), null, { timeout: 20000 });
    const text = await session.page.textContent('#status-text');
    assert(pattern.test(text), `message shown: ${text}`);
  } finally {
    await session.close();
  }
}

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
  ['one module entry, no inline script, and window.qkv with only its public API (strict CSP)', async () => {
    const session = await openPlayground({ width: 1280, height: 800, csp: true });
    try {
      const page = session.page;
      await waitReady(page);
      await page.evaluate(() => window.qkv.run('print(1)'));  // Python loaded and used: nothing more appears
      const scripts = await page.evaluate(async () => {
        const html = await (await fetch('index.html')).text();
        return Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script'),
                          (script) => ({ type: script.type, src: script.getAttribute('src'), text: script.text.trim() }));
      });
      assert(JSON.stringify(scripts) === JSON.stringify([{ type: 'module', src: 'main.js', text: '' }]),
        `index.html's scripts: ${JSON.stringify(scripts)}`);
      const members = await page.evaluate(() => Object.keys(window.qkv).sort());
      const publicApi = ['cell', 'copyAsPyTorch', 'exportCsv', 'exportPng', 'firstFrameMs', 'getState', 'getView',
        'inspect', 'inspector', 'notices', 'notify', 'permalink', 'pythonReady', 'pytorchScript', 'ready', 'run',
        'setCode', 'setExample', 'setParams', 'setView', 'startMarks', 'stop'];
      assert(!members.some((name) => name.startsWith('_')), `private members on window.qkv: ${members.join(', ')}`);
      assert(JSON.stringify(members) === JSON.stringify(publicApi), `window.qkv holds: ${members.join(', ')}`);
      const foreign = await page.evaluate(() => performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin !== location.origin).map((entry) => entry.name));
      assert(foreign.length === 0, `fetched from elsewhere: ${foreign.join(', ')}`);
      // The build's preload links let the browser ask for all of the first frame's files at once. Python's worker
      // script is not one of them: python-runner.js starts the worker beside the app's wasm on purpose, and a
      // preload (destination "script") would not serve a worker's request (destination "worker").
      const notPreloaded = await page.evaluate(() => {
        const linked = new Set(Array.from(document.head.querySelectorAll('link[href]'), (link) => link.href));
        linked.add(new URL('python-worker.js', location.href).href);
        return performance.getEntriesByType('resource')
          .filter((entry) => entry.startTime < window.qkv.startMarks.firstFrame && !linked.has(entry.name))
          .map((entry) => entry.name);
      });
      assert(notPreloaded.length === 0, `fetched before the first frame without a preload link: ${notPreloaded.join(', ')}`);
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],
  ['the first frame already shows what the URL asks for (settings, theme) and where the tools go', async () => {
    // Recorded from the first script on: each frame's clear colour (the theme's background), the lesson's output
    // text as the page mirrors it, and where the app placed the page's tools.
    const record = () => {
      window.__seen = { clears: [], outputs: [], tools: [] };
      const clearColor = WebGL2RenderingContext.prototype.clearColor;
      WebGL2RenderingContext.prototype.clearColor = function (...rgba) {
        window.__seen.clears.push(rgba.map((c) => Math.round(c * 255)).join(','));
        return clearColor.apply(this, rgba);
      };
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => window.__seen.outputs.push(document.querySelector('#output-mirror').textContent))
          .observe(document.querySelector('#output-mirror'), { childList: true, characterData: true, subtree: true });
        new MutationObserver(() => {
          const tools = document.querySelector('#page-tools');
          if (tools && !tools.hidden) window.__seen.tools.push(`${tools.style.left},${tools.style.top}`);
        }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style', 'hidden'] });
      });
    };
    const session = await openPlayground({ width: 1280, height: 800, query: '?theme=dark&tokens=3&seed=7',
                                           beforeLoad: (page) => page.addInitScript(record) });
    try {
      await waitReady(session.page);  // and the first run of the code has ended: its output is the lesson's
      await frames(session.page, 10);
      const { seen, tokens, seed } = await session.page.evaluate(() => ({ seen: window.__seen, ...window.qkv.getState() }));
      assert(tokens === 3 && seed === 7, `the URL's settings were not applied: tokens ${tokens}, seed ${seed}`);
      assert(seen.clears.length > 0 && seen.clears.every((colour) => colour === seen.clears[0]),
        `the background changed after the first frame (a theme applied late): ${[...new Set(seen.clears)].join(' then ')}`);
      const luminance = seen.clears[0].split(',').slice(0, 3).reduce((sum, c) => sum + Number(c), 0) / 3;
      assert(luminance < 96, `theme=dark, but the first frame's background is ${seen.clears[0]}`);
      const outputs = seen.outputs.filter((text) => text !== '');
      assert(outputs.length > 0 && outputs.every((text) => text === outputs[0]),
        `the lesson's output changed after the first frame: ${JSON.stringify(outputs[0])} then others`);
      assert(new Set(seen.tools).size === 1, `the tools moved after they were first shown: ${seen.tools.join(' then ')}`);
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
      const drawn = () => callModule(page, 'page.js', 'framesDrawn');
      await page.evaluate(() => window.qkv.setParams({ tokens: 6 }));
      await frames(page, 10);
      const before = await drawn();
      await frames(page, 90);  // a second and a half with nothing happening: no redraw of the same picture
      const idle = (await drawn()) - before;
      assert(idle === 0, `${idle} frames drawn in 90 idle frames`);
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
  ['a clear message when the wasm cannot load', () => expectStartMessage(/could not start/,
    (page) => page.route('**/*.wasm', (route) => route.abort()))],
  ['a clear message in a browser without WebGL2', () => expectStartMessage(noWebGL2,
    (page) => page.addInitScript(() => { delete window.WebGL2RenderingContext; }))],
  ['a clear message when WebGL2 is switched off', () => expectStartMessage(noWebGL2,
    (page) => page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    }))],
]);
