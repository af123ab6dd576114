// training_figures.mjs — the programs of programs.mjs timed in the page's Python worker and in real PyTorch, and
// the heap a long training run holds (the interpreter compiled to wasm, under node: tests/wasm/python_heap_wasm.cpp).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openPlayground, waitReady, repoRoot } from '../../tests/browser/harness.mjs';
import { median } from './stats.mjs';
import { tinyOp, trainStep, trainHeap, repeated, selfTimed, perUnitFromOutput } from './programs.mjs';

const wasmDir = process.env.QKV_WASM_DIR || path.join(repoRoot, 'build/wasm');

// Seconds per repetition of the program's body in one run of its self-timed program in the page's worker; null
// with the error when the program does not run here or its timings are absurd.
async function pagePerUnit(page, program, options = {}) {
  const answer = await page.evaluate((source) => window.qkv.run(source), selfTimed(program));
  if (!answer.ok) return { seconds: null, error: answer.error };
  return perUnitFromOutput(program, answer.output, options);
}

// The same program in real PyTorch, one thread (tools/bench/torch_programs.py).
function torchPerUnit(program, repeats = 1) {
  const script = path.join(repoRoot, 'tools/bench/torch_programs.py');
  let answer;
  try {
    answer = execFileSync('/usr/bin/python3', [script], {
      input: JSON.stringify({ program: selfTimed(program), repeats }), encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ATEN_CPU_CAPABILITY: 'avx2', OMP_NUM_THREADS: '1' },
    });
  } catch (error) {
    return { seconds: null, error: `PyTorch could not run it: ${String(error.stderr || error).trim().split('\n').at(-1)}` };
  }
  const units = [];
  for (const output of JSON.parse(answer).outputs) {
    const unit = perUnitFromOutput(program, output);
    if (unit.seconds === null) return { seconds: null, error: `PyTorch: ${unit.error}` };
    units.push(unit.seconds);
  }
  return { seconds: median(units) };
}

// KB the wasm heap grows by over 1000 training steps (scaled from `counts`' difference) after a warm-up: memory after `warm-up + 1000` steps minus
// memory after the warm-up alone, in one process (memory only grows, with the heap's high-water mark).
function heapGrowth(counts) {
  const runner = path.join(wasmDir, 'tests/python_heap_wasm.js');
  if (!fs.existsSync(runner)) return { kb: null, error: `${runner} is missing: run make web` };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-heap-'));
  try {
    const files = counts.map((count, index) => {
      const file = path.join(folder, `train-${index}.py`);
      fs.writeFileSync(file, repeated(trainHeap, count));
      return file;
    });
    const answer = JSON.parse(execFileSync('node', ['--no-experimental-fetch', runner, ...files], { encoding: 'utf8' }));
    const failed = answer.runs.find((run) => !run.ok);
    if (failed) return { kb: null, error: failed.error };
    const [warm, long] = answer.runs.map((run) => run.memory_bytes);
    const steps = counts[1] - counts[0];
    return { kb: ((long - warm) / 1024) * (1000 / steps) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// The page against PyTorch, `repeats` pairs run one after the other, so that both sides of a pair see the same
// load on a shared machine: the ratio is the median of the pairs' ratios; the times are the medians of each side.
// A first run of the program in the page comes before the pairs and is reported on its own (`firstRun`): in a
// freshly loaded page V8 is still replacing the runtime's baseline code with optimised code, which made one or
// two of the first runs 1.3-2.3x slower than the rest, enough to move the median of five across 1.0. Its figure is
// the mean of both loops: with the code getting faster within the run, the longer loop can take less time.
async function compare(page, program, repeats) {
  const firstRun = await pagePerUnit(page, program, { mean: true });
  if (firstRun.seconds === null) {
    return { page: firstRun, torch: { seconds: null, error: 'not run' }, firstRun, ratio: NaN, error: firstRun.error };
  }
  const pairs = [];
  for (let i = 0; i < repeats; i += 1) {
    const pair = { page: await pagePerUnit(page, program), torch: torchPerUnit(program) };
    for (const side of ['page', 'torch']) {
      if (pair[side].seconds === null) return { ...pair, ratio: NaN, error: pair[side].error };
    }
    pairs.push(pair);
  }
  const secondsOf = (side) => ({ seconds: median(pairs.map((pair) => pair[side].seconds)) });
  return { page: secondsOf('page'), torch: secondsOf('torch'), firstRun,
           ratio: median(pairs.map((pair) => pair.page.seconds / pair.torch.seconds)) };
}

export async function measureTraining({ repeats = 5, heapCounts = trainHeap.counts } = {}) {
  const session = await openPlayground({ width: 1280, height: 800 });
  try {
    await waitReady(session.page);
    const tiny = await compare(session.page, tinyOp, repeats);
    const train = await compare(session.page, trainStep, Math.max(1, Math.round(repeats / 2)));
    return { tiny, train, heap: heapGrowth(heapCounts), problems: session.problems };
  } finally {
    await session.close();
  }
}
