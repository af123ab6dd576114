// bench_table.test.mjs — `make bench` runs and prints a complete table (every figure present, none missing).
// Its figures are not judged here: speed targets are for people reading the table, not for a test that flakes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runChecks, assert } from './harness.mjs';

const expectedFigures = [
  /^payload +\| total raw \/ gzip -9 \/ brotli/m,
  /^payload +\| qkv-playground\.wasm raw/m,
  /^payload +\| qkv-python\.wasm raw/m,
  /^first load +\| \d+ files fetched before the first frame/m,
  /^first frame +\| cold, fresh profile/m,
  /^first frame +\| +cold: qkv\.ready after the first frame/m,
  /^editor +\| CodeMirror and the completion names/m,
  /^editor +\| cold: editable after the first frame/m,
  /^python +\| cold: runtime ready after the first frame/m,
  /^python +\| +of which the worker itself was ready after it is on screen/m,
  /^python +\| +longest frame gap until then/m,
  /^python +\| +the same [\d.]+ ms with Python held back until after it/m,
  /^python +\| Run of the Example, call to output on screen/m,
  /^python +\| frame interval while a [\d.]+ s program runs/m,
  /^python +\| one attention head forward, \(T, C, head_size\) = \(64, 1024, 64\)/m,
  /^python +\| +interpreter overhead per statement/m,
  /^first frame +\| warm, reload/m,
  /^first frame +\| +cold: the next animation frame/m,
  /^first frame +\| +cold: page\.js ran/m,
  /^first frame +\| +the floor: cold, a page that only clears a WebGL2 canvas/m,
  /^frame time +\| 64x1024, n_head 1, pointer over W_q: median/m,
  /^frame time +\| +95th percentile/m,
  /^recompute +\| wasm in Chromium, \(64, 1024, 1\)/m,
  /^recompute +\| wasm in Chromium, \(4, 128, 4\)/m,
  /^memory +\| wasm heap top after the largest sizes/m,
  /^memory +\| heap growth over \d+ recomputes/m,
  /^memory +\| heap growth over \d+ runs of the Example/m,
  /^linear kernel +\| \(4, 128, 32\)/m,
  /^linear kernel +\| \(64, 512, 128\)/m,
  /^linear kernel +\| \(64, 1024, 1024\)/m,
  /^recompute +\| core alone \(64, 1024, 1\) wasm \/ native/m,
  /^first frame +\| on screen .* clear page \/ bare ImGui page \/ playground/m,
  /^python +\| `c = a \+ b` on 4 elements, per op: worker \/ PyTorch/m,
  /^python +\| +its first run in a freshly loaded page/m,
  /^training +\| GPT step \(64, 4 heads, 2 layers, block 16, batch 8\)/m,
  /^training +\| wasm heap growth over 1000 steps after warm-up/m,
];
// build/bench/figures.json: every budgeted figure, each with a value, or with the reason it has none.
const expectedNames = ['first_paint_vs_imgui_floor', 'first_load_gzip_kb', 'python_module_gzip_kb',
  'python_ready_after_on_screen_ms', 'tiny_op_vs_torch', 'train_step_gpt_vs_torch',
  'train_heap_growth_kb_per_1000_steps', 'linear_64x1024x1024_vs_torch', 'statement_ns',
  'attention_forward_64x1024x64_ms'];
// A program the playground refuses with its own "not supported" message cannot be timed: that row says why.
const refused = (line) => /\| n\/a \([^)]*is not supported/.test(line);

await runChecks('bench table', [
  ['make bench (quick) prints every figure', async () => {
    const output = await new Promise((resolve, reject) => {
      execFile(path.join(repoRoot, 'tools/bench.sh'), ['--quick'], { timeout: 600000, maxBuffer: 1 << 20 },
               (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
    });
    console.log(output);
    for (const figure of expectedFigures) assert(figure.test(output), `missing from the table: ${figure}`);
    const blanks = output.split('\n').filter((line) => /\| (n\/a|NaN)/.test(line) && !refused(line));
    assert(blanks.length === 0, `figures without a value:\n${blanks.join('\n')}`);
    const figures = JSON.parse(fs.readFileSync(path.join(repoRoot, 'build/bench/figures.json'), 'utf8'));
    assert(JSON.stringify(figures.map((figure) => figure.name)) === JSON.stringify(expectedNames),
           `figures.json names: ${figures.map((figure) => figure.name).join(', ')}`);
    for (const figure of figures) {
      for (const key of ['name', 'value', 'unit', 'target', 'met']) assert(key in figure, `${figure.name} has no ${key}`);
      assert(figure.value !== null || /is not supported/.test(figure.note || ''),
             `${figure.name} has no value: ${figure.note || 'and no reason'}`);
    }
  }],
]);
