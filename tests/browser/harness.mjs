// harness.mjs — what every browser test needs: serve build/web/ on a free loopback port, launch Debian's
// headless Chromium through playwright-core, collect console and page errors, save screenshots under
// build/screenshots/, and measure a screenshot's pixels.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
export const webDir = process.env.QKV_WEB_DIR || path.join(repoRoot, 'build/web');
export const screenshotDir = path.join(repoRoot, 'build/screenshots');
// How long to wait for what should follow at once (a run starting, a state change, a clipboard write). CTest runs
// the browser tests beside the sanitizer build on two cores, where SwiftShader's frames can take seconds: a
// generous wait costs nothing when the answer comes, and only a wait that never ends is a failure.
export const SOON_MS = 30000;

const chromiumFlags = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  // WebGL2 through SwiftShader: no GPU on these machines.
  '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  // Without these, every browser start also loads the address bar's suggestion popup (a web page of Chromium's
  // own, never shown headless): over a second of CPU beside the page under test on a two-core machine.
  '--disable-features=WebUIOmniboxPopup,PreloadTopChromeWebUI',
];

const launchOptions = () => ({
  executablePath: process.env.QKV_CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumFlags,
});

// A headless Chromium of its own with a fresh profile; close() also removes the profile.
export async function launchChromium({ width = 1280, height = 800, deviceScaleFactor = 1 } = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions(), viewport: { width, height }, deviceScaleFactor,
  });
  const page = context.pages()[0] || await context.newPage();
  const close = async () => {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  return { context, page, close };
}

// One Chromium per test file, started on first use. Each page gets a browser context of its own (its own
// storage, cache and permissions, like a fresh profile), so checks stay independent without a browser start each.
let sharedBrowser = null;
// `phone`: a touch screen and a mobile viewport, as a phone's browser has.
async function newBrowserContext({ width = 1280, height = 800, deviceScaleFactor = 1, phone = false } = {}) {
  if (!sharedBrowser) sharedBrowser = chromium.launch(launchOptions());
  const context = await (await sharedBrowser).newContext({ viewport: { width, height }, deviceScaleFactor,
                                                           hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}
export async function closeSharedBrowser() {
  if (sharedBrowser) await (await sharedBrowser).close();
  sharedBrowser = null;
}

// The playground (or another page of build/web/) in a fresh context; `ownBrowser` starts a Chromium just for it
// (the benchmark's cold first frame); `beforeLoad(page)` runs before the page is opened (routes, init scripts).
export async function openPlayground({ width = 1280, height = 800, deviceScaleFactor = 1, query = '', csp = false,
                                       pagePath = 'index.html', ownBrowser = false, beforeLoad = null,
                                       phone = false } = {}) {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`${webDir}/index.html is missing: run \`make web\` first`);
  }
  const { server, url } = await startServer(webDir, { port: 0, csp });
  const browser = await (ownBrowser ? launchChromium : newBrowserContext)({ width, height, deviceScaleFactor, phone });
  const { context, page } = browser;
  const problems = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  const pageUrl = url + pagePath + query;
  if (beforeLoad) await beforeLoad(page);
  await page.goto(pageUrl);
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { page, context, url, pageUrl, problems, close };
}

// page.waitForFunction, whose timeout also says where the page stood: the open tab's code, the run's output, whether
// a run is in progress and the runtime's status (a wait that failed under load is then read, not guessed at).
export async function waitForPage(page, condition, arg = null, timeout = SOON_MS) {
  try {
    return await page.waitForFunction(condition, arg, { timeout });
  } catch (error) {
    const where = await page.evaluate(() => {
      const { code, code_output: output, running, python } = window.qkv.getState();
      return { code, output: output.slice(-400), running, python };
    }).catch((why) => `unknown (${why.message})`);
    const said = `the page then: ${JSON.stringify(where)}`;
    error.message += `\n     ${said}`;
    if (error.stack) error.stack = error.stack.replace('\n', `\n${said}\n`);  // runChecks prints the stack, made before
    throw error;
  }
}

// Resolves when window.qkv.ready resolves (the app drew its first frame) and, unless `python` is false, Python
// has loaded and the open tab's first run has ended (so getState() no longer changes on its own); fails after
// `timeout` ms.
export async function waitReady(page, timeout = 30000, { python = true } = {}) {
  await page.waitForFunction(() => window.qkv && window.qkv.ready, null, { timeout });
  await page.evaluate((ms) => Promise.race([
    window.qkv.ready.then(() => true),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`window.qkv.ready did not resolve in ${ms} ms`)), ms)),
  ]), timeout);
  if (python) await waitPython(page, timeout);
}

// Resolves when Python has loaded (after the first frame) and no run is in progress, e.g. the first run of the
// open tab's code.
export async function waitPython(page, timeout = 30000) {
  await page.evaluate(() => window.qkv.pythonReady);
  await page.waitForFunction(() => !window.qkv.getState().running, null, { timeout });
}

// Resolves when the run just started (by a button, a key or Reset) has ended and its output is drawn: a run goes to
// Python's worker and back, which under load can take longer than the frames a click waits.
export async function waitRunEnded(page, timeout = SOON_MS) {
  await frames(page, 2);
  await waitForPage(page, () => !window.qkv.getState().running, null, timeout);
  await frames(page, 3);
}

// Calls `name(...args)` exported by one of the page's modules (web/<file>) in `target` (a page or a frame), e.g.
// callModule(page, 'page.js', 'widgetRect', 'seed'): what window.qkv does not offer, tests reach through the
// modules themselves (a module imported again is the same instance the page runs).
export const callModule = (target, file, name, ...args) => target.evaluate(
  async ([moduleFile, exported, values]) => (await import(new URL(moduleFile, location.href).href))[exported](...values),
  [file, name, args]);

// The element with the browser's focus, looked for inside open shadow roots too (the code editor's editable element
// lies in one, where the document sees only its host): its id, else its tag name in lower case; '' when none.
export const focusedElement = (target) => target.evaluate(() => {
  let element = document.activeElement;
  while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;
  return element ? element.id || element.tagName.toLowerCase() : '';
});

// The element at a point of the viewport, inside open shadow roots too: its id, else its tag name in lower case,
// and whether it lies in the code editor's editable element (#code-input).
export const elementAt = (target, x, y) => target.evaluate(([px, py]) => {
  let element = document.elementFromPoint(px, py);
  while (element && element.shadowRoot) {
    const inner = element.shadowRoot.elementFromPoint(px, py);
    if (!inner || inner === element) break;
    element = inner;
  }
  return element ? { id: element.id || element.tagName.toLowerCase(), inEditor: !!element.closest('#code-input') }
    : { id: '', inEditor: false };
}, [x, y]);

// Puts the caret in the code editor (CodeMirror or the plain text box, both #code-input) by clicking where the
// panel shows it, and confirms the focus: the editor is placed over the canvas a frame after the panel moves, so
// on a loaded machine a click can land before it has followed the panel's last scroll. Clicks again if so.
export async function focusCodeEditor(page) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const rect = await revealWidget(page, 'code_editor');
    const x = rect.x + rect.width / 2, y = rect.y + Math.min(rect.height / 2, 40);
    const hit = await elementAt(page, x, y);
    if (hit.inEditor) {
      await page.mouse.click(x, y);
      await frames(page, 2);
      if (await focusedElement(page) === 'code-input') return;
    }
  }
  throw new Error(`the code editor did not take the focus (#${await focusedElement(page)} has it)`);
}

// Resolves when the code editor is CodeMirror (it replaces the plain text box after the first frame).
export const waitEditor = (page, timeout = 20000) => page.waitForSelector('#code-editor.codemirror .cm-content',
  { state: 'attached', timeout });

// The text the code editor shows: CodeMirror's lines, or the plain text box's value.
export const editorText = (target) => target.$eval('#code-editor', (wrapper) => {
  const host = wrapper.querySelector('.code-mirror-host');
  if (!host) return wrapper.querySelector('textarea').value;
  return [...host.shadowRoot.querySelectorAll('.cm-content > .cm-line')].map((line) => line.textContent).join('\n');
});

// Resolves after `count` animation frames of the page (the app draws one frame per animation frame).
export const frames = (page, count = 3) => page.evaluate((n) => new Promise((resolve) => {
  const step = () => (n-- <= 0 ? resolve() : requestAnimationFrame(step));
  requestAnimationFrame(step);
}), count);

// ImGui 1.86 reads key state once per frame: a key pressed and released within one frame is lost. Hold it.
export async function holdKey(page, key) {
  await page.keyboard.down(key);
  await frames(page, 2);
  await page.keyboard.up(key);
  await frames(page, 2);
}

// Scrolls the playground's main panel with the wheel until the named widget is fully on screen, `top` and
// `bottom` pixels clear of the window's edges; returns its rectangle. A rectangle is clipped to the panel, so
// aiming at a fraction of it (a heatmap's cell) needs margins that keep it clear of the panel's edges, or `whole`:
// wait until no part of it is scrolled out of the panel. The wheel turns over the panel's scroll bar: the console
// and the code editor take the wheel for themselves.
export async function revealWidget(page, name, { top = 40, bottom = 4, whole = false } = {}) {
  const viewport = page.viewportSize();
  const lowest = viewport.height - bottom;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await frames(page, 2);
    const rect = await callModule(page, 'page.js', 'widgetRect', name);
    const cut = whole && rect && rect.clipped;  // its rectangle is only the part that shows
    if (rect && rect.height > 4 && !cut && rect.y >= top && rect.y + rect.height <= lowest) return rect;
    // A cut rectangle that starts below the panel's top edge goes on below its bottom edge.
    const goDown = !rect || rect.height <= 4 || rect.y + rect.height > lowest || (cut && rect.y > top + 12);
    await page.mouse.move(viewport.width - 17, viewport.height / 2);
    await page.mouse.wheel(0, goDown ? 150 : -150);
  }
  throw new Error(`could not scroll ${name} into view`);
}

// Clicks the middle of `rect`, holding the button for a few frames: ImGui 1.86 sees a press and a release in one
// frame as no click at all.
export async function clickHeld(page, rect) {
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 3);
}

// Scrolls the named widget into view and clicks it, held.
export async function clickWidget(page, name) {
  await clickHeld(page, await revealWidget(page, name));
}

export async function saveScreenshot(page, name) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, name);
  const png = await page.screenshot({ path: file });
  return { file, png };
}

// Decodes a PNG in the browser and returns {width, height, distinctColours, luminanceStdDev, holes}: `holes` counts
// the fully transparent pixels, where nothing was composited (the page and the canvas are opaque everywhere), with
// their bounding box `holeBox` ({x0, y0, x1, y1}, null when none).
export async function pixelStats(page, png) {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set();
    let sum = 0, sumSquares = 0, holes = 0, holeBox = null;
    const pixels = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) {
        const x = (i / 4) % bitmap.width, y = Math.floor(i / 4 / bitmap.width);
        holes += 1;
        holeBox = holeBox ? { x0: Math.min(holeBox.x0, x), y0: Math.min(holeBox.y0, y), x1: Math.max(holeBox.x1, x),
                              y1: Math.max(holeBox.y1, y) } : { x0: x, y0: y, x1: x, y1: y };
      }
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      const luminance = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      sum += luminance; sumSquares += luminance * luminance;
    }
    const mean = sum / pixels;
    return { width: bitmap.width, height: bitmap.height, distinctColours: colours.size,
             luminanceStdDev: Math.sqrt(Math.max(0, sumSquares / pixels - mean * mean)), holes, holeBox };
  }, png.toString('base64'));
}

// A tiny runner: named checks, a summary line CTest logs, exit status 1 on any failure.
// QKV_ONLY=text in the environment runs only the checks whose name contains it (while working on one).
export async function runChecks(title, checks) {
  let passed = 0, failed = 0;
  for (const [name, check] of checks) {
    if (process.env.QKV_ONLY && !name.includes(process.env.QKV_ONLY)) continue;
    const started = Date.now();
    try {
      await check();
      passed += 1;
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${name}\n     ${String(error && error.stack || error).split('\n').join('\n     ')}`);
    }
  }
  console.log(`${title}: ${passed} passed, ${failed} failed`);
  await closeSharedBrowser();
  process.exit(failed ? 1 : 0);
}

// Fails when a screenshot has pixels nothing was drawn on (a layer over the canvas that made the compositor skip it).
export async function assertNoHoles(page, png, what) {
  const { holes, holeBox } = await pixelStats(page, png);
  assert(holes === 0, `${what}: ${holes} pixels nothing was drawn on, in ${JSON.stringify(holeBox)}`);
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}
