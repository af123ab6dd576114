// dist.mjs — `make dist`: the static site (build/web/) as two zips a course author can upload.
//
//   node tools/dist.mjs [WEB_DIR] [OUT_DIR]      (defaults: build/web build/dist)
//
//   qkv-playground-web.zip      every file of the site, a .gz and a .br beside each text file and .wasm (for
//                               servers that send precompressed files), and README.txt: how to host it (content
//                               types, the Content-Security-Policy header, the precompressed files)
//   qkv-playground-scorm12.zip  the same files with an imsmanifest.xml at the top: a SCORM 1.2 package whose SCO is
//                               index.html, launched by one item for the page and one per bundled lesson
//                               (?lesson=NAME); web/scorm.js reports the exercise's or the lesson's check to the LMS
//
// Only node is needed (its zlib has gzip, deflate and brotli): no zip program is assumed. The zips are the same
// for the same site (fixed dates, sorted names). tests/tools/dist_test.mjs reads them back with python3's zipfile.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { strictCsp, types } from './serve.mjs';
import { lessonsIn } from './web/lesson_list.mjs';

const COMPRESSED_KINDS = ['.html', '.js', '.mjs', '.css', '.wasm', '.txt', '.svg', '.json', '.py'];
const README = 'README.txt';
const MANIFEST = 'imsmanifest.xml';
const NOTICES = 'third-party-notices.txt';  // written by the build beside the code editor's bundle

// --- Zip (PKWARE APPNOTE: local headers, central directory, end record; deflate or store) -------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const DOS_TIME = 0;                                  // 00:00:00
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;  // 2024-01-01: the same bytes on every build

// entries: [{name, bytes}]; a .gz/.br is stored as it is, anything else deflated when that is smaller.
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = /\.(gz|br)$/.test(name) ? null : zlib.deflateRawSync(bytes, { level: 9 });
    const useDeflate = deflated !== null && deflated.length < bytes.length;
    const data = useDeflate ? deflated : bytes;
    const fields = (header) => {
      header.writeUInt16LE(20, 4);                          // version needed: 2.0
      header.writeUInt16LE(0x0800, 6);                      // names are UTF-8
      header.writeUInt16LE(useDeflate ? 8 : 0, 8);
      header.writeUInt16LE(DOS_TIME, 10);
      header.writeUInt16LE(DOS_DATE, 12);
      header.writeUInt32LE(crc32(bytes), 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(bytes.length, 22);
      header.writeUInt16LE(nameBytes.length, 26);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local);
    locals.push(local, nameBytes, data);
    // The central header has the version made by (at 4) first: its other fields sit 2 bytes further on.
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    const shifted = Buffer.alloc(30);
    fields(shifted);
    shifted.copy(central, 6, 4, 30);
    central.writeUInt16LE(20, 4);                           // made by: MS-DOS attributes, 2.0
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// Folders of build/web that are not the site: `make bench`'s reference pages (cmake/BenchFloor.cmake).
export const NOT_SITE_FOLDERS = ['bench'];

// --- The site's files --------------------------------------------------------------------------------------------
function siteFiles(webDir) {
  const names = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) { if (!NOT_SITE_FOLDERS.includes(path.relative(webDir, full))) walk(full); }
      else if (!/\.(gz|br)$/.test(entry.name)) names.push(path.relative(webDir, full).split(path.sep).join('/'));
    }
  };
  walk(webDir);
  return names.sort().map((name) => ({ name, bytes: fs.readFileSync(path.join(webDir, name)) }));
}

function precompressed(files) {
  const extra = [];
  for (const { name, bytes } of files) {
    if (!COMPRESSED_KINDS.includes(path.extname(name))) continue;
    extra.push({ name: `${name}.gz`, bytes: zlib.gzipSync(bytes, { level: 9 }) });
    extra.push({ name: `${name}.br`, bytes: zlib.brotliCompressSync(bytes, { params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    } }) });
  }
  return extra;
}

// The policy README.txt gives is the one the browser tests serve (tools/serve.mjs). It allows only the page's own
// files and data: images, so every URL index.html names must be one of those.
function checkPolicyCovers(indexHtml) {
  for (const [, attribute, url] of indexHtml.matchAll(/\s(src|href)="([^"]*)"/g)) {
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
    if (!relative && !(attribute === 'href' && url.startsWith('data:'))) {
      throw new Error(`index.html names ${url}, which the policy of tools/serve.mjs (${strictCsp}) does not allow`);
    }
  }
}

function readme(files) {
  const names = files.map(({ name }) => name).concat(README);
  const kinds = [...new Set(names.map((name) => path.extname(name)))].filter((kind) => kind).sort();
  const unknown = kinds.filter((kind) => !types[kind]);
  if (unknown.length) throw new Error(`no content type for ${unknown.join(', ')}: add it to tools/serve.mjs`);
  const width = Math.max(...kinds.map((kind) => kind.length));
  return [
    'Queries, Keys and Values playground: a static site',
    '',
    'Host these files as they are, in any folder of any web server (every URL inside is relative, and the pages',
    'request nothing from any other site). index.html is the playground; demo-course.html shows how to embed it',
    '(see also docs/embedding.md in the source).',
    '',
    'Content types: the server must send these (browsers refuse ES modules under another type for .js, and',
    'compile .wasm in streaming only as application/wasm).',
    '',
    ...kinds.map((kind) => `  ${kind.padEnd(width)}  ${types[kind]}`),
    '',
    'Content-Security-Policy: the playground works under this header (send it with every file; the Python',
    "worker takes its policy from python-worker.js's own headers, and 'wasm-unsafe-eval' is needed there too):",
    '',
    `  Content-Security-Policy: ${strictCsp}`,
    '',
    "To allow a course page on another site to embed it, add frame-ancestors with that site's origin, e.g.",
    "  ; frame-ancestors 'self' https://course.example.org",
    '',
    `Precompressed files: each ${COMPRESSED_KINDS.join(' ')} file has a .gz (gzip) and a .br (brotli) beside it.`,
    'A server may send FILE.br for FILE with "Content-Encoding: br" (or FILE.gz with "Content-Encoding: gzip")',
    'when the request\'s Accept-Encoding allows it, with FILE\'s content type and "Vary: Accept-Encoding";',
    'e.g. nginx with "gzip_static on; brotli_static on;". Servers that do not do this serve FILE itself.',
    '',
    ...(names.includes(NOTICES) ? [
      'Third-party software: the code editor (code-editor-cm.js) bundles CodeMirror 6, Lezer and their helpers, under',
      `the MIT licence; ${NOTICES} gives each package's notice and licence. Keep it with the files.`,
      '',
    ] : []),
    `SCORM: qkv-playground-scorm12.zip holds these files and an ${MANIFEST}: upload it to the LMS as a SCORM 1.2`,
    'package. It lists the playground and each bundled lesson as an item of its own (the same index.html with',
    '?lesson=NAME). Once the learner answers the exercise right, or a lesson\'s check passes, the page reports',
    '"passed" and a score (0 to 100; for the exercise higher for fewer tries) through the LMS\'s SCORM API;',
    'outside an LMS the page works as usual.',
    '',
  ].join('\n');
}

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text) => text.replace(/[&<>"]/g, (character) => XML_ESCAPES[character]);

// The lessons the build bundled: the site's lessons/ files, named and titled as the page's lesson picker names them.
function bundledLessons(webDir) {
  const folder = path.join(webDir, 'lessons');
  if (!fs.existsSync(folder)) return [];
  return lessonsIn(fs.readdirSync(folder).filter((name) => name.endsWith('.py')).map((name) => path.join(folder, name)));
}

// One item per lesson, all launching the same SCO: the page itself (its exercise), then every bundled lesson file
// with SCORM 1.2's `parameters` (?lesson=NAME), so the LMS records each lesson's check on its own.
function manifestItems(title, lessons) {
  const item = (identifier, itemTitle, parameters) => [
    `      <item identifier="${identifier}" identifierref="qkv-sco"${parameters ? ` parameters="${escapeXml(parameters)}"` : ''}>`,
    `        <title>${escapeXml(itemTitle)}</title>`,
    '      </item>',
  ];
  return item('qkv-item', title, null).concat(...lessons.map(({ name, title: lessonTitle }) =>
    item(`qkv-lesson-${name}`, lessonTitle, `?lesson=${name}`)));
}

function manifest(files, title, lessons) {
  const fileLines = files.map(({ name }) => `      <file href="${escapeXml(name)}"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<manifest identifier="qkv-playground" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"',
    '          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">',
    '  <metadata>',
    '    <schema>ADL SCORM</schema>',
    '    <schemaversion>1.2</schemaversion>',
    '  </metadata>',
    '  <organizations default="qkv-organization">',
    '    <organization identifier="qkv-organization">',
    `      <title>${escapeXml(title)}</title>`,
    ...manifestItems(title, lessons),
    '    </organization>',
    '  </organizations>',
    '  <resources>',
    '    <resource identifier="qkv-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">',
    ...fileLines,
    '    </resource>',
    '  </resources>',
    '</manifest>',
    '',
  ].join('\n');
}

// Writes both zips into outDir; returns their paths.
export function makeDist(webDir, outDir) {
  const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  checkPolicyCovers(indexHtml);
  const site = siteFiles(webDir);
  const withReadme = site.concat({ name: README, bytes: Buffer.from(readme(site), 'utf8') });
  const files = withReadme.concat(precompressed(withReadme)).sort((a, b) => (a.name < b.name ? -1 : 1));
  const title = (indexHtml.match(/<title>([^<]*)<\/title>/) || [, 'qkv-playground'])[1];
  const scorm = [{ name: MANIFEST, bytes: Buffer.from(manifest(files, title, bundledLessons(webDir)), 'utf8') }].concat(files);
  fs.mkdirSync(outDir, { recursive: true });
  const written = { web: path.join(outDir, 'qkv-playground-web.zip'), scorm: path.join(outDir, 'qkv-playground-scorm12.zip') };
  fs.writeFileSync(written.web, zip(files));
  fs.writeFileSync(written.scorm, zip(scorm));
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [webDir = 'build/web', outDir = 'build/dist'] = process.argv.slice(2);
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    console.error(`dist: ${webDir}/index.html is missing; run \`make web\` first`);
    process.exit(2);
  }
  try {
    const written = makeDist(webDir, outDir);
    for (const file of Object.values(written)) console.log(`dist: wrote ${file} (${fs.statSync(file).size} bytes)`);
  } catch (error) {
    console.error(`dist: ${error.message}`);
    process.exit(1);
  }
}
