// module_graph.mjs — the page's static module graph, read from the built site: the modules a module imports
// (`import ... from './x.js'`, `export ... from './x.js'`, `import './x.js'`; a dynamic import() is left out, it
// loads later on purpose) and the files it fetches by URL as it starts (`new URL('file', import.meta.url)`).
import fs from 'node:fs';
import path from 'node:path';

const matches = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1]);
const staticImports = (code) => [
  ...matches(code, /\bfrom\s*'(\.\/[^']+)'/g),
  ...matches(code, /^\s*import\s*'(\.\/[^']+)'/gm),
];
const urlsAtStart = (code) => matches(code, /new URL\('([^'/]+)', import\.meta\.url\)/g);

// Every module reachable from `entries` by static imports, in the order they are first reached, and the files
// they fetch by URL.
export function moduleClosure(siteDir, entries) {
  const modules = [];
  const files = [];
  const pending = [...entries];
  while (pending.length) {
    const name = path.posix.normalize(pending.shift());
    if (modules.includes(name)) continue;
    modules.push(name);
    const file = path.join(siteDir, name);
    if (!fs.existsSync(file)) throw new Error(`${name} is imported but ${file} does not exist`);
    const code = fs.readFileSync(file, 'utf8');
    pending.push(...staticImports(code));
    for (const url of urlsAtStart(code)) if (!files.includes(url)) files.push(url);
  }
  return { modules, files };
}
