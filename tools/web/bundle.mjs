// bundle.mjs — the page's scripts and style sheets as the site serves them, minified by esbuild.
//
//   node bundle.mjs ESBUILD OUT_DIR --keep=a.js,b.js FILE...
//
// FILEs are web/'s scripts and style sheets and the generated modules. Everything the first frame needs (main.js
// and the modules it imports) is bundled into main.js alone: the first load fetches one module, not one per
// chunk (on a cold start each request is a round trip through a busy browser). The modules the page imports
// later (`import('./x.js')`) are bundled apart, what several of them share split into chunk-*.js files, and they
// reach the first frame's modules through main.js, so each has one instance: main.js exports every name of those
// modules under `<module>$<name>`, and in the later bundles each of them is a shim that re-exports those names
// under their own. The modules named by --keep stay files of their own name, the same instances the page runs:
// the browser tests and the bench reach into the running page through them. A dynamic import of a file that is
// not among the FILEs (the code editor's own bundle) is left as it is. A classic script (no import or export)
// is minified alone, its top-level names kept. A style sheet is bundled with the sheets it @imports, which are
// then not written on their own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { dynamicImports, staticImports } from './module_graph.mjs';

const isModule = (source) => /^\s*(import|export)\b/m.test(source);
const importedSheets = (source) => [...source.matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)].map((m) => m[1]);

// Run in the staging folder, with paths relative to it: esbuild names chunks by a hash of their content and of
// those paths, which then do not depend on where the folder is.
function esbuild(binary, staged, args, { minify = true } = {}) {
  execFileSync(binary, [...args, ...(minify ? ['--minify'] : []), '--log-level=warning'],
               { cwd: staged, stdio: 'inherit' });
}

// The modules reachable from `entries` through static imports, among `modules`.
function staticClosure(staged, modules, entries) {
  const reached = [];
  for (const pending = [...entries]; pending.length;) {
    const name = path.posix.normalize(pending.shift());
    if (reached.includes(name) || !modules.includes(name)) continue;
    reached.push(name);
    pending.push(...staticImports(fs.readFileSync(path.join(staged, name), 'utf8')));
  }
  return reached;
}

// What the page loads, sorted: the first frame's modules, the modules loaded later (`entries` are the ones
// imported by import() or kept, `modules` with what they import statically) and the files outside the bundle.
function pageGraph(staged, modules, keep) {
  const firstLoad = staticClosure(staged, modules, ['main.js']);
  const dynamicOf = (name) => dynamicImports(fs.readFileSync(path.join(staged, name), 'utf8'))
    .map((imported) => path.posix.normalize(imported));
  const entries = [];
  const outside = [];
  for (const pending = [...firstLoad.flatMap(dynamicOf), ...keep]; pending.length;) {
    const name = pending.shift();
    if (!modules.includes(name)) {
      if (!outside.includes(name)) outside.push(name);
    } else if (!firstLoad.includes(name) && !entries.includes(name)) {
      entries.push(name);
      for (const reached of staticClosure(staged, modules, [name])) pending.push(...dynamicOf(reached));
    }
  }
  const later = staticClosure(staged, modules, entries).filter((name) => !firstLoad.includes(name));
  return { firstLoad, entries, later, outside };
}

// The names each module exports, as esbuild reads them.
function exportsOf(binary, staged, names) {
  const meta = path.join(staged, 'exports.meta.json');
  esbuild(binary, staged, [...names, '--format=esm', '--outdir=exports-scratch', `--metafile=${meta}`],
          { minify: false });
  const byEntry = new Map(Object.values(JSON.parse(fs.readFileSync(meta, 'utf8')).outputs)
    .filter((output) => output.entryPoint).map((output) => [output.entryPoint, output.exports]));
  return new Map(names.map((name) => [name, byEntry.get(name) || []]));
}

const mangled = (module, name) => `${module.replace(/\.js$/, '').replace(/[^A-Za-z0-9_]/g, '_')}$${name}`;
// A first-frame module as the later bundles and the tests see it: its names, read from main.js.
const shimOf = (module, names) =>
  `export { ${names.map((name) => `${mangled(module, name)} as ${name}`).join(', ')} } from './main.js';\n`;

function bundleModules(binary, outDir, staged, modules, keep) {
  const { firstLoad, entries, later, outside } = pageGraph(staged, modules, keep);
  const importedLater = later.flatMap((name) => staticImports(fs.readFileSync(path.join(staged, name), 'utf8')))
    .map((name) => path.posix.normalize(name));
  const shared = firstLoad.filter((name) => importedLater.includes(name) || keep.includes(name));
  const exported = exportsOf(binary, staged, shared);
  // A chunk of an earlier build, or a module it served on its own, would otherwise stay in the site.
  const served = ['main.js', ...entries, ...keep];
  const stale = fs.readdirSync(outDir).filter((name) => /^chunk-.*\.js$/.test(name) ||
                                                         (modules.includes(name) && !served.includes(name)));
  for (const name of stale) fs.rmSync(path.join(outDir, name));
  const externals = [...entries, ...outside].map((name) => `--external:./${name}`);

  const firstEntry = 'first-load.entry.js';
  fs.writeFileSync(path.join(staged, firstEntry), ["import './main.js';", ...shared.map((name) =>
    `export { ${exported.get(name).map((exp) => `${exp} as ${mangled(name, exp)}`).join(', ')} } from './${name}';`)]
    .join('\n'));
  esbuild(binary, staged, [firstEntry, '--bundle', '--format=esm', `--outfile=${path.join(outDir, 'main.js')}`,
                           ...externals]);

  const laterDir = path.join(staged, 'later');
  fs.mkdirSync(laterDir);
  for (const name of later) fs.copyFileSync(path.join(staged, name), path.join(laterDir, name));
  for (const name of shared) fs.writeFileSync(path.join(laterDir, name), shimOf(name, exported.get(name)));
  if (entries.length) {
    esbuild(binary, laterDir, [...entries, '--bundle', '--splitting', '--format=esm', `--outdir=${outDir}`,
                               '--chunk-names=chunk-[hash]', '--external:./main.js',
                               ...outside.map((name) => `--external:./${name}`)]);
  }
  for (const name of keep.filter((kept) => firstLoad.includes(kept))) {
    esbuild(binary, laterDir, [name, '--format=esm', `--outfile=${path.join(outDir, name)}`]);
  }
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
