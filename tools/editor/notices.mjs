// notices.mjs — the licence notices of the packages bundled into the code editor, for the built site: reads the
// metafile esbuild wrote for the bundle, finds the package each bundled file comes from, and writes each package's
// name, version and licence (from its package.json) followed by its own licence file, as installed.
//
//   node tools/editor/notices.mjs META_JSON OUT_TXT BUNDLE_NAME
//
// Fails when a bundled package ships no licence file: the site must not carry code without its notice.
import fs from 'node:fs';
import path from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i;

// The folder of the package that holds `file` (a path inside node_modules), or null for the project's own files.
function packageFolder(file) {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const length = parts[at + 1].startsWith('@') ? 2 : 1;  // @scope/name or name
  return parts.slice(0, at + 1 + length).join('/');
}

function notice(folder) {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const licenceFiles = fs.readdirSync(folder).filter((name) => LICENCE_FILE.test(name)).sort();
  if (!licenceFiles.length) throw new Error(`${manifest.name} ${manifest.version} ships no licence file in ${folder}`);
  const texts = licenceFiles.map((name) => fs.readFileSync(path.join(folder, name), 'utf8').trim());
  return [`${manifest.name} ${manifest.version} (licence: ${manifest.license || 'see below'})`, '', ...texts].join('\n');
}

// Paths in the metafile are relative to the folder esbuild ran in: run this in the same folder.
export function writeNotices(metafile, output, bundleName) {
  const { inputs } = JSON.parse(fs.readFileSync(metafile, 'utf8'));
  const folders = [...new Set(Object.keys(inputs).map(packageFolder).filter(Boolean))]
    .sort((a, b) => a.slice(a.lastIndexOf('node_modules/')).localeCompare(b.slice(b.lastIndexOf('node_modules/'))));
  if (!folders.length) throw new Error(`${metafile} names no bundled package`);
  const rule = '-'.repeat(79);
  const text = [
    `Third-party software in ${bundleName} (the code editor of this site)`,
    '',
    `${bundleName} bundles the following ${folders.length} packages. Each one's name, version and licence follow,`,
    'with the licence file the package itself ships.',
    ...folders.flatMap((folder) => ['', rule, '', notice(folder)]),
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, text);
  return folders.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [metafile, output, bundleName] = process.argv.slice(2);
  if (!metafile || !output || !bundleName) {
    console.error('usage: node tools/editor/notices.mjs META_JSON OUT_TXT BUNDLE_NAME');
    process.exit(2);
  }
  try {
    writeNotices(metafile, output, bundleName);
  } catch (error) {
    console.error(`notices: ${error.message}`);
    process.exit(1);
  }
}
