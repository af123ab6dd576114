// import_cycles.mjs — the import graph of a folder of ES modules, and its cycles. Reads the static imports
// (`import ... from './x.js'`, `import './x.js'`, `export ... from './x.js'`) and the dynamic ones
// (`import('./x.js')`) of every *.js file directly in the folder; only relative specifiers count.
//   node tools/web/import_cycles.mjs [folder]   prints each cycle and exits 1, or exits 0 when there is none
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const importPattern = /(?:\bimport\s*(?:[\w*${}\s,]*?\bfrom\s*)?|\bexport\s+[\w*${}\s,]*?\bfrom\s*|\bimport\s*\(\s*)['"](\.\/[^'"]+)['"]/g;

// Whole-line // comments and /* */ blocks say what a module imports without importing it.
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export function importGraph(folder) {
  const graph = new Map();
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.js')).sort()) {
    const source = withoutComments(fs.readFileSync(path.join(folder, name), 'utf8'));
    const targets = [...source.matchAll(importPattern)].map((match) => path.posix.normalize(match[1]));
    graph.set(name, [...new Set(targets)].filter((target) => target !== name));
  }
  return graph;
}

// Every elementary cycle, each once, starting from its smallest module name (the graphs are a few dozen nodes).
export function findCycles(graph) {
  const cycles = [];
  const names = [...graph.keys()].sort();
  for (const start of names) {
    const walk = (node, trail) => {
      for (const next of graph.get(node) || []) {
        if (next === start) cycles.push([...trail, start]);
        else if (next > start && graph.has(next) && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web');
  const graph = importGraph(folder);
  const cycles = findCycles(graph);
  for (const cycle of cycles) console.log(`import cycle: ${cycle.join(' -> ')}`);
  console.log(`${graph.size} modules in ${folder}, ${cycles.length} import cycle(s)`);
  process.exit(cycles.length ? 1 : 0);
}
