// module_settings_test.mjs — the settings web/wasm.js puts on the runtime's `Module` are the ones the page's
// program is linked to read (-sINCOMING_MODULE_JS_API in cmake/App.cmake): a setting missing from the link
// would be ignored without a word. qkvReceive is the page's own, read by src/app/platform/web/bridge.js.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wasmJs = fs.readFileSync(path.join(root, 'web/wasm.js'), 'utf8');
const appCmake = fs.readFileSync(path.join(root, 'cmake/App.cmake'), 'utf8');

const block = wasmJs.match(/window\.Module = \{\n([\s\S]*?)\n {2}\};/);
assert.ok(block, 'web/wasm.js: no `window.Module = {` block found');
// The object's own keys: the lines at its first level of indentation that name a property or a method.
const given = [...block[1].matchAll(/^ {4}([A-Za-z_$][\w$]*)\s*(?:[:,(]|$)/gm)].map((m) => m[1]);
const bridgeOnly = new Set(['qkvReceive']);
const linked = appCmake.match(/-sINCOMING_MODULE_JS_API=([\w,]+)/);
assert.ok(linked, 'cmake/App.cmake: no -sINCOMING_MODULE_JS_API');
assert.deepEqual(given.filter((key) => !bridgeOnly.has(key)).sort(), linked[1].split(',').sort());
assert.ok(fs.readFileSync(path.join(root, 'src/app/platform/web/bridge.js'), 'utf8').includes('qkvReceive'));
console.log(`module_settings: wasm.js gives the runtime ${given.length - bridgeOnly.size} settings, all of them linked`);
