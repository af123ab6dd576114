// module_graph.mjs — the page's module graph, read from the built site: the modules a module imports
// (`import ... from './x.js'`, `export ... from './x.js'`, `import './x.js'`), the files it fetches by URL as it
// starts (`new URL('file', import.meta.url)`), and apart from those the modules it loads later on purpose
// (`import('./x.js')`, after the first frame or on first use).
import fs from 'node:fs';
import path from 'node:path';

// The built copies are minified (cmake/App.cmake): double quotes, no spaces, several statements on a line.
const matches = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[2]);
export const staticImports = (code) => [
  ...matches(code, /\bfrom\s*(['"])(\.\/[^'"]+)\1/g),
  ...matches(code, /(?:^|[;}\s])import\s*(['"])(\.\/[^'"]+)\1/gm),
];
export const dynamicImports = (code) => matches(code, /\bimport\(\s*(['"])(\.\/[^'"]+)\1\s*\)/g);
const urlsAtStart = (code) => matches(code, /new URL\(\s*(['"])([^'"/]+)\1\s*,\s*import\.meta\.url\s*\)/g);

const readModule = (siteDir, name) => {
  const file = path.join(siteDir, name);
  if (!fs.existsSync(file)) throw new Error(`${name} is imported but ${file} does not exist`);
  return fs.readFileSync(file, 'utf8');
};

// Every module reachable from `entries` by static imports, in the order they are first reached, and the files
// they fetch by URL; `later`: the modules reachable only through a dynamic import, with their own static imports.
export function moduleClosure(siteDir, entries) {
  const modules = [];
  const files = [];
  const dynamic = [];
  const pending = [...entries];
  while (pending.length) {
    const name = path.posix.normalize(pending.shift());
    if (modules.includes(name)) continue;
    modules.push(name);
    const code = readModule(siteDir, name);
    pending.push(...staticImports(code));
    dynamic.push(...dynamicImports(code));
    for (const url of urlsAtStart(code)) if (!files.includes(url)) files.push(url);
  }
  const later = [];
  while (dynamic.length) {
    const name = path.posix.normalize(dynamic.shift());
    if (modules.includes(name) || later.includes(name)) continue;
    later.push(name);
    const code = readModule(siteDir, name);
    dynamic.push(...staticImports(code), ...dynamicImports(code));
  }
  return { modules, files, later };
}
