// strip_comments_test.mjs — the copy of each page script in build/web/ (tools/web/strip_comments.mjs) drops
// only whole-line // comments, keeps a line inside a template literal whatever it starts with, and still parses.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripComments } from '../../tools/web/strip_comments.mjs';

const webSource = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web');

assert.equal(stripComments('a\n// gone\n  // gone too\nconst s = `\n// kept: in a template\n`;\nb // kept: code first\n'),
             'a\nconst s = `\n// kept: in a template\n`;\nb // kept: code first\n');
assert.equal(stripComments("const quote = '`'; // a backtick in quotes opens nothing\n// gone\n"),
             "const quote = '`'; // a backtick in quotes opens nothing\n");

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'strip-comments-'));
let checked = 0;
for (const name of fs.readdirSync(webSource).filter((file) => file.endsWith('.js'))) {
  const original = fs.readFileSync(path.join(webSource, name), 'utf8');
  const stripped = stripComments(original);
  // Every line dropped is a comment line, and the lines kept are the others, in order.
  const kept = stripped.split('\n');
  const expected = original.split('\n').filter((line, index, lines) => !/^\s*\/\//.test(line) || kept.includes(line));
  assert.ok(kept.every((line) => expected.includes(line)), `${name}: a line changed`);
  const copy = path.join(scratch, name.replace(/\.js$/, '.mjs'));
  fs.writeFileSync(copy, stripped);
  execFileSync(process.execPath, ['--check', copy]);  // throws on a syntax error
  checked += 1;
}
fs.rmSync(scratch, { recursive: true });
assert.ok(checked > 10, `only ${checked} scripts found in ${webSource}`);
console.log(`strip_comments: ${checked} page scripts still parse without their comment lines`);
