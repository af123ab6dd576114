// lesson_settings_test.mjs — the page's settings table is the core's: the ES module the generator writes exports
// exactly the table the core describes (read back through its JSON), the module the web build bundles into the
// page (build/page-modules/) is that same file, and no hand-kept copy sits in web/.
//
//     node lesson_settings_test.mjs GENERATOR PAGE_MODULES_DIR     GENERATOR: the native lesson_settings_js
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [generator, pageModules] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const table = JSON.parse(execFileSync(generator, ['--json'], { encoding: 'utf8' }));
const modulePath = join(mkdtempSync(join(tmpdir(), 'qkv-settings-')), 'lesson-settings.js');
execFileSync(generator, [modulePath]);
const { LESSON_SETTINGS } = await import(pathToFileURL(modulePath).href);

assert.deepEqual(LESSON_SETTINGS, table, 'the module exports the table');
assert.deepEqual(table.map((setting) => setting.name), ['seed', 'tokens', 'n_embd', 'n_head', 'bias']);
// The URL keys course authors' links already use.
assert.deepEqual(table.map((setting) => setting.url_key), ['seed', 'tokens', 'embd', 'heads', 'bias']);
assert(Object.isFrozen(LESSON_SETTINGS) && LESSON_SETTINGS.every(Object.isFrozen), 'the table is read-only');
let checks = 4;

const built = join(pageModules, 'lesson-settings.js');
if (existsSync(built)) {
  assert.equal(readFileSync(built, 'utf8'), readFileSync(modulePath, 'utf8'), `${built} is not the current table`);
  checks += 1;
} else {
  console.log(`(no ${built}: the web build has not run; its copy is not compared)`);
}

assert(!readdirSync(join(root, 'web')).includes('lesson-settings.js'), 'web/ must not keep a copy: the build writes it');
const tracked = execFileSync('git', ['ls-files', '--', '*lesson-settings.js'], { cwd: root, encoding: 'utf8' });
assert.equal(tracked, '', 'lesson-settings.js is generated, never committed');
checks += 2;
console.log(`lesson_settings_js: ${checks} checks passed`);
