// codemirror-editor.js — the code panel's editor as CodeMirror 6 with Python: indentation after `:` and dedent
// after return/pass/break, Tab and Shift+Tab on selections, closing brackets and quotes, bracket matching, undo
// history, Ctrl+F search, Ctrl+/ comments, completion of the learner's names and Python's keywords, the error's
// line marked in the gutter and underlined with its message. esbuild bundles this file with the libraries pinned
// by tools/editor/package-lock.json into build/web/code-editor-cm.js, which web/code-editor.js loads after the
// first frame. The view lives in a shadow root with its styles in constructed stylesheets (codemirror-editor.css,
// bundled as text): CodeMirror's own style injection uses one there, where in the document it would add a <style>
// element, which the page's strict CSP (no 'unsafe-inline' for styles) refuses. Colours are the page's custom
// properties, which inherit into the shadow tree, so light and dark follow its theme.
import { Annotation, Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import {
  defaultKeymap, history, historyKeymap, indentLess, indentMore, insertNewlineAndIndent, toggleComment,
} from '@codemirror/commands';
import { python, pythonLanguage } from '@codemirror/lang-python';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completeFromList } from '@codemirror/autocomplete';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { tagHighlighter, tags } from '@lezer/highlight';
import editorStyles from './codemirror-editor.css';

// The classes codemirror-editor.css colours (the same as the textarea's colour layer uses).
const colourClasses = tagHighlighter([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.operatorKeyword,
    tags.bool, tags.null, tags.self], class: 'py-keyword' },
  { tag: [tags.definition(tags.variableName), tags.function(tags.definition(tags.variableName)),
    tags.definition(tags.className)], class: 'py-definition' },
  { tag: [tags.string, tags.special(tags.string)], class: 'py-string' },
  { tag: tags.number, class: 'py-number' },
  { tag: tags.comment, class: 'py-comment' },
  { tag: [tags.operator, tags.punctuation, tags.separator, tags.derefOperator], class: 'py-operator' },
]);

const PYTHON_KEYWORDS = ['False', 'None', 'True', 'and', 'as', 'assert', 'break', 'class', 'continue', 'def', 'del',
  'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
  'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'];

// The learner's own names: every identifier in the code but the one being typed.
function ownNames(context) {
  const word = context.matchBefore(/[A-Za-z_]\w*/);
  const names = new Set(context.state.doc.toString().match(/[A-Za-z_]\w*/g) || []);
  if (word) names.delete(word.text);
  return [...names].map((label) => ({ label, type: 'variable' }));
}

// Completion: after `prefix.` the names the playground supports there (the `members` table, by prefix), else
// keywords, the supported builtins and the learner's names.
function completionSource(names) {
  const keywords = PYTHON_KEYWORDS.map((label) => ({ label, type: 'keyword' }));
  const entry = (type) => (label) => ({ label, type });
  const builtins = (names.builtins || []).map(entry('function'));
  return (context) => {
    const dotted = context.matchBefore(/[A-Za-z_][\w.]*\.\w*/);
    if (dotted) {
      const prefix = dotted.text.slice(0, dotted.text.lastIndexOf('.'));
      const known = names.members || {};
      // Another name's members: those of a tensor and of an nn.Module, the objects a lesson's names hold.
      const members = known[prefix] || (/^\w+$/.test(prefix) && !/^\d/.test(prefix)
        ? [...new Set([...(known.tensor || []), ...(known.module || [])])].sort() : null);
      if (!members) return null;
      return { from: dotted.from + prefix.length + 1, options: members.map(entry('method')), validFor: /^\w*$/ };
    }
    const word = context.matchBefore(/[A-Za-z_]\w*/);
    if (!word && !context.explicit) return null;
    const seen = new Set();
    const options = [...keywords, ...builtins, ...ownNames(context)].filter(({ label }) => !seen.has(label) && seen.add(label));
    return completeFromList(options)(context);
  };
}

// Tab: a selection is indented by a level; at a caret, spaces up to the next multiple of 4 columns.
function indentOrSpaces(view) {
  if (view.state.readOnly) return false;
  if (view.state.selection.ranges.some((range) => !range.empty)) return indentMore(view);
  view.dispatch(view.state.changeByRange((range) => {
    const column = range.head - view.state.doc.lineAt(range.head).from;
    const spaces = ' '.repeat(4 - (column % 4));
    return { changes: { from: range.head, insert: spaces }, range: EditorSelection.cursor(range.head + spaces.length) };
  }), { scrollIntoView: true, userEvent: 'input' });
  return true;
}

// Enter: the new line indented as Python wants, one level less after a line that ends its block.
const ENDS_BLOCK = /^\s*(return|pass|break|continue|raise)\b/;
function newlineAndIndent(view) {
  const { head } = view.state.selection.main;
  const line = view.state.doc.lineAt(head);
  const endsBlock = ENDS_BLOCK.test(line.text) && head === line.to;
  if (!insertNewlineAndIndent(view)) return false;
  const next = view.state.doc.lineAt(view.state.selection.main.head);
  if (endsBlock && /^ +/.test(next.text)) indentLess(view);
  return true;
}

const fromApp = Annotation.define();  // a change the app made, not the learner

// The page's rules for the editor in `root`: a constructed stylesheet where the browser has them (the strict CSP
// allows those), else a <style> element (older browsers, where CodeMirror's own styles take the same way).
function addStyles(root) {
  if (Array.isArray(root.adoptedStyleSheets) && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(editorStyles);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = editorStyles;
    root.append(style);
  }
}

// Before CodeMirror's own keys: running, stopping, and Escape-then-Tab leaving (as the textarea did).
function handlePageKeys(view, on) {
  let escapePressed = false;
  view.dom.addEventListener('keydown', (event) => {
    const handled = () => { event.preventDefault(); event.stopPropagation(); };
    if (event.key === 'Escape' && on.running()) {
      handled();
      on.stop();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      handled();
      on.run(view.state.doc.toString());
    } else if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey &&
               (event.shiftKey ? escapePressed : escapePressed || view.state.readOnly)) {
      if (on.leave(event.shiftKey ? -1 : 1)) handled();
    }
    // Shift, pressed on the way to Shift+Tab, comes as a key of its own: it keeps what Escape started.
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) escapePressed = event.key === 'Escape';
  }, true);
}

// The editor's behaviour, shared by every state it shows.
function editorExtensions({ names, label, on }) {
  return [
    lineNumbers(), lintGutter(), highlightSpecialChars(), history(), drawSelection(), indentOnInput(),
    python(), indentUnit.of('    '), EditorState.tabSize.of(4), syntaxHighlighting(colourClasses),
    bracketMatching(), closeBrackets(), highlightActiveLine(), highlightSelectionMatches(),
    autocompletion({ override: [completionSource(names || {})], icons: false }),
    pythonLanguage.data.of({ commentTokens: { line: '#' } }),
    EditorView.contentAttributes.of({ id: 'code-input', 'aria-label': label, autocapitalize: 'off',
      autocorrect: 'off', spellcheck: 'false', tabindex: '-1' }),
    keymap.of([
      { key: 'Tab', run: indentOrSpaces, shift: indentLess },
      { key: 'Mod-/', run: toggleComment },
      { key: 'Enter', run: newlineAndIndent },
      ...closeBracketsKeymap, ...searchKeymap, ...historyKeymap, ...defaultKeymap,
    ]),
    // The marked line may have moved: an edit clears the mark, the next run marks it again.
    EditorState.transactionExtender.of((transaction) => (transaction.docChanged
      ? { effects: setDiagnostics(transaction.startState, []).effects } : null)),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((t) => t.annotation(fromApp))) {
        on.change(update.state.doc.toString());
      }
    }),
    EditorView.domEventHandlers({ focus: () => { on.focus(); } }),
  ];
}

// The failed run's line, underlined and marked in the gutter, with the message on hover; none for line 0.
function errorDiagnostics(state, line, message) {
  if (!(line > 0 && line <= state.doc.lines)) return [];
  const { from, to } = state.doc.line(line);
  return [{ from, to, severity: 'error', message: message || 'Error' }];
}

// mountEditor: a CodeMirror view in a shadow root of `host`, showing `code` as tab `tab`. `on` holds the page's
// callbacks: change(text), run(text), stop(), running(), leave(direction) (true when the focus left), focus().
// Each tab keeps an EditorState of its own, so its undo history, caret and selection come back with it.
export function mountEditor(host, { code, tab, names, label, on }) {
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root);
  const parent = document.createElement('div');
  parent.id = 'editor';
  root.append(parent);
  const readOnly = new Compartment();
  const dark = new Compartment();
  const settings = { readOnly: false, dark: false };
  const extensions = editorExtensions({ names, label, on });
  const newState = (doc) => EditorState.create({ doc, extensions: [
    ...extensions,
    readOnly.of(EditorState.readOnly.of(settings.readOnly)),
    dark.of(EditorView.darkTheme.of(settings.dark)),
  ] });
  const view = new EditorView({ parent, root, state: newState(code) });
  handlePageKeys(view, on);
  const tabStates = new Map();
  let openTab = tab;

  // The view's settings now (a tab's saved state may hold older ones).
  const applySettings = () => {
    const effects = [];
    if (view.state.readOnly !== settings.readOnly) {
      effects.push(readOnly.reconfigure(EditorState.readOnly.of(settings.readOnly)));
    }
    // CodeMirror's own dark variants (search panel, buttons) with the page's dark theme.
    if (view.state.facet(EditorView.darkTheme) !== settings.dark) {
      effects.push(dark.reconfigure(EditorView.darkTheme.of(settings.dark)));
    }
    if (effects.length) view.dispatch({ effects });
  };

  return {
    view, root,
    // The app's code of tab `shownTab` (a tab opened, Reset, setCode, a slider's rewrite). Another tab's state
    // comes back as it was left (a fresh one the first time); text the app changed is then replaced whole, as a
    // change the learner can undo.
    setCode(text, shownTab = openTab) {
      if (shownTab !== openTab) {
        tabStates.set(openTab, view.state);
        view.setState(tabStates.get(shownTab) || newState(text));
        openTab = shownTab;
        applySettings();
      }
      if (text !== view.state.doc.toString()) {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: fromApp.of(true) });
      }
    },
    setReadOnly(value) {
      settings.readOnly = value;
      applySettings();
    },
    setDark(value) {
      settings.dark = value;
      applySettings();
    },
    markError(line, message) { view.dispatch(setDiagnostics(view.state, errorDiagnostics(view.state, line, message))); },
    focus() { view.focus(); },
  };
}
