// charts.test.mjs — matplotlib.pyplot in the page: a training loop that ends with plt.plot(losses) prints what
// CPython + torch printed (the corpus's expectations) and draws a chart under the output: the figure's rectangle
// holds the line's colour (matplotlib's C0) on white, its text alternative names the title, axes and series, and
// exportPng('chart_0') gives the same pixels as a PNG; imshow(wei) draws the attention weights in viridis with a
// colour bar; plt.subplots puts a log-scaled loss with a grid beside a histogram, and imshow takes the gray map.
// Screenshots of each at 1280x800 and 390x844 go to build/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import {
  openPlayground, waitReady, waitPython, runChecks, assert, frames, revealWidget, saveScreenshot, repoRoot,
} from './harness.mjs';

const corpusDir = path.join(repoRoot, 'tests/python/corpus');
const read = (name, extension) => fs.readFileSync(path.join(corpusDir, `${name}.${extension}`), 'utf8');

async function withPage(size, body) {
  const session = await openPlayground(size);
  try {
    await waitReady(session.page);
    await waitPython(session.page);
    await body(session.page);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

// Runs a corpus program through window.qkv.run and checks its output against CPython's.
async function runProgram(page, name) {
  const answer = await page.evaluate((source) => window.qkv.run(source), read(name, 'py'));
  assert(answer.ok, `${name} failed: ${answer.error}`);
  assert(answer.output === read(name, 'stdout'), `${name} printed ${JSON.stringify(answer.output)}`);
  await frames(page, 4);
}

// Colour counts of a PNG's pixels: white, matplotlib's C0 (#1f77b4, within antialiasing), viridis's ends, distinct.
const pngColours = (page, base64) => page.evaluate(async (data) => {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const near = (i, r, g, b) => Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b) < 24;
  const counts = { width: bitmap.width, height: bitmap.height, white: 0, c0: 0, purple: 0, yellow: 0, orange: 0, grid: 0,
                   black: 0, distinct: 0 };
  const colours = new Set();
  for (let i = 0; i < pixels.length; i += 4) {
    colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    if (near(i, 255, 255, 255)) counts.white += 1;
    if (near(i, 0x1f, 0x77, 0xb4)) counts.c0 += 1;
    if (near(i, 0x44, 0x01, 0x54)) counts.purple += 1;
    if (near(i, 0xfd, 0xe7, 0x25)) counts.yellow += 1;
    if (near(i, 0xff, 0x7f, 0x0e)) counts.orange += 1;
    if (near(i, 0xb0, 0xb0, 0xb0)) counts.grid += 1;
    if (near(i, 0, 0, 0)) counts.black += 1;
  }
  counts.distinct = colours.size;
  return counts;
}, base64);

// The chart's PNG through window.qkv.exportPng, as base64.
const exportedChart = (page, name) => page.evaluate(async (chart) => {
  const result = await window.qkv.exportPng(chart, { download: false });
  if (!result.ok) return result;
  const bytes = new Uint8Array(await result.blob.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return { ok: true, filename: result.filename, width: result.width, height: result.height, base64: btoa(text) };
}, name);

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

await runChecks('charts', [
  ['a training loop ends with plt.plot(losses): the output is CPython\'s and a loss curve is drawn and exported', async () => {
    for (const size of SIZES) {
      await withPage(size, async (page) => {
        await runProgram(page, 'pyplot_loss_curve');
        const state = await page.evaluate(() => window.qkv.getState());
        assert(state.charts.length === 1, `charts in the state: ${JSON.stringify(state.charts)}`);
        assert(/^Figure 1: Training loss\. x: step, 0 to 39\. y: loss, .* Series: train \(line, 40 points\)\.$/.test(state.charts[0]),
               `the text alternative: ${state.charts[0]}`);
        // Saved right after the run, with the chart partly below the panel's edge: the whole chart is saved.
        const exported = await exportedChart(page, 'chart_0');
        const rect = await revealWidget(page, 'chart_0', { whole: true });
        const shot = await saveScreenshot(page, `chart-loss-${size.width}x${size.height}.png`);
        assert(shot.png.length > 0, 'no screenshot');
        assert(exported.ok && exported.filename === 'qkv-chart_0.png', `export: ${JSON.stringify(exported).slice(0, 200)}`);
        assert(Math.abs(exported.width - rect.width) <= 1 && Math.abs(exported.height - rect.height) <= 1,
               `the PNG is ${exported.width}x${exported.height}, the chart ${rect.width}x${rect.height}`);
        const colours = await pngColours(page, exported.base64);
        const area = colours.width * colours.height;
        assert(colours.white > area * 0.5, `mostly matplotlib's white figure: ${JSON.stringify(colours)}`);
        assert(colours.c0 > 60, `the loss line in C0: ${JSON.stringify(colours)}`);
        assert(colours.white < area - 2000, `axes, ticks and labels drawn: ${JSON.stringify(colours)}`);
      });
    }
  }],

  ['imshow(wei) draws the attention weights in viridis with a colour bar', async () => {
    for (const size of SIZES) {
      await withPage(size, async (page) => {
        await runProgram(page, 'pyplot_imshow_wei');
        const state = await page.evaluate(() => window.qkv.getState());
        assert(/^Figure 1: wei\. Image of 6 rows and 6 columns, values 0 to 1\.$/.test(state.charts[0]),
               `the text alternative: ${state.charts[0]}`);
        await revealWidget(page, 'chart_0', { whole: true });
        await saveScreenshot(page, `chart-wei-${size.width}x${size.height}.png`);
        const exported = await exportedChart(page, 'chart_0');
        assert(exported.ok, `export: ${JSON.stringify(exported).slice(0, 200)}`);
        const colours = await pngColours(page, exported.base64);
        assert(colours.purple > 200 && colours.yellow > 50, `viridis's ends in the cells and the bar: ${JSON.stringify(colours)}`);
        assert(colours.distinct > 40, `many colours of the map: ${JSON.stringify(colours)}`);
      });
    }
  }],
  ['plt.subplots draws a log-scaled loss with a grid beside a histogram, and imshow takes the gray map', async () => {
    for (const size of SIZES) {
      await withPage(size, async (page) => {
        await runProgram(page, 'pyplot_subplots_hist_log');
        const state = await page.evaluate(() => window.qkv.getState());
        assert(state.charts.length === 2, `charts in the state: ${JSON.stringify(state.charts)}`);
        assert(/^Figure 1: loss\. .* Series: mse \(line, 60 points\)\. first layer's weights\. .*unnamed \(bar, 12 points\)\.$/.test(state.charts[0]),
               `the text alternative: ${state.charts[0]}`);
        await revealWidget(page, 'chart_0', { whole: true });
        await saveScreenshot(page, `chart-subplots-${size.width}x${size.height}.png`);
        const exported = await exportedChart(page, 'chart_0');
        assert(exported.ok, `export: ${JSON.stringify(exported).slice(0, 200)}`);
        const colours = await pngColours(page, exported.base64);
        assert(colours.c0 > 60 && colours.orange > 300, `the loss line in C0 and the bars in tab:orange: ${JSON.stringify(colours)}`);
        assert(colours.grid > 50, `the grid's lines: ${JSON.stringify(colours)}`);
        const image = await exportedChart(page, 'chart_1');
        const gray = await pngColours(page, image.base64);
        assert(gray.black > 500 && gray.purple === 0, `tril in gray, not viridis: ${JSON.stringify(gray)}`);
      });
    }
  }],

]);
