// python_figures.mjs — the Python runtime in the page (a Web Worker): a Run of the lesson's Example from the call
// to the output on screen, the page's animation frames while a program runs for about five seconds, a single-head
// attention forward at (T, C, head_size) = (64, 1024, 64), and the interpreter's cost per statement.
//
// The last two are differences between runs of the same program with more and fewer repetitions, so that the
// trip to the worker and back, and the set-up, cancel out.
import fs from 'node:fs';
import path from 'node:path';
import { openPlayground, waitReady, repoRoot } from '../../tests/browser/harness.mjs';
import { median, percentile } from './stats.mjs';

const example = fs.readFileSync(path.join(repoRoot, 'assets/examples/3-example.py'), 'utf8');
const loop = (count, statements = 1) => `n = 0\nfor i in range(${count}):\n${'    n += i\n'.repeat(statements)}print(n)\n`;
// One head of self-attention as the course's next lesson writes it, run `repeat` times after the set-up.
const attention = (repeat) => `import torch
import torch.nn as nn
from torch.nn import functional as F
torch.manual_seed(1337)
T, C, head_size = 64, 1024, 64
x = torch.randn(T, C)
key = nn.Linear(C, head_size, bias=False)
query = nn.Linear(C, head_size, bias=False)
value = nn.Linear(C, head_size, bias=False)
tril = torch.tril(torch.ones(T, T))
for _ in range(${repeat}):
    k = key(x)
    q = query(x)
    wei = q @ k.transpose(-2, -1) * head_size**-0.5
    wei = wei.masked_fill(tril == 0, float('-inf'))
    wei = F.softmax(wei, dim=-1)
    out = wei @ value(x)
`;

// From qkv.run() to the first animation frame after its output reached the page.
async function runToScreen(page, code) {
  return page.evaluate((source) => new Promise((resolve) => {
    const start = performance.now();
    window.qkv.run(source).then((answer) => requestAnimationFrame(() => {
      resolve({ ok: answer.ok, error: answer.error, ms: performance.now() - start });
    }));
  }), code);
}

// Animation frame intervals while `code` runs in the worker.
async function framesDuring(page, code) {
  return page.evaluate((source) => new Promise((resolve) => {
    const times = [];
    let running = true;
    const tick = (time) => { times.push(time); if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const start = performance.now();
    window.qkv.run(source).then((answer) => {
      running = false;
      const intervals = times.slice(1).map((time, index) => time - times[index]);
      resolve({ ok: answer.ok, error: answer.error, seconds: (performance.now() - start) / 1000, intervals });
    });
  }), code);
}

// The median time of a run of `code` (from the call to the answer), after one warm-up run.
async function medianRun(page, code, runs) {
  const times = [];
  for (let i = 0; i <= runs; i += 1) {
    const run = await runToScreen(page, code);
    if (!run.ok) throw new Error(`a benchmark program failed: ${run.error}`);
    if (i > 0) times.push(run.ms);
  }
  return median(times);
}

// Milliseconds per extra unit of work: (time with `more` units - time with `fewer`) / (more - fewer).
async function perUnit(page, program, fewer, more, runs) {
  const [low, high] = [await medianRun(page, program(fewer), runs), await medianRun(page, program(more), runs)];
  return (high - low) / (more - fewer);
}

export async function measurePython({ runs = 15, programSeconds = 5 } = {}) {
  const session = await openPlayground({ width: 1280, height: 800 });
  try {
    const page = session.page;
    await waitReady(page);
    const exampleRuns = [];
    for (let i = 0; i < runs + 2; i += 1) {
      const run = await runToScreen(page, example);
      if (!run.ok) throw new Error(`the Example failed: ${run.error}`);
      if (i >= 2) exampleRuns.push(run.ms);  // the first runs warm the engine
    }
    // Calibrate a loop to last about `programSeconds`, then watch the page's frames while it runs.
    const probeCount = 1000000;
    const probe = await framesDuring(page, loop(probeCount));
    const count = Math.max(probeCount, Math.round(probeCount * programSeconds / Math.max(probe.seconds, 0.01)));
    const long = await framesDuring(page, loop(count));
    if (!long.ok) throw new Error(`the long program failed: ${long.error}`);
    const attentionForward = await perUnit(page, attention, 0, 20, Math.max(3, runs / 3));
    // A loop body of one statement against one of five: the loop's own cost cancels out.
    const statementMs = await perUnit(page, (statements) => loop(100000, statements), 1, 5, Math.max(3, runs / 3))
      / 100000;
    return { attentionForward, statementNs: statementMs * 1e6, exampleMedian: median(exampleRuns), exampleCount: exampleRuns.length, programSeconds: long.seconds,
             frameMedian: median(long.intervals), frameP95: percentile(long.intervals, 0.95),
             frameCount: long.intervals.length, problems: session.problems };
  } finally {
    await session.close();
  }
}
