// export.test.mjs — saving what the playground shows: a heatmap's Save menu (by mouse and by keyboard) downloads a
// PNG whose cells and colour bar are the screen's colours and a CSV whose numbers are `qkv dump`'s text; the whole
// playground's PNG is the canvas; a heatmap's PNG takes the page's theme; the Save… button leaves the colour bar on
// its title's line; "Copy as PyTorch" copies a script whose comments count the tokens on screen and that real
// PyTorch (/usr/bin/python3 + torch) runs to print exactly the page's output. Expected numbers come from the oracles (oracle.mjs), never typed here.
import fs from 'node:fs';
import {
  openPlayground, waitReady, runChecks, assert, frames, callModule, clickHeld, revealWidget, saveScreenshot, SOON_MS,
} from './harness.mjs';
import { runCli, runTorch } from './oracle.mjs';

// Sizes off the usual multiples (vector tails) and a bias, so the files are not the lesson's defaults.
const SETTINGS = { seed: 1337, tokens: 5, n_embd: 44, n_head: 4, bias: true };

async function withPlayground(body, { settings = SETTINGS, ...options } = {}) {
  const session = await openPlayground({ width: 1280, height: 800, ...options });
  try {
    await waitReady(session.page);
    const answer = await session.page.evaluate((params) => window.qkv.setParams(params), settings);
    assert(answer.ok, `setParams: ${JSON.stringify(answer)}`);
    await frames(session.page, 5);
    await body(session.page, session);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

const widgetRect = (page, name) => callModule(page, 'page.js', 'widgetRect', name);

// Clear of the bottom edge, where a menu opened below the button needs room.
const reveal = (page, name) => revealWidget(page, name, { bottom: 40 });

// Runs `act` and returns the file it made the page download: {name, bytes}.
async function downloadOf(page, act) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }), act()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

// A PNG's width and height from its IHDR chunk.
function pngSize(bytes) {
  assert(bytes.subarray(1, 4).toString('latin1') === 'PNG', 'not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The RGB of chosen pixels of a PNG (decoded by the browser), plus how many colours it has.
const samplePng = (page, bytes, points) => page.evaluate(async ([base64, wanted]) => {
  const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const colours = new Set();
  for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  const at = ([x, y]) => {
    const i = (Math.floor(y) * bitmap.width + Math.floor(x)) * 4;
    return [pixels[i], pixels[i + 1], pixels[i + 2]];
  };
  return { colours: colours.size, samples: wanted.map(at) };
}, [bytes.toString('base64'), points]);

const hex = ([r, g, b]) => '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');

// The number texts of tensor `name` in `qkv dump`'s output, in order, exactly as printed.
function dumpTexts(dump, name) {
  const start = dump.indexOf(`"${name}":[`);
  assert(start >= 0, `qkv dump has no ${name}`);
  const body = dump.slice(start + name.length + 3, dump.indexOf(']]', start));
  return body.match(/-?[0-9][0-9.e+-]*/g);
}

// The CSV's header and its values as text, row by row.
function parseCsv(csv) {
  const lines = csv.trimEnd().split('\n').map((line) => line.split(','));
  return { header: lines[0], rows: lines.slice(1) };
}

// The PNG of heatmap `name` (downloaded as `bytes`) against the page's own layout and the matrix's values: the
// picture's size, every cell's colour, the colour bar's ends, and the cell of largest |value| at the bar's end.
async function checkHeatmapPng(page, name, bytes, values) {
  const layout = await page.evaluate((n) => window.qkv.exportPng(n, { download: false })
    .then(({ ok, width, height, cells, bar }) => ({ ok, width, height, cells, bar })), name);
  assert(layout.ok, `exportPng('${name}') failed`);
  const size = pngSize(bytes);
  assert(size.width === layout.width && size.height === layout.height,
    `the PNG is ${size.width}x${size.height}, exportPng says ${layout.width}x${layout.height}`);
  const { cells, bar } = layout;
  const rows = values.length, cols = values[0].length;
  assert(cells.width === cols * cells.cellWidth && cells.height === rows * cells.cellHeight && cells.cellWidth >= 1,
    `the cells take ${cells.width}x${cells.height} for ${rows}x${cols}`);
  assert(size.width >= cells.x + cells.width && size.height >= cells.y + cells.height, 'the cells leave the picture');
  const centres = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      centres.push([cells.x + (col + 0.5) * cells.cellWidth, cells.y + (row + 0.5) * cells.cellHeight]);
    }
  }
  const barEnds = [[bar.x + 0.5, bar.y + bar.height / 2], [bar.x + bar.width - 0.5, bar.y + bar.height / 2]];
  const { colours, samples } = await samplePng(page, bytes, [...barEnds, ...centres]);
  assert(colours >= 32, `the PNG has only ${colours} colours: blank?`);
  const [low, high] = samples.slice(0, 2);
  assert(low[2] > low[0] + 60 && high[0] > high[2] + 60, `the colour bar runs ${hex(low)} to ${hex(high)}, not blue to red`);
  // Per-matrix scale: the limit is the largest |value|, so that cell is the bar's end of its sign exactly.
  let largest = { magnitude: -1 };
  values.forEach((row, r) => row.forEach((value, c) => {
    if (Math.abs(value) > largest.magnitude) largest = { magnitude: Math.abs(value), value, index: r * cols + c };
  }));
  const extreme = samples[2 + largest.index];
  const end = largest.value < 0 ? low : high;
  assert(hex(extreme) === hex(end), `the cell of largest |value| is ${hex(extreme)}, the bar's end ${hex(end)}`);
  // Every cell: the colour the wasm gives it (the colour map's own), not smoothed into its neighbours.
  const screenColours = await page.evaluate(async (n) => {
    const { call, runtime } = await import(new URL('wasm.js', location.href).href);
    const data = call({ type: 'export_heatmap', name: n });
    const bytes = runtime().HEAPU8.slice(data.pixels, data.pixels + data.rows * data.cols * 4);
    const colours = [];
    for (let i = 0; i < bytes.length; i += 4) colours.push([bytes[i], bytes[i + 1], bytes[i + 2]]);
    return colours;
  }, name);
  const wrong = samples.slice(2).findIndex((colour, i) => hex(colour) !== hex(screenColours[i]));
  assert(wrong < 0, `cell ${wrong} is ${hex(samples[2 + Math.max(wrong, 0)])} in the PNG, ${hex(screenColours[Math.max(wrong, 0)] || [0, 0, 0])} on screen`);
}

// The CSV of heatmap `name` against `qkv dump` of the same settings: labels, and every number's text.
function checkCsv(csv, name, state, dump) {
  const { header, rows } = parseCsv(csv);
  const wantedTexts = dumpTexts(dump, name);
  const width = JSON.parse(dump)[name][0].length;
  assert(header.length === width + 1 && header.slice(1).every((label, i) => label === String(i)),
    `header: ${header.slice(0, 4).join(',')}… (${header.length - 1} columns, ${width} wanted)`);
  assert(rows.every((row, i) => row[0] === String(i) && row.length === width + 1), 'row labels or lengths are off');
  const texts = rows.flatMap((row) => row.slice(1));
  assert(texts.length === wantedTexts.length, `${texts.length} values in the CSV, ${wantedTexts.length} in qkv dump`);
  const differ = texts.findIndex((text, i) => text !== wantedTexts[i]);
  assert(differ < 0, `value ${differ}: CSV ${texts[differ]}, qkv dump ${wantedTexts[differ]} (${JSON.stringify(state)})`);
}

const lessonState = (page) => page.evaluate(() => window.qkv.getState());

async function saveScreenshotOf(page, name = null) {
  if (!name) return { png: await page.screenshot() };
  return saveScreenshot(page, name);
}

// The script's comments that count tokens ("# One window of four tokens, ...") count `tokens`, as x's shape does.
function checkTokenComments(script, tokens) {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  const counted = script.split('\n').filter((line) => line.trimStart().startsWith('#'))
    .flatMap((line) => [...line.matchAll(/(\w+) tokens?\b/g)].map((match) => match[1].toLowerCase()));
  assert(counted.length > 0, 'no comment of the script counts the tokens');
  for (const word of counted) {
    const number = /^\d+$/.test(word) ? Number(word) : words.indexOf(word);
    assert(number === tokens, `a comment of the script counts "${word}" tokens; x has ${tokens}:\n${script}`);
  }
}

await runChecks('browser export', [
  ['the Save menu (mouse) downloads a heatmap PNG with the screen\'s colours and colour bar', () =>
    withPlayground(async (page) => {
      const state = await lessonState(page);
      const values = JSON.parse(runCli('dump', state)).q;
      await clickHeld(page, await reveal(page, 'save_menu:q'));
      const file = await downloadOf(page, async () => clickHeld(page, await widgetRect(page, 'save_menu:png')));
      assert(file.name === 'qkv-q.png', `downloaded ${file.name}`);
      await checkHeatmapPng(page, 'q', file.bytes, values);
      fs.mkdirSync('build/screenshots', { recursive: true });
      fs.writeFileSync('build/screenshots/export-q.png', file.bytes);
    })],

  ['a heatmap\'s PNG follows the page\'s theme: dark after a click on Dark, light after Light', () =>
    withPlayground(async (page) => {
      for (const theme of ['dark', 'light']) {
        await clickHeld(page, await revealWidget(page, `theme_${theme}`, { top: 0 }));
        assert((await page.evaluate(() => window.qkv.getView().theme)) === theme, `a click did not choose ${theme}`);
        // The page's own background: the canvas's top-left corner, before the title.
        const { png } = await saveScreenshotOf(page);
        const [pageColour] = (await samplePng(page, png, [[3, 3]])).samples;
        await clickHeld(page, await reveal(page, 'save_menu:q'));
        const file = await downloadOf(page, async () => clickHeld(page, await widgetRect(page, 'save_menu:png')));
        const { width } = pngSize(file.bytes);
        const [corner, middle] = (await samplePng(page, file.bytes, [[1, 1], [width / 2, 2]])).samples;
        assert(hex(corner) === hex(pageColour) && hex(middle) === hex(pageColour),
          `${theme}: the PNG's background is ${hex(corner)}, the page's ${hex(pageColour)}`);
        const luminance = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
        assert(theme === 'dark' ? luminance(corner) < 60 : luminance(corner) > 200, `${theme}: background ${hex(corner)}`);
        fs.mkdirSync('build/screenshots', { recursive: true });
        fs.writeFileSync(`build/screenshots/export-q-${theme}.png`, file.bytes);
      }
    })],

  ['the Save… button sits under the cells and leaves the colour bar on its title\'s line (1280x800, 720x480, 390x844)', async () => {
    for (const options of [{ width: 1280, height: 800 }, { width: 720, height: 480 },
      { width: 390, height: 844, phone: true, deviceScaleFactor: 2 }]) {
      await withPlayground(async (page) => {
        const size = `${options.width}x${options.height}`;
        for (const name of ['x', 'W_q', 'q', 'W_k', 'k', 'W_v', 'v']) {
          // x and the weights span the panel: their title's line has room for the bar (q, k, v are narrower).
          if (options.width >= 720 && ['x', 'W_q', 'W_k', 'W_v'].includes(name)) {
            const title = await reveal(page, `heatmap_title:${name}`);
            const scale = await widgetRect(page, `heatmap_scale:${name}`);
            const titleMiddle = title.y + title.height / 2;
            assert(scale && scale.height > 0 && scale.y <= titleMiddle && titleMiddle <= scale.y + scale.height,
              `${size}: ${name}'s colour bar is off its title's line: ${JSON.stringify({ title, scale })}`);
          }
          const menu = await reveal(page, `save_menu:${name}`).catch((error) => { throw new Error(`${size}: ${error.message}`); });
          const cells = await widgetRect(page, `heatmap:${name}`);
          assert(menu.y >= cells.y + cells.height && menu.x + menu.width <= cells.x + cells.width + 1,
            `${size}: ${name}'s Save… is not under its cells: ${JSON.stringify({ menu, cells })}`);
          if (name === 'q') await saveScreenshotOf(page, `export-save-buttons-${size}.png`);
        }
      }, { settings: {}, ...options });
    }
  }],

  ['a right-click on W_k\'s cells opens its menu; its CSV equals qkv dump', () =>
    withPlayground(async (page) => {
      const state = await lessonState(page);
      const rect = await reveal(page, 'heatmap:W_k');
      await page.mouse.click(rect.x + rect.width / 3, rect.y + rect.height / 2, { button: 'right' });
      // A press where the pointer was not a frame ago waits a frame for the pointer (sdl_gl.cpp); the menu follows.
      for (let i = 0; i < 20 && !(await widgetRect(page, 'save_menu:csv')); i += 1) await frames(page, 1);
      const file = await downloadOf(page, async () => clickHeld(page, await widgetRect(page, 'save_menu:csv')));
      assert(file.name === 'qkv-W_k.csv', `downloaded ${file.name}`);
      checkCsv(file.bytes.toString('utf8'), 'W_k', state, runCli('dump', state));
      assert(file.bytes.toString('utf8').startsWith('output j / feature i,0,1,'), 'W_k\'s axes are not in its header');
    })],

  ['the keyboard: Tab to x\'s Save…, Space opens its menu, ↓ and Enter save its CSV', () =>
    withPlayground(async (page) => {
      const state = await lessonState(page);
      await page.focus('#canvas');
      let focus = null;
      for (let i = 0; i < 80 && !(focus && focus.name === 'save_menu:x'); i += 1) {
        await page.keyboard.press('Tab');
        await frames(page, 2);
        focus = await callModule(page, 'keyboard.js', 'keyboardFocus');
      }
      assert(focus && focus.name === 'save_menu:x', `Tab never reached x's Save… (at ${focus && focus.name})`);
      await page.keyboard.press('Space');
      await frames(page, 3);
      assert(await widgetRect(page, 'save_menu:csv'), 'Space did not open the Save menu');
      await page.keyboard.press('ArrowDown');
      await frames(page, 2);
      const file = await downloadOf(page, async () => { await page.keyboard.press('Enter'); await frames(page, 3); });
      assert(file.name === 'qkv-x.csv', `downloaded ${file.name}`);
      checkCsv(file.bytes.toString('utf8'), 'x', state, runCli('dump', state));
    })],

  ['window.qkv: every heatmap\'s CSV equals qkv dump; unknown names are refused', () =>
    withPlayground(async (page) => {
      const state = await lessonState(page);
      const dump = runCli('dump', state);
      for (const name of ['x', 'W_q', 'W_k', 'W_v', 'q', 'k', 'v']) {
        const answer = await page.evaluate((n) => window.qkv.exportCsv(n, { download: false }), name);
        assert(answer.ok && answer.filename === `qkv-${name}.csv`, `exportCsv('${name}'): ${JSON.stringify(answer).slice(0, 200)}`);
        checkCsv(answer.csv, name, state, dump);
      }
      for (const call of ['exportCsv', 'exportPng']) {
        const refused = await page.evaluate((f) => window.qkv[f]('b_q', { download: false }), call);
        assert(!refused.ok && /no heatmap is called "b_q"/.test(refused.error), `${call}('b_q'): ${JSON.stringify(refused)}`);
      }
      const file = await downloadOf(page, () => page.evaluate(() => window.qkv.exportCsv('v')));
      assert(file.name === 'qkv-v.csv', `downloaded ${file.name}`);
      checkCsv(file.bytes.toString('utf8'), 'v', state, dump);
    }, { settings: { seed: '18446744073709551615', tokens: 64, n_embd: 1024, n_head: 3, bias: false } })],

  ['window.qkv.exportPng(\'playground\') downloads the whole canvas', () =>
    withPlayground(async (page) => {
      const file = await downloadOf(page, () => page.evaluate(() => window.qkv.exportPng('playground')));
      assert(file.name === 'qkv-playground.png', `downloaded ${file.name}`);
      const size = pngSize(file.bytes);
      const canvas = await page.evaluate(() => ({ width: document.querySelector('#canvas').width,
                                                  height: document.querySelector('#canvas').height }));
      assert(size.width === canvas.width && size.height === canvas.height,
        `the PNG is ${size.width}x${size.height}, the canvas ${canvas.width}x${canvas.height}`);
      const { colours } = await samplePng(page, file.bytes, []);
      assert(colours >= 64, `the playground PNG has only ${colours} colours: blank?`);
      fs.mkdirSync('build/screenshots', { recursive: true });
      fs.writeFileSync('build/screenshots/export-playground.png', file.bytes);
    }, { deviceScaleFactor: 2 })],

  ['Copy as PyTorch: real PyTorch prints the page\'s output with the copied script', () =>
    withPlayground(async (page, session) => {
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      for (const settings of [SETTINGS, { seed: -7, tokens: 3, n_embd: 17, n_head: 5, bias: false },
        { seed: 5, tokens: 1, n_embd: 8, n_head: 2, bias: false }, { seed: 9, tokens: 23, n_embd: 40, n_head: 4, bias: true }]) {
        await page.evaluate((params) => window.qkv.setParams(params), settings);
        await frames(page, 3);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await clickHeld(page, await reveal(page, 'copy_pytorch'));
        await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '', null, { timeout: SOON_MS })
          .catch(() => { throw new Error('nothing reached the clipboard after Copy as PyTorch'); });
        const script = await page.evaluate(() => navigator.clipboard.readText());
        assert(script === await page.evaluate(() => window.qkv.pytorchScript()), 'the clipboard is not pytorchScript()');
        const state = await lessonState(page);
        checkTokenComments(script, state.tokens);
        const printed = runTorch(script).trimEnd().split('\n');
        assert(JSON.stringify(printed) === JSON.stringify(state.output),
          `torch printed:\n  ${printed.join('\n  ')}\nthe page shows:\n  ${state.output.join('\n  ')}`);
      }
    })],
]);
