// inspector.test.mjs — "Tensors in your code" as a learner uses it: the fourth tab ("Next: attention scores") run
// with the mouse lists every tensor with torch's names, shapes and dtypes; hovering names -inf cells and shows
// the dot product behind a cell of `out = wei @ v` and of `q = query(x)`; the keyboard moves a 4-D tensor's slice
// sliders and picks a cell; bool and integer tensors; a phone's single taps open the code tabs, pick and pin; a reload
// and a copied link keep the choice.
// Expected names, shapes and values come from torch itself (/usr/bin/python3, torch 1.13.1), never typed here.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  openPlayground, waitReady, saveScreenshot, pixelStats, runChecks, assert, repoRoot, frames, callModule, holdKey as press,
  revealWidget as reveal, clickWidget as click, focusedElement, waitRunEnded,
} from './harness.mjs';

const TORCH_PYTHON = process.env.QKV_TORCH_PYTHON || '/usr/bin/python3';
const attentionCode = fs.readFileSync(path.join(repoRoot, 'assets/examples/4-attention-scores.py'), 'utf8');

// torch's view of a program: every tensor in a variable or a module (parameters, then buffers), in the order the
// inspector lists them, and the text of the cells asked for, as the inspector writes values.
function torchTensors(code, cells) {
  const script = `${code}
import json as _json
_listed = []
for _name, _value in list(globals().items()):
    if isinstance(_value, torch.Tensor):
        _listed.append((_name, _value))
    if isinstance(_value, torch.nn.Module):
        _listed += [(_name + '.' + _n, _p) for _n, _p in _value.named_parameters()]
        _listed += [(_name + '.' + _n, _b) for _n, _b in _value.named_buffers()]
def _text(_value):
    if _value.dtype == torch.bool: return str(bool(_value.item()))
    if _value.dtype == torch.int64: return str(int(_value.item()))
    return '%.4f' % _value.item()
print('@@' + _json.dumps({
    'tensors': [{'name': _n, 'shape': list(_t.shape), 'dtype': str(_t.dtype).replace('torch.', '')} for _n, _t in _listed],
    'cells': {_expr: _text(eval(_expr)) for _expr in ${JSON.stringify(cells)}}}))
`;
  const output = execFileSync(TORCH_PYTHON, ['-c', script], {
    encoding: 'utf8', env: { ...process.env, ATEN_CPU_CAPABILITY: 'avx2', OMP_NUM_THREADS: '1' } });
  const printed = output.slice(0, output.lastIndexOf('@@'));
  return { ...JSON.parse(output.split('\n').find((line) => line.startsWith('@@')).slice(2)), printed };
}

function assertEqualText(actual, wanted, what) {
  assert(actual === wanted, `${what}\n  got:      ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(wanted)}`);
}

// --- Page helpers -------------------------------------------------------------------------------------------------
const inspector = (page) => page.evaluate(() => window.qkv.inspector());
const getState = (page) => page.evaluate(() => window.qkv.getState());
const widgetRect = (page, name) => callModule(page, 'page.js', 'widgetRect', name);

// A finger on the screen for a few frames, as a learner's tap lasts (ImGui's tab items want the press and the
// release in different frames).
async function touch(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await frames(page, 3);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 4);
  await cdp.detach();
}

async function tap(page, name) {
  const rect = await reveal(page, name, { top: 60, bottom: 100 });  // clear of the page's own buttons
  await touch(page, rect.x + rect.width / 2, rect.y + rect.height / 2);
}

// The centre of cell (row, col) of the inspector's heatmap, brought on screen.
async function cellPoint(page, row, col) {
  const rect = await reveal(page, 'heatmap:inspector', { top: 60, bottom: 60 });
  const { rows, cols } = await page.evaluate(() => {
    const chosen = window.qkv.inspector();
    const shape = chosen.tensors.find((t) => t.name === chosen.selected).shape;
    return { rows: shape.length >= 2 ? shape[shape.length - 2] : 1, cols: shape.length ? shape[shape.length - 1] : 1 };
  });
  return { x: rect.x + rect.width * (col + 0.5) / cols, y: rect.y + rect.height * (row + 0.5) / rows };
}

// Moves the pointer onto the cell, again if the panel was still settling from the wheel.
async function hoverCell(page, row, col) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const point = await cellPoint(page, row, col);
    await page.mouse.move(point.x, point.y);
    await frames(page, 3);
    const settled = await cellPoint(page, row, col);
    if (Math.abs(settled.x - point.x) < 1 && Math.abs(settled.y - point.y) < 1) break;
  }
  return (await inspector(page)).cell;
}

async function withPlayground(options, body) {
  const session = await openPlayground(options);
  try {
    await waitReady(session.page);
    await frames(session.page, 5);
    await session.page.evaluate(() => window.localStorage.clear());
    await body(session.page, session);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

async function checkScreenshot(page, name) {
  const { png } = await saveScreenshot(page, name);
  const stats = await pixelStats(page, png);
  assert(stats.distinctColours >= 64, `${name}: only ${stats.distinctColours} colours, the page looks blank`);
  assert(stats.luminanceStdDev >= 10, `${name}: luminance spread ${stats.luminanceStdDev.toFixed(2)}, looks blank`);
}

function assertListMatchesTorch(listed, torch) {
  const shown = listed.map((t) => `${t.name} ${JSON.stringify(t.shape)} ${t.dtype}`);
  const expected = torch.map((t) => `${t.name} ${JSON.stringify(t.shape)} ${t.dtype}`);
  assert(JSON.stringify(shown) === JSON.stringify(expected),
    `listed tensors differ from torch's\n  shown:    ${shown.join(' | ')}\n  expected: ${expected.join(' | ')}`);
}

// The number of the line " = <sum>  sum of N products" (or the total with the bias).
const sumOf = (lines) => {
  const line = lines.find((text) => / sum of \d+ products?$/.test(text));
  return line && line.trim().split(/\s+/)[1];
};

// --- The checks ---------------------------------------------------------------------------------------------------
await runChecks('browser inspector', [
  ['the fourth tab, run with the mouse: every tensor as torch has it; -inf named; the dot products of @ and Linear', async () => {
    const cells = ['out[0, 2, 5]', 'scores[0, 0, 3]', 'scores[0, 3, 1]', 'q[0, 1, 3]'];
    const torch = torchTensors(attentionCode, cells);
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'code_tab_4');
      await click(page, 'code_run');
      await waitRunEnded(page);
      let chosen = await inspector(page);
      assertListMatchesTorch(chosen.tensors, torch.tensors);
      assert(chosen.note === '', `the list is marked: ${chosen.note}`);
      assert(chosen.selected === 'out', `the last variable is not shown first: ${chosen.selected}`);
      assert(chosen.tensors.find((t) => t.name === 'out').kind === 'from @', 'out is not marked as made by @');

      let lines = await hoverCell(page, 2, 5);
      assert(lines[0] === `out[0, 2, 5] = ${torch.cells['out[0, 2, 5]']}`, `hover on out[0, 2, 5]:\n${lines.join('\n')}`);
      assert(lines[1] === '= wei[0, 2, :] \u00b7 v[0, :, 5]', `out's dot product:\n${lines.join('\n')}`);
      assert(Number(sumOf(lines)).toFixed(4) === torch.cells['out[0, 2, 5]'], `the sum is not the cell:\n${lines.join('\n')}`);
      await page.mouse.down();
      await frames(page, 2);
      await page.mouse.up();
      await frames(page, 3);
      chosen = await inspector(page);
      assert(JSON.stringify(chosen.pinned) === '[2,5]', `a click did not pin out[0, 2, 5]: ${JSON.stringify(chosen.pinned)}`);
      await checkScreenshot(page, 'inspector-out-1280x800.png');

      await click(page, 'inspector_item:scores');
      lines = await hoverCell(page, 0, 3);
      assert(lines[0] === `scores[0, 0, 3] = ${torch.cells['scores[0, 0, 3]']}` && lines[0].endsWith('= -inf'),
        `hover on a masked score:\n${lines.join('\n')}`);
      assert(/minus infinity/.test(lines[1]), `-inf is not named:\n${lines.join('\n')}`);
      lines = await hoverCell(page, 3, 1);
      assert(lines[0] === `scores[0, 3, 1] = ${torch.cells['scores[0, 3, 1]']}`, `hover on scores[0, 3, 1]:\n${lines.join('\n')}`);
      await checkScreenshot(page, 'inspector-scores-1280x800.png');

      await click(page, 'inspector_item:q');
      lines = await hoverCell(page, 1, 3);
      assert(lines[0] === `q[0, 1, 3] = ${torch.cells['q[0, 1, 3]']}`, `hover on q[0, 1, 3]:\n${lines.join('\n')}`);
      assert(lines[1] === '= x[0, 1, :] \u00b7 query.weight[3, :]', `q's dot product (a Linear):\n${lines.join('\n')}`);
      assert(Number(sumOf(lines)).toFixed(4) === torch.cells['q[0, 1, 3]'], `the sum is not the cell:\n${lines.join('\n')}`);
    });
  }],

  ['the keyboard moves a 4-D tensor\'s slice and picks a cell; bool and integer tensors have their own scales', async () => {
    const code = 'import torch\ntorch.manual_seed(3)\na = torch.randn(2, 3, 4, 5)\n' +
                 'mask = torch.tril(torch.ones(4, 4)) == 0\nidx = torch.arange(12).view(3, 4)\n';
    const torch = torchTensors(code, ['a[1, 2, 0, 0]', 'a[1, 2, 1, 1]', 'mask[0, 1]', 'mask[2, 1]', 'idx[2, 3]']);
    await withPlayground({ width: 720, height: 480 }, async (page) => {
      await page.evaluate((text) => window.qkv.setCode(text), code);
      await click(page, 'code_run');
      await waitRunEnded(page);
      assertListMatchesTorch((await inspector(page)).tensors, torch.tensors);
      await click(page, 'inspector_item:a');
      // Tab through the page's controls (Escape leaves the code editor, where Tab would indent).
      const tabTo = async (name) => {
        for (let i = 0; i < 100; i += 1) {
          const focus = await callModule(page, 'keyboard.js', 'keyboardFocus');
          if (focus && focus.name === name) return;
          const inEditor = await focusedElement(page) === 'code-input';
          if (inEditor) await press(page, 'Escape');
          await press(page, 'Tab');
        }
        throw new Error(`Tab never reached ${name} (at ${JSON.stringify(await callModule(page, 'keyboard.js', 'keyboardFocus'))})`);
      };
      await tabTo('inspector_slice:0');
      await press(page, 'Space');
      await press(page, 'ArrowRight');
      await press(page, 'Space');
      await tabTo('inspector_slice:1');
      await press(page, 'Space');
      await press(page, 'ArrowRight');
      await press(page, 'ArrowRight');
      await press(page, 'Space');
      let chosen = await inspector(page);
      assert(JSON.stringify(chosen.slice) === '[1,2]', `the sliders chose slice ${JSON.stringify(chosen.slice)}`);
      assert(JSON.stringify((await getState(page)).inspect) === '{"tensor":"a","slice":[1,2]}',
        `getState().inspect: ${JSON.stringify((await getState(page)).inspect)}`);
      await tabTo('heatmap:inspector');
      chosen = await inspector(page);
      assert(chosen.cell[0] === `a[1, 2, 0, 0] = ${torch.cells['a[1, 2, 0, 0]']}`, `the keyboard's cell:\n${chosen.cell.join('\n')}`);
      await press(page, 'Space');
      await press(page, 'ArrowDown');
      await press(page, 'ArrowRight');
      await press(page, 'Enter');
      chosen = await inspector(page);
      assert(JSON.stringify(chosen.pinned) === '[1,1]', `Enter did not keep the cell: ${JSON.stringify(chosen.pinned)}`);
      assert(chosen.cell[0] === `a[1, 2, 1, 1] = ${torch.cells['a[1, 2, 1, 1]']}`, `the picked cell:\n${chosen.cell.join('\n')}`);
      await checkScreenshot(page, 'inspector-4d-720x480.png');

      await click(page, 'inspector_item:mask');
      let lines = await hoverCell(page, 0, 1);
      assert(lines[0] === `mask[0, 1] = ${torch.cells['mask[0, 1]']}`, `hover on mask[0, 1]:\n${lines.join('\n')}`);
      lines = await hoverCell(page, 2, 1);
      assert(lines[0] === `mask[2, 1] = ${torch.cells['mask[2, 1]']}`, `hover on mask[2, 1]:\n${lines.join('\n')}`);
      await checkScreenshot(page, 'inspector-bool-720x480.png');
      await click(page, 'inspector_item:idx');
      lines = await hoverCell(page, 2, 3);
      assert(lines[0] === `idx[2, 3] = ${torch.cells['idx[2, 3]']}`, `hover on idx[2, 3]:\n${lines.join('\n')}`);
    });
  }],

  ['a phone: taps open the fourth tab, run it, choose wei and pin a cell; nothing is cut off', async () => {
    const torch = torchTensors(attentionCode, ['wei[0, 3, 2]']);
    await withPlayground({ width: 390, height: 844, phone: true, deviceScaleFactor: 2 }, async (page) => {
      await tap(page, 'code_tab_4');
      assert((await getState(page)).example === 4, 'a tap did not open the fourth tab');
      await tap(page, 'code_run');
      await waitRunEnded(page);
      const listed = (await inspector(page)).tensors.map((t) => t.name);
      assert(listed.includes('wei'), `after a tap on Run the list holds ${listed.join(', ')}`);
      await tap(page, 'inspector_item:wei');
      assert((await inspector(page)).selected === 'wei', 'a tap did not choose wei');
      const point = await cellPoint(page, 3, 2);
      await touch(page, point.x, point.y);
      const chosen = await inspector(page);
      assert(JSON.stringify(chosen.pinned) === '[3,2]', `a tap did not pin wei[0, 3, 2]: ${JSON.stringify(chosen.pinned)}`);
      assert(chosen.cell[0] === `wei[0, 3, 2] = ${torch.cells['wei[0, 3, 2]']}`, `the tapped cell:\n${chosen.cell.join('\n')}`);
      const cells = await widgetRect(page, 'heatmap:inspector');
      assert(cells.x >= 0 && cells.x + cells.width <= 390, `the heatmap does not fit the phone: ${JSON.stringify(cells)}`);
      assert(cells.width / 4 >= 44 && cells.height / 4 >= 24, `wei's cells are too small to tap: ${JSON.stringify(cells)}`);
      await reveal(page, 'inspector_pinned');
      await checkScreenshot(page, 'inspector-phone-390x844.png');
    });
  }],

  ['a phone: one tap opens each code tab, each after a tap on another', async () => {
    await withPlayground({ width: 390, height: 844, phone: true, deviceScaleFactor: 2 }, async (page) => {
      // The pointer rests where the last tap left it, on another tab: the tap must still land at once.
      for (const number of [4, 1, 3, 2, 4]) {
        await tap(page, `code_tab_${number}`);
        const { example } = await getState(page);
        assert(example === number, `one tap on tab ${number} left tab ${example} open`);
      }
    });
  }],

  ['a reload shows the same tensor and slice, listed from the code run again', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'code_tab_4');
      await click(page, 'code_run');
      await waitRunEnded(page);
      await click(page, 'inspector_item:scores');
      await frames(page, 3);
      await page.reload();
      await waitReady(page);
      await page.waitForFunction(() => window.qkv.inspector().tensors.length > 0 && !window.qkv.getState().running,
        null, { timeout: 20000 }).catch(() => { throw new Error('no tensors listed after the reload'); });
      const chosen = await inspector(page);
      assert((await getState(page)).example === 4, 'the reload did not keep the fourth tab open');
      assert(chosen.selected === 'scores' && chosen.note === '', `after the reload: ${chosen.selected}, "${chosen.note}"`);
    });
  }],

  ['Copy link carries the chosen tensor and slice with the code; the link opens on them, with or without run=1', async () => {
    const code = 'import torch\ntorch.manual_seed(3)\na = torch.randn(2, 3, 4, 5)\nb = a.sum(dim=0)\nprint(b.shape)\n';
    const torch = torchTensors(code, []);
    let link = null;
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await page.evaluate((text) => window.qkv.setCode(text), code);
      await click(page, 'code_run');
      await waitRunEnded(page);
      await click(page, 'inspector_item:a');
      await page.evaluate(() => window.qkv.inspect('a', [1, 2]));
      await frames(page, 3);
      link = new URL(await page.evaluate(() => window.qkv.permalink()));
    });
    assert(link.searchParams.get('tensor') === 'a,1,2' && link.searchParams.get('run') === '1',
      `the link's tensor=${link.searchParams.get('tensor')}, run=${link.searchParams.get('run')}`);
    const withoutRun = new URLSearchParams(link.search);
    withoutRun.delete('run');
    for (const query of [link.search, `?${withoutRun}`]) {
      await withPlayground({ width: 1280, height: 800, query }, async (page) => {
        await page.waitForFunction(() => window.qkv.inspector().tensors.length > 0 && !window.qkv.getState().running,
          null, { timeout: 20000 }).catch(() => { throw new Error(`no tensors listed when opening ${query}`); });
        const chosen = await inspector(page);
        assertListMatchesTorch(chosen.tensors, torch.tensors);
        assert(chosen.selected === 'a' && JSON.stringify(chosen.slice) === '[1,2]' && chosen.note === '',
          `${query} opened on ${chosen.selected} ${JSON.stringify(chosen.slice)} "${chosen.note}"`);
        // Listing the tensors ran the link's code, with or without run=1.
        const state = await page.evaluate(() => window.qkv.getState());
        assertEqualText(state.code_output, torch.printed, `the console after opening ${query}`);
        await reveal(page, 'heatmap:inspector', { top: 60, bottom: 60 });
        await frames(page, 3);
        await saveScreenshot(page, `inspector-link${query === link.search ? '' : '-no-run'}-1280x800.png`);
      });
    }
    // A link with run=1 and no tensor: its code runs at once, the page's own first run giving way to it.
    const runOnly = new URLSearchParams(link.search);
    runOnly.delete('tensor');
    await withPlayground({ width: 1280, height: 800, query: `?${runOnly}` }, async (page) => {
      await page.waitForFunction(() => window.qkv.getState().code_output && !window.qkv.getState().running,
        null, { timeout: 20000 });
      assertEqualText((await getState(page)).code_output, torch.printed, `the console after opening ?${runOnly}`);
    });
  }],
]);
