// bench_table.test.mjs — `make bench` runs and prints a complete table (every figure present, none missing).
// Its figures are not judged here: speed targets are for people reading the table, not for a test that flakes.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot, runChecks, assert } from './harness.mjs';

const expectedFigures = [
  /^payload +\| total raw \/ gzip -9 \/ brotli/m,
  /^payload +\| qkv-playground\.wasm raw/m,
  /^payload +\| qkv-python\.wasm raw/m,
  /^first load +\| \d+ files fetched before the first frame/m,
  /^first frame +\| cold, fresh profile/m,
  /^first frame +\| +cold: qkv\.ready after the first frame/m,
  /^python +\| cold: runtime ready after the first frame/m,
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
];

await runChecks('bench table', [
  ['make bench (quick) prints every figure', async () => {
    const output = await new Promise((resolve, reject) => {
      execFile(path.join(repoRoot, 'tools/bench.sh'), ['--quick'], { timeout: 600000, maxBuffer: 1 << 20 },
               (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
    });
    console.log(output);
    for (const figure of expectedFigures) assert(figure.test(output), `missing from the table: ${figure}`);
    const blanks = output.split('\n').filter((line) => /\| (n\/a|NaN)/.test(line));
    assert(blanks.length === 0, `figures without a value:\n${blanks.join('\n')}`);
  }],
]);
