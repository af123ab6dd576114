// payload.mjs — bytes of everything the page loads: raw, gzip -9 and brotli (quality 11), per file and in total:
// what index.html names and imports and wasm.js fetches, then the Python runtime, which loads after the first frame.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { moduleClosure } from '../web/module_graph.mjs';

// What index.html loads: itself, every same-origin stylesheet and script it names (read from the page, so a new
// file is counted the day it is added) with every module those scripts import and the files they fetch as they
// start (the runtime's script and wasm), then the modules loaded later (after the first frame or on first use) and
// the Python runtime's worker and wasm. Each file is counted once (index.html's preload links name many of them
// again). The favicon is inline.
export function pageFiles(webDir) {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^":]+)"/g)].map((match) => match[1]);
  const { modules, files, later } = moduleClosure(webDir, named.filter((name) => name.endsWith('.js')));
  return [...new Set(['index.html', ...named.filter((name) => !name.endsWith('.js')), ...modules, ...files, ...later,
                      'python-worker.js', 'python-calls.js', 'qkv-python.js', 'qkv-python.wasm'])];
}

export const measurePayload = (webDir) => measureFiles(webDir, pageFiles(webDir));

export function measureFiles(webDir, names) {
  const rows = names.map((name) => {
    const bytes = fs.readFileSync(path.join(webDir, name));
    return {
      name,
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = rows.reduce((sum, row) => ({ name: 'total', raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip,
                                             brotli: sum.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { rows, total };
}
