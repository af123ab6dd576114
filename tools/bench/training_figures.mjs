// training_figures.mjs — the programs of programs.mjs timed in the page's Python worker and in real PyTorch, and
// the heap a long training run holds (the interpreter compiled to wasm, under node: tests/wasm/python_heap_wasm.cpp).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openPlayground, waitReady, repoRoot } from '../../tests/browser/harness.mjs';
import { median } from './stats.mjs';
import { tinyOp, trainStep, trainHeap, repeated } from './programs.mjs';

const wasmDir = process.env.QKV_WASM_DIR || path.join(repoRoot, 'build/wasm');

// Milliseconds of one run of `code` in the page's worker, from the call to the answer.
async function runMs(page, code) {
  return page.evaluate(async (source) => {
    const start = performance.now();
    const answer = await window.qkv.run(source);
    return { ok: answer.ok, error: answer.error, ms: performance.now() - start };
  }, code);
}

// Seconds per repetition of the program's body in the page: (time(high) - time(low)) / (high - low), median of
// `repeats`; null with the error when the program does not run here.
async function pagePerUnit(page, program, repeats) {
  const [low, high] = program.counts;
  const units = [];
  for (let i = 0; i < repeats; i += 1) {
    const fewer = await runMs(page, repeated(program, low));
    if (!fewer.ok) return { seconds: null, error: fewer.error };
    const more = await runMs(page, repeated(program, high));
    if (!more.ok) return { seconds: null, error: more.error };
    units.push((more.ms - fewer.ms) / 1000 / (high - low));
  }
  return { seconds: median(units) };
}

// The same in real PyTorch, one thread, the import excluded (tools/bench/torch_programs.py).
function torchPerUnit(program, repeats) {
  const script = path.join(repoRoot, 'tools/bench/torch_programs.py');
  const input = JSON.stringify({ setup: program.setup, body: program.body, counts: program.counts, repeats });
  try {
    const answer = execFileSync('/usr/bin/python3', [script], {
      input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ATEN_CPU_CAPABILITY: 'avx2', OMP_NUM_THREADS: '1' },
    });
    return { seconds: JSON.parse(answer).seconds_per_unit };
  } catch (error) {
    return { seconds: null, error: `PyTorch could not run it: ${String(error.stderr || error).trim().split('\n').at(-1)}` };
  }
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

export async function measureTraining({ repeats = 5, heapCounts = trainHeap.counts } = {}) {
  const session = await openPlayground({ width: 1280, height: 800 });
  try {
    await waitReady(session.page);
    const tiny = { page: await pagePerUnit(session.page, tinyOp, repeats), torch: torchPerUnit(tinyOp, repeats) };
    const train = { page: await pagePerUnit(session.page, trainStep, Math.max(1, Math.round(repeats / 2))),
                    torch: torchPerUnit(trainStep, Math.max(1, Math.round(repeats / 2))) };
    return { tiny, train, heap: heapGrowth(heapCounts), problems: session.problems };
  } finally {
    await session.close();
  }
}
