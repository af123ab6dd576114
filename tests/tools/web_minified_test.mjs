// web_minified_test.mjs — every script and style sheet of web/ reaches build/web/ minified (cmake/App.cmake runs
// esbuild on each), smaller than its source, and a script keeps what other modules and pages rely on: it parses
// as the kind of script it is, exports the same names, imports the same modules and keeps a classic script's
// top-level names. Usage: node web_minified_test.mjs BUILD_WEB_DIR
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const esbuild = createRequire(path.join(root, 'tools/editor/package.json'))('esbuild');
const webSource = path.join(root, 'web');
const webBuild = process.argv[2];
assert.ok(webBuild && fs.existsSync(webBuild), `usage: node web_minified_test.mjs BUILD_WEB_DIR (got ${webBuild})`);

// What esbuild reads of a module's interface: its exports and the paths it imports, statically or not.
function moduleInterface(file) {
  const result = esbuild.buildSync({
    entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'silent',
    outdir: '/nowhere',
  });
  const [input] = Object.values(result.metafile.inputs);
  const [output] = Object.values(result.metafile.outputs);
  return { exports: [...output.exports].sort(), imports: input.imports.map((entry) => entry.path).sort() };
}

// A classic script's top-level declarations are globals other scripts may read.
const topLevelNames = (source) =>
  [...source.matchAll(/^(?:function\s*\*?\s*|(?:const|let|var|class)\s+)([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]).sort();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'web-minified-'));
let checked = 0;
for (const name of fs.readdirSync(webSource).filter((file) => /\.(js|css)$/.test(file))) {
  const sourceFile = path.join(webSource, name);
  const builtFile = path.join(webBuild, name);
  assert.ok(fs.existsSync(builtFile), `${name} is missing from ${webBuild}`);
  const source = fs.readFileSync(sourceFile, 'utf8');
  const built = fs.readFileSync(builtFile, 'utf8');
  assert.ok(built.length < source.length, `${name}: the copy (${built.length} B) is not smaller than its source`);
  if (name.endsWith('.js')) {
    const isModule = /^\s*(import|export)\b/m.test(source);
    const copy = path.join(scratch, name.replace(/\.js$/, isModule ? '.mjs' : '.cjs'));
    fs.writeFileSync(copy, built);
    execFileSync(process.execPath, ['--check', copy]);  // throws on a syntax error
    assert.deepEqual(moduleInterface(builtFile), moduleInterface(sourceFile), `${name}: its interface changed`);
    if (!isModule) {
      const names = topLevelNames(source);
      for (const global of names) assert.match(built, new RegExp(`\\b${global.replace('$', '\\$')}\\b`), `${name}: ${global}`);
    }
  }
  checked += 1;
}
fs.rmSync(scratch, { recursive: true });
assert.ok(checked > 10, `only ${checked} files found in ${webSource}`);
console.log(`web_minified: ${checked} scripts and style sheets reach ${webBuild} minified, with their interfaces`);
