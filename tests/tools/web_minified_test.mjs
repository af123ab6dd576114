// web_minified_test.mjs — web/'s scripts and style sheets reach build/web/ minified (tools/web/bundle.mjs), and
// what other modules and pages rely on survives: every script the site serves parses as the kind of script it
// is; a module served under its own name exports what its source exports (main.js also lends the names of the
// modules bundled into it to the later ones), a classic script keeps its top-level names; every module of web/ is
// in the page's graph (bundled from main.js, statically or through a dynamic import), the first frame fetches
// main.js alone, and every import of the built site names a file it has; a style sheet another @imports is joined into
// it, smaller than their sources together. Usage: node web_minified_test.mjs BUILD_WEB_DIR
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { dynamicImports, moduleClosure, staticImports } from '../../tools/web/module_graph.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const esbuild = createRequire(path.join(root, 'tools/editor/package.json'))('esbuild');
const webSource = path.join(root, 'web');
const webBuild = process.argv[2];
const generatedModules = path.join(webBuild || '', '../page-modules');  // cmake/App.cmake
assert.ok(webBuild && fs.existsSync(webBuild), `usage: node web_minified_test.mjs BUILD_WEB_DIR (got ${webBuild})`);

const isModule = (source) => /^\s*(import|export)\b/m.test(source);
const read = (file) => fs.readFileSync(file, 'utf8');

// The names a module exports, as esbuild reads them.
function exportsOf(file) {
  const result = esbuild.buildSync({ entryPoints: [file], bundle: false, write: false, metafile: true,
                                     format: 'esm', logLevel: 'silent', outdir: '/nowhere' });
  return [...Object.values(result.metafile.outputs)[0].exports].sort();
}
// The modules a module imports, statically or not, by file name.
const importsOf = (file) => [...staticImports(read(file)), ...dynamicImports(read(file))].map((name) => path.basename(name));

// A classic script's top-level declarations are globals other scripts may read.
const topLevelNames = (source) =>
  [...source.matchAll(/^(?:function\s*\*?\s*|(?:const|let|var|class)\s+)([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]).sort();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'web-minified-'));
const parses = (name, code, module) => {
  const copy = path.join(scratch, name.replace(/\.js$/, module ? '.mjs' : '.cjs'));
  fs.writeFileSync(copy, code);
  execFileSync(process.execPath, ['--check', copy]);  // throws on a syntax error
};

const sources = fs.readdirSync(webSource).filter((file) => /\.(js|css)$/.test(file));
let checked = 0;

// Scripts: a module the site serves under its own name keeps its exports; a classic script is minified alone.
function checkModule(name, builtFile) {
  if (!fs.existsSync(builtFile)) return;  // bundled into main.js or a chunk; its place is checked below
  parses(name, read(builtFile), true);
  const own = exportsOf(path.join(webSource, name));
  const built = exportsOf(builtFile);
  if (name === 'main.js') {
    // Beside its own: the names of the modules bundled into it that later modules import, as `<module>$<name>`.
    const lent = built.filter((exported) => !own.includes(exported));
    for (const exported of lent) {
      const [module, inner] = exported.split('$');
      const file = `${module.replace(/_/g, '-')}.js`;
      const source = [webSource, generatedModules].map((dir) => path.join(dir, file)).find((f) => fs.existsSync(f));
      assert.ok(source && exportsOf(source).includes(inner), `main.js exports ${exported}, which no page module exports`);
    }
    assert.deepEqual(built.filter((exported) => !lent.includes(exported)), own, 'main.js: its exports changed');
    return;
  }
  assert.deepEqual(built, own, `${name}: its exports changed`);
}
function checkClassicScript(name, source, builtFile) {
  assert.ok(fs.existsSync(builtFile), `${name} is missing from ${webBuild}`);
  const built = read(builtFile);
  assert.ok(built.length < source.length, `${name}: the copy (${built.length} B) is not smaller than its source`);
  parses(name, built, false);
  for (const global of topLevelNames(source)) {
    assert.match(built, new RegExp(`\\b${global.replace('$', '\\$')}\\b`), `${name}: ${global}`);
  }
}
const modules = [];
for (const name of sources.filter((file) => file.endsWith('.js'))) {
  const source = read(path.join(webSource, name));
  if (isModule(source)) {
    modules.push(name);
    checkModule(name, path.join(webBuild, name));
  } else {
    checkClassicScript(name, source, path.join(webBuild, name));
  }
  checked += 1;
}

// Every module of web/ is reached from main.js in the sources' graph, so the bundle holds it.
const reached = new Set(['main.js']);
for (const pending = ['main.js']; pending.length;) {
  for (const imported of importsOf(path.join(webSource, pending.shift()))) {
    if (modules.includes(imported) && !reached.has(imported)) {
      reached.add(imported);
      pending.push(imported);
    }
  }
}
assert.deepEqual(modules.filter((name) => !reached.has(name)), [], 'modules of web/ the page never imports');

// The built site's graph: every file it imports is there, and each parses (chunks included).
const site = moduleClosure(webBuild, ['main.js']);
for (const name of [...site.modules, ...site.later].filter((file) => /^chunk-/.test(file))) {
  parses(name, read(path.join(webBuild, name)), true);
}
assert.deepEqual(site.modules, ['main.js'], 'the first frame fetches more modules than main.js: not bundled into one');

// Style sheets: those another sheet @imports are joined into it.
const sheets = sources.filter((file) => file.endsWith('.css'));
const importedBy = {};
for (const name of sheets) {
  for (const match of read(path.join(webSource, name)).matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)) {
    importedBy[match[1]] = name;
  }
}
for (const name of sheets) {
  const builtFile = path.join(webBuild, name);
  if (importedBy[name]) {
    assert.ok(!fs.existsSync(builtFile), `${name} is joined into ${importedBy[name]}, yet served on its own`);
  } else {
    assert.ok(fs.existsSync(builtFile), `${name} is missing from ${webBuild}`);
    const parts = [name, ...Object.keys(importedBy).filter((part) => importedBy[part] === name)];
    const sourceBytes = parts.reduce((sum, part) => sum + read(path.join(webSource, part)).length, 0);
    const built = read(builtFile);
    assert.ok(built.length < sourceBytes, `${name}: the built sheet (${built.length} B) is not smaller than its sources`);
    assert.ok(!/@import/.test(built), `${name}: the built sheet still @imports`);
  }
  checked += 1;
}
fs.rmSync(scratch, { recursive: true });
assert.ok(checked > 10, `only ${checked} files found in ${webSource}`);
console.log(`web_minified: ${checked} scripts and style sheets reach ${webBuild} minified and bundled` +
            ` (${site.modules.length} modules before the first frame)`);
