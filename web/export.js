// export.js — saving what the playground shows, made in the page (a Blob and a download link; nothing is sent
// anywhere): a heatmap as a PNG with its title, axes and colour bar in the page's theme, or as CSV; the whole
// playground's canvas as a PNG, or a chart's part of it; and "Copy as PyTorch". The wasm supplies the labels, the CSV text, the script and every colour (the colour
// map's own, src/app/api/export_api.hpp); this module only lays the picture out. Each heatmap's Save menu asks
// through the page message "export"; window.qkv offers the same as exportPng, exportCsv and copyAsPyTorch. main.js
// loads this module the first time either asks: the first frame does not need it.
import { pytorchScript } from './page.js';
import { afterFrame, call, runtime } from './wasm.js';

const canvas = document.querySelector('#canvas');

// The picture's layout, in pixels.
const PADDING = 16;
const CELLS_WIDTH = 960;     // the cells share at most this width ...
const CELLS_HEIGHT = 480;    // ... and this height
const LARGEST_CELL = 32;
const SHORTEST_ROW = 16;     // short matrices still get rows tall enough to see (as on screen)
const BAR_WIDTH = 256;       // one pixel per colour of the ramp
const BAR_HEIGHT = 12;
const TITLE_FONT = '600 16px sans-serif';
const LABEL_FONT = '12px monospace';
const CAPTION_FONT = '12px sans-serif';

// Smallest of 1, 2, 5, 10, 20, 50, ... that is at least `minimum`: ticks that never touch.
function tickStep(minimum) {
  for (let decade = 1; ; decade *= 10) {
    for (const step of [1, 2, 5]) if (step * decade >= minimum) return step * decade;
  }
}

function saveFile(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

const toPngBlob = (picture) => new Promise((resolve, reject) => picture.toBlob(
  (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the PNG'))), 'image/png'));

// Where the title ends and the shape begins (leaves the label font set).
function titleEnd(data, context) {
  context.font = TITLE_FONT;
  const width = context.measureText(data.title).width + 12;
  context.font = LABEL_FONT;
  return width;
}

// Where everything of a heatmap's picture goes: the cells' size follows the matrix's, the text's the fonts'.
function layout(data, context) {
  const cellWidth = Math.max(1, Math.min(LARGEST_CELL, Math.floor(CELLS_WIDTH / data.cols)));
  const cellHeight = Math.max(1, Math.min(LARGEST_CELL, Math.floor(CELLS_HEIGHT / data.rows),
                                          Math.max(cellWidth, SHORTEST_ROW)));
  context.font = LABEL_FONT;
  const gutter = Math.ceil(context.measureText(String(data.rows - 1)).width) + 8;
  const titleWidth = titleEnd(data, context) + context.measureText(data.shape).width;
  const barRowWidth = context.measureText(data.low).width + context.measureText(data.high).width + BAR_WIDTH + 12;
  context.font = CAPTION_FONT;
  const caption = `\u2193 rows: ${data.row_axis}    \u2192 columns: ${data.col_axis}`;
  const captionWidth = context.measureText(caption).width;
  const cells = { x: PADDING + gutter, y: PADDING + 28 + BAR_HEIGHT + 16, width: data.cols * cellWidth,
                  height: data.rows * cellHeight, cellWidth, cellHeight };
  const bar = { x: 0, y: PADDING + 28, width: BAR_WIDTH, height: BAR_HEIGHT };
  const width = Math.ceil(Math.max(cells.x + cells.width, PADDING + titleWidth, PADDING + barRowWidth,
                                   cells.x + captionWidth) + PADDING);
  const height = cells.y + cells.height + 16 + 20 + PADDING;
  return { width, height, cells, bar, gutter, caption };
}

// The heatmap's picture on a new canvas: title and shape, colour bar, cells, row and column numbers, axis names.
function drawHeatmap(data) {
  const picture = document.createElement('canvas');
  const context = picture.getContext('2d');
  const place = layout(data, context);
  picture.width = place.width;
  picture.height = place.height;
  const { cells, bar } = place;
  context.fillStyle = data.background;  // the page's theme, as the whole playground's picture has it
  context.fillRect(0, 0, place.width, place.height);
  context.textBaseline = 'middle';

  context.font = TITLE_FONT;
  context.fillStyle = data.text;
  context.fillText(data.title, PADDING, PADDING + 8);
  const shapeAt = PADDING + titleEnd(data, context);
  context.fillStyle = data.muted;
  context.fillText(data.shape, shapeAt, PADDING + 8);

  // The colour bar: the ramp's colours, one pixel each, between the scale's ends.
  context.fillText(data.low, PADDING, bar.y + BAR_HEIGHT / 2);
  bar.x = Math.ceil(PADDING + context.measureText(data.low).width + 6);
  data.ramp.forEach((colour, step) => {
    context.fillStyle = colour;
    context.fillRect(bar.x + step * (BAR_WIDTH / data.ramp.length), bar.y, BAR_WIDTH / data.ramp.length, BAR_HEIGHT);
  });
  context.fillStyle = data.muted;
  context.fillText(data.high, bar.x + BAR_WIDTH + 6, bar.y + BAR_HEIGHT / 2);

  // The cells: the wasm's pixels, one per cell, scaled up without smoothing.
  const count = data.rows * data.cols * 4;
  const pixels = new Uint8ClampedArray(runtime().HEAPU8.buffer, data.pixels, count).slice();
  const small = document.createElement('canvas');
  small.width = data.cols;
  small.height = data.rows;
  small.getContext('2d').putImageData(new ImageData(pixels, data.cols, data.rows), 0, 0);
  context.imageSmoothingEnabled = false;
  context.drawImage(small, cells.x, cells.y, cells.width, cells.height);

  // Row numbers in the gutter, column numbers underneath, as often as they fit; then the axes' names.
  context.font = LABEL_FONT;
  context.fillStyle = data.muted;
  context.textAlign = 'right';
  for (let row = 0; row < data.rows; row += tickStep(14 / cells.cellHeight)) {
    context.fillText(String(row), cells.x - 6, cells.y + (row + 0.5) * cells.cellHeight);
  }
  context.textAlign = 'center';
  const digitWidth = context.measureText('0').width;
  const columnStep = tickStep((digitWidth * (String(data.cols - 1).length + 2)) / cells.cellWidth);
  for (let col = 0; col < data.cols; col += columnStep) {
    context.fillText(String(col), cells.x + (col + 0.5) * cells.cellWidth, cells.y + cells.height + 10);
  }
  context.textAlign = 'left';
  context.font = CAPTION_FONT;
  context.fillText(place.caption, cells.x, cells.y + cells.height + 30);
  return { picture, cells, bar };
}

// The whole playground as it is on screen: the canvas copied right after a frame that drew it.
function capturePlayground() {
  return new Promise((resolve) => {
    let drawn = call({ type: 'frames_drawn' }).frames;
    call({ type: 'draw_next_frame' });  // an unchanged picture is not drawn again unless asked for
    const attempt = () => {
      const now = call({ type: 'frames_drawn' }).frames;
      if (now === drawn) {
        afterFrame(attempt);
        return;
      }
      drawn = now;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      copy.getContext('2d').drawImage(canvas, 0, 0);
      resolve(copy);
    };
    afterFrame(attempt);
  });
}

// A chart of the last run ('chart_0', 'chart_1' ... as the app names their rectangles): the canvas's pixels where
// the app drew it, at the screen's density, once the app has scrolled all of it into view (a chart partly below the
// panel's edge would be cut). Null when it is not on screen whole.
async function captureChart(name) {
  if (!call({ type: 'reveal_chart', name }).ok) return null;
  for (let attempt = 0; attempt < 4; attempt += 1) {  // the scroll lands in the frame after the one that asked it
    const whole = await capturePlayground();
    const rect = call({ type: 'widget_rects' })[name];
    if (!rect || rect.width < 1 || rect.height < 1 || rect.clipped) continue;
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const picture = document.createElement('canvas');
    picture.width = Math.round(rect.width * scale);
    picture.height = Math.round(rect.height * scale);
    picture.getContext('2d').drawImage(whole, Math.round(rect.x * scale), Math.round(rect.y * scale), picture.width,
                                       picture.height, 0, 0, picture.width, picture.height);
    return picture;
  }
  return null;
}

// exportPng(name): a PNG of heatmap `name` (x, W_q, W_k, W_v, q, k, v), of a chart the last run drew ('chart_0'
// ...) or, for 'playground', of the whole canvas.
// Resolves with {ok: true, filename, blob, width, height} (a heatmap's also with `cells` and `bar`: where they
// are in the picture) or {ok: false, error}. Downloads the file unless {download: false}.
export async function exportPng(name, { download = true } = {}) {
  if (typeof name !== 'string') return { ok: false, error: 'exportPng takes a heatmap\'s name or "playground"' };
  let picture, filename, placed = {};
  if (name === 'playground') {
    picture = await capturePlayground();
    filename = 'qkv-playground.png';
  } else if (/^chart_\d+$/.test(name)) {
    picture = await captureChart(name);
    if (!picture) return { ok: false, error: `no chart ${name} wholly on screen` };
    filename = `qkv-${name}.png`;
  } else {
    const data = call({ type: 'export_heatmap', name });
    if (!data.ok) return data;
    ({ picture, ...placed } = drawHeatmap(data));
    filename = data.filename;
  }
  const blob = await toPngBlob(picture);
  if (download) saveFile(blob, filename);
  return { ok: true, filename, blob, width: picture.width, height: picture.height, ...placed };
}

// exportCsv(name): heatmap `name`'s numbers with row and column labels, each value in the fewest digits that read
// back as the same float32. Resolves with {ok: true, filename, csv} or {ok: false, error}; downloads unless
// {download: false}.
export async function exportCsv(name, { download = true } = {}) {
  if (typeof name !== 'string') return { ok: false, error: 'exportCsv takes a heatmap\'s name' };
  const answer = call({ type: 'export_csv', name });
  if (!answer.ok) return answer;
  if (download) saveFile(new Blob([answer.csv], { type: 'text/csv' }), answer.filename);
  return { ok: true, filename: answer.filename, csv: answer.csv };
}

// Puts pytorchScript() on the clipboard; resolves with the script (rejects where the browser refuses).
export async function copyAsPyTorch() {
  const script = pytorchScript();
  await navigator.clipboard.writeText(script);
  return script;
}

// What a heatmap's Save menu in the canvas asked for (the page message "export", which main.js passes on).
export function saveAsAsked({ name, format }) {
  const saved = format === 'csv' ? exportCsv(name) : exportPng(format === 'playground' ? 'playground' : name);
  saved.then((result) => { if (!result.ok) console.warn('qkv: export failed:', result.error); });
}
