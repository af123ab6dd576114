// python-colours.js — splits Python source into coloured pieces for the code editor: keywords, the names a def or
// class defines, strings (prefixes, triple quotes, f-strings), numbers, comments and operators. Everything else
// (names, brackets, spaces) is plain. The pieces, joined, are exactly the source: the colours lie under the
// textarea and must line up with its text character for character.

const KEYWORDS = new Set(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
  'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in',
  'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']);
const OPERATOR_CHARS = '+-*/%@&|^~<>=!:.,;';

// One token's length from `start`, for each kind of token that is not plain.
function stringEnd(text, start) {
  let index = start;
  while (/[rRbBuUfF]/.test(text[index])) index += 1;
  const quote = text[index];
  const triple = text.startsWith(quote.repeat(3), index);
  const closer = triple ? quote.repeat(3) : quote;
  const raw = /[rR]/.test(text.slice(start, index));
  index += closer.length;
  while (index < text.length) {
    if (text[index] === '\\' && !raw) { index += 2; continue; }
    if (text.startsWith(closer, index)) return index + closer.length;
    if (text[index] === '\n' && !triple) return index;  // unterminated: the string ends with its line
    index += 1;
  }
  return text.length;
}

function numberEnd(text, start) {
  const match = /^(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)([eE][+-]?\d[\d_]*)?[jJ]?)/
    .exec(text.slice(start, start + 64));
  return start + (match ? match[0].length : 1);
}

const isNameStart = (c) => /[A-Za-z_\u0080-\uffff]/.test(c);
const isNameChar = (c) => /[A-Za-z0-9_\u0080-\uffff]/.test(c);

// [{text, kind}] with kind one of 'keyword', 'definition', 'string', 'number', 'comment', 'operator' or 'plain'.
export function colourPython(text) {
  const pieces = [];
  const push = (end, kind) => {
    const piece = text.slice(index, end);
    const last = pieces[pieces.length - 1];
    if (last && last.kind === kind) last.text += piece;
    else pieces.push({ text: piece, kind });
    index = end;
  };
  let index = 0;
  let defines = false;  // the name after `def` or `class`
  while (index < text.length) {
    const c = text[index];
    if (c === '#') {
      const end = text.indexOf('\n', index);
      push(end < 0 ? text.length : end, 'comment');
    } else if (/['"]/.test(c) || (/[rRbBuUfF]/.test(c) && /^[rRbBuUfF]{1,2}['"]/.test(text.slice(index, index + 3)))) {
      push(stringEnd(text, index), 'string');
    } else if (/\d/.test(c) || (c === '.' && /\d/.test(text[index + 1] || ''))) {
      push(numberEnd(text, index), 'number');
    } else if (isNameStart(c)) {
      let end = index + 1;
      while (end < text.length && isNameChar(text[end])) end += 1;
      const word = text.slice(index, end);
      const kind = KEYWORDS.has(word) ? 'keyword' : defines ? 'definition' : 'plain';
      defines = word === 'def' || word === 'class';
      push(end, kind);
    } else if (OPERATOR_CHARS.includes(c)) {
      push(index + 1, 'operator');
    } else {
      push(index + 1, 'plain');
    }
  }
  return pieces;
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escape = (text) => text.replace(/[&<>]/g, (c) => ESCAPES[c]);

// The same pieces as HTML: plain text as is, the rest in <span class="py-KIND">.
export function colouredHtml(text) {
  return colourPython(text)
    .map(({ text: piece, kind }) => (kind === 'plain' ? escape(piece) : `<span class="py-${kind}">${escape(piece)}</span>`))
    .join('');
}
