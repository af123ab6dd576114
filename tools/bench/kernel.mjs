// kernel.mjs — the linear kernel and the full recompute, three ways from one run: the core compiled to wasm in
// Chromium (build/wasm/bench/bench_web.js), the same code native (qkv bench --json), PyTorch's F.linear on
// one thread (Debian's torch through /usr/bin/python3).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer } from '../serve.mjs';
import { launchChromium, repoRoot } from '../../tests/browser/harness.mjs';

const benchPage = '<!doctype html><meta charset="utf-8"><title>bench</title><script>' +
  'window.benchLines = []; var Module = { print: (line) => window.benchLines.push(line), printErr: (line) => console.warn(line) };' +
  '</script><script src="bench_web.js"></script>';

export async function wasmInChromium(benchDir = path.join(process.env.QKV_WASM_DIR || path.join(repoRoot, 'build/wasm'), 'bench')) {
  if (!fs.existsSync(path.join(benchDir, 'bench_web.js'))) throw new Error(`${benchDir}/bench_web.js is missing: run make web`);
  const { server, url } = await startServer(benchDir, { port: 0 });
  const browser = await launchChromium();
  try {
    await browser.page.route('**/bench.html', (route) => route.fulfill({ body: benchPage, contentType: 'text/html' }));
    await browser.page.goto(url + 'bench.html');
    await browser.page.waitForFunction(() => window.Module && window.Module.calledRun, null, { timeout: 60000 });
    const line = await browser.page.evaluate(() => { window.Module.callMain(['--json']); return window.benchLines.at(-1); });
    return JSON.parse(line);
  } finally {
    await browser.close();
    server.close();
  }
}

export function native(qkv = process.env.QKV_CLI || path.join(repoRoot, 'build/native/qkv')) {
  return JSON.parse(execFileSync(qkv, ['bench', '--json'], { encoding: 'utf8' }));
}

export function torch(python = '/usr/bin/python3') {
  const script = path.join(repoRoot, 'tools/bench/torch_linear.py');
  try {
    return JSON.parse(execFileSync(python, [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    return { error: `PyTorch not available through ${python}` };
  }
}
