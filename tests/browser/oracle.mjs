// oracle.mjs — expected values for the browser tests, from the exact core's CLI (itself checked bit for bit
// against torch-written goldens) or from real PyTorch: never typed by hand.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './harness.mjs';

const cli = process.env.QKV_CLI || path.join(repoRoot, 'build/native/qkv');

// `qkv print|dump` for a state shaped like qkv.getState() ({seed, tokens, n_embd, n_head, bias}).
export function runCli(command, state) {
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run \`make native\` (or set QKV_CLI)`);
  const args = [command, '--seed', String(state.seed), '--tokens', String(state.tokens), '--embd', String(state.n_embd),
    '--heads', String(state.n_head)];
  if (state.bias) args.push('--bias');
  return execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
}

// What the app's console must show: `qkv print` (the Example's seven lines) plus the two-roles line of
// 2-two-roles.py, whose True/False comes from comparing q and k of `qkv dump`.
export function expectedOutput(state) {
  const lines = runCli('print', state).trimEnd().split('\n');
  const dump = JSON.parse(runCli('dump', state));
  const differ = JSON.stringify(dump.q) !== JSON.stringify(dump.k);
  return [...lines, `same input, different output: ${differ ? 'True' : 'False'}`];
}

// What real PyTorch prints for `script`: Debian's /usr/bin/python3 with torch 1.13.1, on one thread with AVX2
// kernels (as the goldens were made).
export function runTorch(script) {
  return execFileSync(process.env.QKV_TORCH_PYTHON || '/usr/bin/python3', ['-'], {
    input: script, encoding: 'utf8', maxBuffer: 1 << 26,
    env: { ...process.env, ATEN_CPU_CAPABILITY: 'avx2', OMP_NUM_THREADS: '1' },
  });
}
