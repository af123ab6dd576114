// bundle.mjs — the page's scripts and style sheets as the site serves them, minified by esbuild.
//
//   node bundle.mjs ESBUILD OUT_DIR --keep=a.js,b.js FILE...
//
// FILEs are web/'s scripts and style sheets and the generated modules. The ES modules are bundled from main.js
// and from each module the page imports later (`import('./x.js')`), what several of them share split into
// chunk-*.js files: the first frame then fetches a handful of files, one gzip stream each, instead of one per
// module (about 2.5 KB less gzip). The modules named by --keep also stay files of their own name, backed by the
// same chunks, so they are the instances the page runs: the browser tests and the bench reach into the running
// page through them. A dynamic import of a file that is not among the FILEs (the code editor's own bundle) is
// left as it is. A classic script (no import or export) is minified alone, its top-level names kept. A style
// sheet is bundled with the sheets it @imports, which are then not written on their own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { dynamicImports } from './module_graph.mjs';

const isModule = (source) => /^\s*(import|export)\b/m.test(source);
const importedSheets = (source) => [...source.matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)].map((m) => m[1]);

// Run in the staging folder, with paths relative to it: esbuild names chunks by a hash of their content and of
// those paths, which then do not depend on where the folder is.
function esbuild(binary, staged, args) {
  execFileSync(binary, [...args, '--minify', '--log-level=warning'], { cwd: staged, stdio: 'inherit' });
}

function bundleModules(binary, outDir, staged, modules, keep) {
  const later = modules.flatMap((name) => dynamicImports(fs.readFileSync(path.join(staged, name), 'utf8')));
  const external = [...new Set(later.filter((name) => !modules.includes(path.posix.normalize(name))))];
  const entries = [...new Set(['main.js', ...later.filter((name) => !external.includes(name)), ...keep])]
    .map((name) => path.posix.normalize(name));
  // A chunk of an earlier build, or a module it served on its own, would otherwise stay in the site.
  const stale = fs.readdirSync(outDir).filter((name) => /^chunk-.*\.js$/.test(name) ||
                                                         (modules.includes(name) && !entries.includes(name)));
  for (const name of stale) fs.rmSync(path.join(outDir, name));
  esbuild(binary, staged, [...entries, '--bundle', '--splitting', '--format=esm', `--outdir=${outDir}`,
                           '--chunk-names=chunk-[hash]', ...external.map((name) => `--external:${name}`)]);
}

function main() {
  const [binaryArg, outArg, keepOption, ...files] = process.argv.slice(2);
  if (!files.length || !keepOption?.startsWith('--keep=')) {
    console.error('usage: node bundle.mjs ESBUILD OUT_DIR --keep=a.js,b.js FILE...');
    process.exit(2);
  }
  const [binary, outDir] = [path.resolve(binaryArg), path.resolve(outArg)];
  const keep = keepOption.slice('--keep='.length).split(',').filter(Boolean);
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-page-'));
  const modules = [];
  const sheets = [];
  try {
    for (const file of files) {
      const name = path.basename(file);
      fs.copyFileSync(file, path.join(staged, name));
      const source = fs.readFileSync(file, 'utf8');
      if (name.endsWith('.css')) sheets.push({ name, source });
      else if (isModule(source)) modules.push(name);
      else esbuild(binary, staged, [name, `--outfile=${path.join(outDir, name)}`]);
    }
    const imported = new Set(sheets.flatMap(({ source }) => importedSheets(source)));
    for (const { name } of sheets) {
      if (imported.has(name)) fs.rmSync(path.join(outDir, name), { force: true });
      else esbuild(binary, staged, [name, '--bundle', `--outfile=${path.join(outDir, name)}`]);
    }
    bundleModules(binary, outDir, staged, modules, keep);
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}

main();
