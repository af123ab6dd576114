// python_colours_test.mjs — the editor's colouring (web/python-colours.js): lossless on every corpus program (the
// colours lie under the textarea, so a lost or added character would shift them), and each kind recognised.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { colourPython, colouredHtml } from '../../web/python-colours.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let failures = 0;
const check = (condition, message) => { if (!condition) { failures += 1; console.log(`FAIL ${message}`); } };

const corpus = path.join(repo, 'tests/python/corpus');
const programs = fs.readdirSync(corpus).filter((name) => name.endsWith('.py'));
for (const name of programs) {
  const text = fs.readFileSync(path.join(corpus, name), 'utf8');
  check(colourPython(text).map((piece) => piece.text).join('') === text, `${name}: the pieces do not join back into the source`);
}

const kinds = (source) => colourPython(source).filter((piece) => piece.kind !== 'plain')
  .map((piece) => `${piece.kind}:${piece.text}`);
const same = (source, wanted) => {
  const got = kinds(source);
  check(JSON.stringify(got) === JSON.stringify(wanted), `${JSON.stringify(source)}\n  got:      ${JSON.stringify(got)}\n  expected: ${JSON.stringify(wanted)}`);
};
same('def forward(self, x):\n    return x', ['keyword:def', 'definition:forward', 'operator:,', 'operator::', 'keyword:return']);
same('class Head(nn.Module):', ['keyword:class', 'definition:Head', 'operator:.', 'operator::']);
same('x = 1e-5 + 0x1F - .5 * 3j', ['operator:=', 'number:1e-5', 'operator:+', 'number:0x1F', 'operator:-', 'number:.5', 'operator:*', 'number:3j']);
same("s = f'{a!r:>{w}}' # done", ['operator:=', "string:f'{a!r:>{w}}'", 'comment:# done']);
same('t = """one\n"two"\nthree"""\nNone', ['operator:=', 'string:"""one\n"two"\nthree"""', 'keyword:None']);
same("r'\\d' 'it\\'s' b\"x\"", ["string:r'\\d'", "string:'it\\'s'", 'string:b"x"']);
same("'open\nx", ["string:'open"]);
same('print_(value)', []);
check(colouredHtml('a < b & "<i>"') === 'a <span class="py-operator">&lt;</span> b <span class="py-operator">&amp;</span> <span class="py-string">"&lt;i&gt;"</span>',
      `HTML escaping: ${colouredHtml('a < b & "<i>"')}`);

console.log(`python colours: ${programs.length} corpus programs, ${failures} failures`);
process.exit(failures ? 1 : 0);
