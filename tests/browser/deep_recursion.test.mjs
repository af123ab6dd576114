// deep_recursion.test.mjs — Python recursion as deep as CPython allows, in the page's worker (docs/recursion.md):
// the corpus's deep programs (990 nested calls, a recursive method, memoised fibonacci, a recursive __repr__,
// recursion through a list comprehension or a lambda, mutual recursion, each form past the limit caught as
// RecursionError, sys.setrecursionlimit up to 2000; the forms with the largest frames near the limit, try/finally,
// with, a for loop's body, and generator chains, which go on on fresh stacks; json, deepcopy, repr and == of deep
// data) print what CPython printed, on the first run of a fresh worker (WebAssembly's baseline code) and again once
// the code is hot, and the next run needs no restart. Where the browser has no WebAssembly.promising the worker
// nests 400 frames on its own stack: the same forms under that limit print what CPython prints with it. The chains
// (10^4–10^5 autograd nodes walked and freed, an RNN loop, containers and closures 200,000 deep) need no stack per
// link in the worker either.
import fs from 'node:fs';
import path from 'node:path';
import { openPlayground, waitReady, waitPython, runChecks, assert, repoRoot } from './harness.mjs';

const corpusDir = path.join(repoRoot, 'tests/python/corpus');
const PROGRAMS = ['deep_python_calls', 'deep_recursion_uncaught', 'deep_recursion', 'deep_python_frames_of_every_kind',
                  'deep_native_recursion'];
const CHAINS = ['deep_chain_backward', 'deep_loss_sums', 'deep_rnn_tanh', 'deep_chains_freed', 'py3_deep_nesting'];
const read = (name, extension) => fs.readFileSync(path.join(corpusDir, `${name}.${extension}`), 'utf8');

// The run's answer against CPython's: the same output, and the same last traceback line when it failed.
function checkRun(name, answer) {
  assert(answer.error_type !== 'RuntimeCrash', `${name} crashed the runtime: ${JSON.stringify(answer)}`);
  assert(answer.output === read(name, 'stdout'), `${name} printed ${JSON.stringify(answer.output.slice(-300))}`);
  const expectedError = read(name, 'stderr').trim().split('\n').pop() || '';
  if (read(name, 'exit').trim() === '0') {
    assert(answer.ok, `${name} failed: ${answer.error}`);
  } else {
    assert(!answer.ok && answer.error === expectedError, `${name}: ${answer.error} instead of ${expectedError}`);
  }
}

// The worker's script, with WebAssembly.promising removed before anything reads it: a browser without JSPI.
const withoutPromising = (page) => page.route('**/python-worker.js', async (route) => {
  const original = await route.fetch();
  const body = `delete WebAssembly.promising;\n${await original.text()}`;
  await route.fulfill({ response: original, body });
});

async function withPage(body, beforeLoad = null) {
  const session = await openPlayground({ width: 1280, height: 800, beforeLoad });
  try {
    await waitReady(session.page);
    await waitPython(session.page);
    await body(session.page);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

const run = (page, code) => page.evaluate((source) => window.qkv.run(source), code);

await runChecks('deep recursion', [
  ['each deep program matches CPython on a cold worker, then hot, and the next run needs no restart', async () => {
    await withPage(async (page) => {
      for (let round = 0; round < 3; round += 1) {
        for (const name of PROGRAMS) checkRun(name, await run(page, read(name, 'py')));
      }
      const answer = await run(page, 'print(sum(range(10)))');
      assert(answer.ok && answer.output === '45\n', `the run after the deep ones: ${JSON.stringify(answer)}`);
      const state = await page.evaluate(() => window.qkv.getState());
      assert(!/restarted/.test(state.code_output), `the runtime was restarted: ${state.code_output}`);
    });
  }],

  ['each chain program matches torch in the worker, cold and then hot, without a restart', async () => {
    await withPage(async (page) => {
      for (let round = 0; round < 2; round += 1) {
        for (const name of CHAINS) checkRun(name, await run(page, read(name, 'py')));
      }
      const state = await page.evaluate(() => window.qkv.getState());
      assert(!/restarted/.test(state.code_output), `the runtime was restarted: ${state.code_output}`);
    });
  }],

  ['without WebAssembly.promising the worker allows 400 frames: the forms under that limit match CPython', async () => {
    await withPage(async (page) => {
      const limit = await run(page, 'import sys\nprint(sys.getrecursionlimit())');
      assert(limit.ok && limit.output === '400\n', `the limit told to the program: ${JSON.stringify(limit)}`);
      for (let round = 0; round < 3; round += 1) checkRun('deep_python_calls_400', await run(page, read('deep_python_calls_400', 'py')));
      const beyond = await run(page, read('deep_python_calls', 'py'));
      assert(!beyond.ok && beyond.error === 'RecursionError: maximum recursion depth exceeded',
             `990 frames without a stack of its own: ${JSON.stringify(beyond.error)}`);
      const answer = await run(page, 'print(sum(range(10)))');
      assert(answer.ok && answer.output === '45\n', `the run after the deep ones: ${JSON.stringify(answer)}`);
    }, withoutPromising);
  }],
]);
