// web_import_cycles_test.mjs — web/'s modules import each other without a cycle (tools/web/import_cycles.mjs).
// The checker is first tried on scratch folders: a cyclic pair and a longer cycle through a dynamic import must be
// found, an acyclic chain and an import named only in a comment must not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, importGraph } from '../../tools/web/import_cycles.mjs';

const webSource = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web');

const cyclesIn = (files) => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(scratch, name), text);
  const cycles = findCycles(importGraph(scratch));
  fs.rmSync(scratch, { recursive: true });
  return cycles.map((cycle) => cycle.join(' -> '));
};

assert.deepEqual(cyclesIn({ 'a.js': "import { b } from './b.js';\n", 'b.js': "import { a } from './a.js';\n" }),
                 ['a.js -> b.js -> a.js']);
assert.deepEqual(cyclesIn({
  'a.js': "import {\n  b,\n} from './b.js';\n",
  'b.js': "export { c } from './c.js';\n",
  'c.js': "const later = () => import('./a.js');\n",
}), ['a.js -> b.js -> c.js -> a.js']);
assert.deepEqual(cyclesIn({
  'a.js': "import './b.js';\n",
  'b.js': "import { c } from './c.js';\n// import { a } from './a.js';\n",
  'c.js': "/* import './a.js'; */\nexport const c = 1;\n",
}), []);

const graph = importGraph(webSource);
assert.ok(graph.size > 10, `only ${graph.size} modules found in ${webSource}`);
const cycles = findCycles(graph);
assert.deepEqual(cycles.map((cycle) => cycle.join(' -> ')), [], 'web/ has import cycles');
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
console.log(`web_import_cycles: ${graph.size} modules, ${edges} imports, no cycle`);
