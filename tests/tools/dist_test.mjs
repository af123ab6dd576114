// dist_test.mjs — `make dist`'s zips (tools/dist.mjs), read back with another implementation (python3's zipfile):
// every file of the site is there byte for byte, each .gz and .br unpacks to its file, README.txt names a content
// type for every kind of file and the policy the browser tests serve, the SCORM package's imsmanifest.xml lists
// exactly its files and launches index.html for the page and for each bundled lesson (with its title), two runs give the same bytes, and an index.html that names another
// site is refused.
//
//   node tests/tools/dist_test.mjs WEB_DIR
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeDist, NOT_SITE_FOLDERS } from '../../tools/dist.mjs';
import { strictCsp, types } from '../../tools/serve.mjs';

const webDir = process.argv[2] || 'build/web';
const python = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-dist-'));
const problems = [];
const expect = (condition, what) => { if (!condition) problems.push(what); };

// Unpacks a zip with python3's zipfile after its CRC check; returns the names in it.
const UNZIP = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    bad = archive.testzip()
    archive.extractall(sys.argv[2])
    print(json.dumps({"bad": bad, "names": archive.namelist()}))
`;
function unzip(file, into) {
  return JSON.parse(execFileSync(python, ['-c', UNZIP, file, into], { encoding: 'utf8' }));
}

// The manifest as python's XML parser reads it.
const MANIFEST = `
import json, sys, xml.etree.ElementTree as ET
cp = "{http://www.imsproject.org/xsd/imscp_rootv1p1p2}"
adl = "{http://www.adlnet.org/xsd/adlcp_rootv1p2}"
root = ET.parse(sys.argv[1]).getroot()
resource = root.find(f"{cp}resources/{cp}resource")
items = root.findall(f"{cp}organizations/{cp}organization/{cp}item")
print(json.dumps({"root": root.tag, "version": root.findtext(f"{cp}metadata/{cp}schemaversion"),
                  "scormtype": resource.get(f"{adl}scormtype"), "href": resource.get("href"),
                  "items": [{"ref": item.get("identifierref"), "parameters": item.get("parameters"),
                             "title": item.findtext(f"{cp}title")} for item in items],
                  "resource_id": resource.get("identifier"),
                  "files": [f.get("href") for f in resource.findall(f"{cp}file")]}))
`;

// The site's files, relative, with / (node 18, Debian's, has no recursive readdir).
function siteNames(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_SITE_FOLDERS.includes(name) ? [] : siteNames(dir, name);
    return [name];
  }).sort();
}

try {
  const site = siteNames(webDir);
  expect(site.includes('index.html') && site.includes('qkv-playground.wasm'), `${webDir} is not a built site`);
  const written = makeDist(webDir, path.join(scratch, 'first'));
  const web = unzip(written.web, path.join(scratch, 'web'));
  const scorm = unzip(written.scorm, path.join(scratch, 'scorm'));
  expect(web.bad === null && scorm.bad === null, `a CRC check failed: ${web.bad} ${scorm.bad}`);

  // The site's files, their precompressed forms, README.txt.
  const unpacked = path.join(scratch, 'web');
  for (const name of site) {
    const original = fs.readFileSync(path.join(webDir, name));
    expect(web.names.includes(name) && original.equals(fs.readFileSync(path.join(unpacked, name))), `${name} differs in the zip`);
    if (!/\.(html|js|css|wasm)$/.test(name)) continue;
    const gz = path.join(unpacked, `${name}.gz`);
    const br = path.join(unpacked, `${name}.br`);
    expect(fs.existsSync(gz) && original.equals(zlib.gunzipSync(fs.readFileSync(gz))), `${name}.gz does not unpack to ${name}`);
    expect(fs.existsSync(br) && original.equals(zlib.brotliDecompressSync(fs.readFileSync(br))), `${name}.br does not unpack to ${name}`);
    expect(fs.statSync(br).size < original.length || original.length < 100, `${name}.br is not smaller than ${name}`);
  }
  const extra = web.names.filter((name) => !site.includes(name) && !/\.(gz|br)$/.test(name));
  expect(JSON.stringify(extra) === '["README.txt"]', `files the site does not have: ${extra}`);
  const readme = fs.readFileSync(path.join(unpacked, 'README.txt'), 'utf8');
  for (const kind of new Set(site.map((name) => path.extname(name)))) {
    expect(new RegExp(`^ +\\${kind} +${types[kind].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm').test(readme),
      `README.txt gives no content type for ${kind}`);
  }
  expect(readme.includes(`Content-Security-Policy: ${strictCsp}\n`), 'README.txt lacks the policy of tools/serve.mjs');
  expect(readme.includes('application/wasm'), 'README.txt does not say application/wasm');

  // The SCORM package: the same files and a manifest that lists them.
  expect(JSON.stringify(scorm.names.filter((name) => name !== 'imsmanifest.xml').sort()) === JSON.stringify([...web.names].sort()),
    'the SCORM package does not hold the same files as the site zip');
  expect(scorm.names[0] === 'imsmanifest.xml', 'imsmanifest.xml is not the first entry');
  const manifest = JSON.parse(execFileSync(python, ['-c', MANIFEST, path.join(scratch, 'scorm', 'imsmanifest.xml')], { encoding: 'utf8' }));
  expect(manifest.version === '1.2' && manifest.scormtype === 'sco', `not a SCORM 1.2 SCO: ${JSON.stringify(manifest)}`);
  expect(manifest.href === 'index.html' && manifest.items.every((item) => item.ref === manifest.resource_id),
    `an item does not launch index.html: ${JSON.stringify(manifest)}`);
  // An item for the page, then one per bundled lesson (the lesson files the site holds), launched with ?lesson=.
  const lessonNames = web.names.filter((name) => /^lessons\/[^/]+\.py$/.test(name)).map((name) => name.slice(8, -3)).sort();
  const itemLessons = manifest.items.slice(1).map((item) => (item.parameters || '').replace(/^\?lesson=/, '')).sort();
  expect(lessonNames.length > 0 && manifest.items[0].parameters === null &&
         JSON.stringify(itemLessons) === JSON.stringify(lessonNames),
    `the items do not launch the page and each bundled lesson: ${JSON.stringify(manifest.items)} for ${lessonNames}`);
  for (const item of manifest.items.slice(1)) {
    const source = fs.readFileSync(path.join(webDir, 'lessons', `${item.parameters.slice(8)}.py`), 'utf8');
    expect(source.startsWith(`#@title ${item.title}\n`), `the item ${item.parameters} is titled ${JSON.stringify(item.title)}, not as its file`);
  }
  expect(JSON.stringify([...manifest.files].sort()) === JSON.stringify([...web.names].sort()), 'the manifest does not list exactly the package\'s files');

  // The same bytes again.
  const again = makeDist(webDir, path.join(scratch, 'second'));
  expect(fs.readFileSync(again.web).equals(fs.readFileSync(written.web)) &&
         fs.readFileSync(again.scorm).equals(fs.readFileSync(written.scorm)), 'a second run gives other bytes');

  // A page that loads a script from another site would not work under the README's policy: refused.
  const foreign = path.join(scratch, 'foreign');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'index.html'), '<title>x</title><script src="https://cdn.example.org/a.js"></script>');
  let refused = '';
  try { makeDist(foreign, path.join(scratch, 'foreign-out')); } catch (error) { refused = error.message; }
  expect(refused.includes('https://cdn.example.org/a.js'), `an index.html naming another site was not refused (${refused || 'no error'})`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.log(`FAIL\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('dist: both zips read back whole; README.txt and imsmanifest.xml describe them');
