// preload_links.mjs — writes the built index.html with a preload link for everything the page fetches before its
// first frame, so the browser asks for all of it at once instead of discovering one module import level at a time.
//
//   node preload_links.mjs SOURCE_INDEX_HTML SITE_DIR OUTPUT_INDEX_HTML
//
// What is preloaded is read from the site itself: the static import closure of index.html's module scripts (a
// dynamic import() is loaded later on purpose and is left out), and the files those modules name with
// `new URL('file', import.meta.url)` (the wasm runtime's script and binary). The links replace the line of
// index.html that holds the marker comment (`<!-- preload links ... -->`).
import fs from 'node:fs';

import { moduleClosure } from './module_graph.mjs';

const MARKER = '<!-- preload links';

const [sourceHtml, siteDir, outputHtml] = process.argv.slice(2);
if (!outputHtml) {
  console.error('usage: node preload_links.mjs SOURCE_INDEX_HTML SITE_DIR OUTPUT_INDEX_HTML');
  process.exit(2);
}

function linkFor(file) {
  if (file.endsWith('.wasm')) return `<link rel="preload" href="${file}" as="fetch" crossorigin>`;
  if (file.endsWith('.js')) return `<link rel="preload" href="${file}" as="script">`;
  throw new Error(`no preload kind for ${file}`);
}

const html = fs.readFileSync(sourceHtml, 'utf8');
const markerLine = html.split('\n').find((line) => line.includes(MARKER));
if (!markerLine) throw new Error(`${sourceHtml} has no ${MARKER} line`);
const indent = markerLine.slice(0, markerLine.indexOf(MARKER));
const entries = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]);
const { modules, files } = moduleClosure(siteDir, entries);
const links = [
  ...files.map(linkFor),
  ...modules.map((name) => `<link rel="modulepreload" href="${name}">`),
];
fs.writeFileSync(outputHtml, html.replace(markerLine, links.map((link) => indent + link).join('\n')));
