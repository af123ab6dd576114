// code-editor.js — the code panel's editor on the web, laid over the rectangle the ImGui panel reserves: CodeMirror
// (code-editor-cm.js, loaded after the first frame, in a shadow root of its own), and until it arrives (or with
// editor=plain, or if it cannot load) a real <textarea> (so copy, paste, undo, IME, screen readers and touch
// keyboards work as on any page) with syntax colours in a layer under its transparent text and a gutter with line
// numbers and the error's line marked. Around either: Ctrl/Cmd+Enter to run, the Copy button's clipboard, each
// tab's code kept in localStorage so nothing typed is lost on reload, and the caret's line kept in sight above a
// phone's on-screen keyboard.
import { call, onMessage } from './wasm.js';
import { restoreCode, run, setCode, setExample, startMarks, stop } from './page.js';
import { editorFocused, editorTakesFocus, focusCanvasQuietly, leaveEditor } from './keyboard.js';
import { placeOver, slotShows } from './overlay.js';

const stage = document.querySelector('#stage');
const canvas = document.querySelector('#canvas');
const STORAGE_PREFIX = 'qkv-playground:code:';  // + tab number from 1
const MOST_TABS = 9;  // what a reload looks for; the app keeps the tabs it has and ignores the rest
const STORAGE_EXAMPLE = 'qkv-playground:example';
const TAB_SPACES = '    ';

const wrapper = document.createElement('div');
wrapper.id = 'code-editor';
wrapper.hidden = true;
const gutter = document.createElement('div');
gutter.className = 'code-gutter';
gutter.setAttribute('aria-hidden', 'true');
const errorBand = document.createElement('div');
errorBand.className = 'code-error-band';
errorBand.hidden = true;
// The colours: the same text as the textarea's, in the same font and place, scrolled with it; the textarea's own
// text is transparent, so the caret, selection, typing and screen readers stay the textarea's. The colouring
// module is not needed for the first frame: until it has loaded, the textarea shows its own text.
const colours = document.createElement('pre');
colours.className = 'code-colours';
colours.setAttribute('aria-hidden', 'true');
const textarea = document.createElement('textarea');
textarea.id = 'code-input';
textarea.spellcheck = false;
textarea.wrap = 'off';
// Out of the page's Tab sequence: the keyboard reaches it through the canvas, in its place among the controls
// (keyboard.js), not after the canvas's last control.
textarea.tabIndex = -1;
for (const [name, value] of [['autocapitalize', 'off'], ['autocomplete', 'off'], ['autocorrect', 'off'],
  ['aria-label', 'Python code of the open example. Ctrl+Enter (Cmd+Enter on a Mac) runs it; Escape stops a run; Escape, then Tab, leaves the editor.']]) {
  textarea.setAttribute(name, value);
}
const codeArea = document.createElement('div');
codeArea.className = 'code-area';
codeArea.append(colours, textarea);
// The failed run's line and message in the page's text: the editor names it as its description, and a screen
// reader hears it as the run ends.
const errorStatus = document.createElement('p');
errorStatus.id = 'code-error-status';
errorStatus.className = 'visually-hidden';
errorStatus.setAttribute('role', 'status');
textarea.setAttribute('aria-describedby', errorStatus.id);
wrapper.append(gutter, errorBand, codeArea, errorStatus);
stage.appendChild(wrapper);

let example = 0;
let errorLine = 0;
let running = false;  // a run is in progress (Escape stops it)
let placement = { visible: false };
let restored = false;  // saving starts only after the saved code was read back, or it would be overwritten
let focusWhenShown = false;  // the keyboard reached the editor while it was scrolled out of view
// CodeMirror (code-editor-cm.js, bundled at build time), once loaded after the first frame: it then takes the
// textarea's place, with whatever was typed into the textarea in the meantime.
let codeMirror = null;
const editable = () => (codeMirror ? codeMirror.view.contentDOM : textarea);
// CodeMirror's editable element lies in a shadow root: the document sees its host as the focused element.
const editorHasFocus = () => (codeMirror ? codeMirror.root.activeElement === codeMirror.view.contentDOM
  : document.activeElement === textarea);
const editorText = () => (codeMirror ? codeMirror.view.state.doc.toString() : textarea.value);

// --- localStorage (may be unavailable: private windows, sandboxed iframes) ----------------------------------
function load(key) { try { return window.localStorage.getItem(key); } catch (error) { return null; } }
function save(key, value) { try { window.localStorage.setItem(key, value); } catch (error) { /* not kept */ } }

// --- Gutter and error marking -------------------------------------------------------------------------------
let gutterLines = -1, gutterError = -1;
function renderGutter() {
  const lines = textarea.value.split('\n').length;
  if (lines !== gutterLines || errorLine !== gutterError) {
    gutterLines = lines;
    gutterError = errorLine;
    const fragment = document.createDocumentFragment();
    for (let line = 1; line <= lines; line += 1) {
      const number = document.createElement('div');
      number.textContent = String(line);
      if (line === errorLine) number.className = 'error';
      fragment.appendChild(number);
    }
    gutter.replaceChildren(fragment);
  }
  gutter.scrollTop = textarea.scrollTop;
  errorBand.hidden = !(errorLine > 0 && errorLine <= lines);
  if (!errorBand.hidden) {
    const top = (placement.padding || 0) + (errorLine - 1) * (placement.line_height || 18) - textarea.scrollTop;
    errorBand.style.top = `${top}px`;
    errorBand.style.height = `${placement.line_height || 18}px`;
  }
}

// The error's message: the last line of the run's output (the app's console ends with it).
function errorMessage() {
  const lines = (document.querySelector('#code-output-mirror')?.textContent || '').trim().split('\n');
  return lines[lines.length - 1] || '';
}
function showError() {
  const message = errorLine > 0 ? errorMessage() : '';
  const said = errorLine > 0 ? `Error on line ${errorLine}${message ? `: ${message}` : ''}` : '';
  if (errorStatus.textContent !== said) errorStatus.textContent = said;
  if (codeMirror) codeMirror.markError(errorLine, message);
}

// --- Colours --------------------------------------------------------------------------------------------------
let colouredHtml = null;
let colouredText = null;
function renderColours() {
  if (!colouredHtml) return;
  if (textarea.value !== colouredText) {
    colouredText = textarea.value;
    colours.innerHTML = colouredHtml(colouredText);
  }
  colours.scrollTop = textarea.scrollTop;
  colours.scrollLeft = textarea.scrollLeft;
}

export function loadColours() {
  return import('./python-colours.js').then((module) => {
    colouredHtml = module.colouredHtml;
    renderColours();
    wrapper.classList.add('coloured');
  }, (error) => console.warn('qkv: the code editor stays without colours:', error));
}

// --- What the app publishes ---------------------------------------------------------------------------------
onMessage('code_state', (state) => {
  example = state.example;
  errorLine = state.error_line;
  running = state.running;
  // Only when the app changed it (tab, reset, slider): writing the same text would move the caret.
  if (textarea.value !== state.code) textarea.value = state.code;
  if (codeMirror) codeMirror.setCode(state.code, example);
  setTimeout(showError, 0);  // the run's output, which ends with the message, is published right after
  renderGutter();
  renderColours();
  if (restored && !state.lesson) {
    save(STORAGE_PREFIX + example, state.code);
    save(STORAGE_EXAMPLE, String(example));
  }
});

onMessage('code_editor', (message) => {
  placement = message.placement;
  const box = placement;
  if (!slotShows(box)) {
    if (editorHasFocus()) focusCanvasQuietly();
    wrapper.hidden = true;
    return;
  }
  placeOver(wrapper, box);
  if (focusWhenShown) {
    focusWhenShown = false;
    editable().focus();
  }
  wrapper.style.setProperty('--code-font-size', `${box.font_size}px`);
  wrapper.style.setProperty('--code-line-height', `${box.line_height}px`);
  wrapper.style.setProperty('--code-padding', `${box.padding}px`);
  wrapper.classList.toggle('dark', !!box.dark);
  textarea.readOnly = !!box.readonly;
  if (codeMirror) {
    codeMirror.setReadOnly(!!box.readonly);
    codeMirror.setDark(!!box.dark);
  }
  renderGutter();
  renderColours();
  if (panelScrollAskedAt > -Infinity) {  // the panel has moved as asked: finish the job
    panelScrollAskedAt = -Infinity;
    keepCaretInSight();
  }
});

// The keyboard reached the editor's place on the canvas (Tab, or Space on it): the textarea takes over.
function focusEditor() {
  if (wrapper.hidden) focusWhenShown = true;  // scrolled into view by the next frame
  else editable().focus();
}
onMessage('focus_editor', focusEditor);
editorTakesFocus(focusEditor);
textarea.addEventListener('focus', editorFocused);

// The Copy button: inside the click's user activation, so the browser allows it.
onMessage('clipboard', ({ text }) => {
  const fallback = () => {
    const scratch = document.createElement('textarea');
    scratch.value = text;
    scratch.setAttribute('readonly', '');
    scratch.className = 'visually-hidden';
    document.body.appendChild(scratch);
    scratch.select();
    try { document.execCommand('copy'); } finally { scratch.remove(); }
  };
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(fallback);
  else fallback();
});

// --- The caret in sight ---------------------------------------------------------------------------------------
// A phone's on-screen keyboard covers the bottom of the page and shrinks the visual viewport (or, in some browsers,
// the whole page). The page itself never scrolls (the panel scrolls inside the canvas), so the browser cannot bring
// the caret's line into view: this does, scrolling the panel around the editor first (the app says how far it can
// go), then the textarea's own text. It follows the caret and the viewport, never the panel's own scrolling, so a
// learner can still scroll away from the caret. The browser's own way, scrolling the stage (overflow: hidden, but
// scrollable by the browser), would slide the whole canvas under the page: the stage stays put.
function keepStageInPlace() {
  if (stage.scrollTop || stage.scrollLeft) stage.scrollTo(0, 0);
}
stage.addEventListener('scroll', keepStageInPlace);
let panelScrollAskedAt = -Infinity;  // when the panel was asked to scroll, until the next placement arrives
const PANEL_SCROLL_WAIT_MS = 250;     // a request the panel could not take stops waiting after this
// How far the caret's line (with half a line of margin above and below) sticks out of [top, bottom]: positive
// below, negative above, 0 inside.
function caretOvershoot(top, bottom) {
  const lineHeight = placement.line_height || 18;
  let caretTop;
  if (codeMirror) {
    const { view } = codeMirror;
    caretTop = (view.coordsAtPos(view.state.selection.main.head) || view.contentDOM.getBoundingClientRect()).top;
  } else {
    const caretLine = textarea.value.slice(0, textarea.selectionEnd).split('\n').length - 1;
    caretTop = textarea.getBoundingClientRect().top + (placement.padding || 0) + caretLine * lineHeight -
      textarea.scrollTop;
  }
  const below = caretTop + lineHeight * 1.5 - bottom;
  const above = top - (caretTop - lineHeight * 0.5);
  return below > 0 ? below : above > 0 ? -above : 0;
}

function keepCaretInSight() {
  keepStageInPlace();
  if (!editorHasFocus() || wrapper.hidden || !placement.visible) return;
  // Inside the editor's own box first: its text scrolls (the browser may leave the caret at the very edge).
  const scroller = codeMirror ? codeMirror.view.scrollDOM : textarea;
  const box = scroller.getBoundingClientRect();
  const padding = codeMirror ? 0 : placement.padding || 0;
  scroller.scrollTop += caretOvershoot(box.top + padding, box.bottom - padding);
  // Then inside what shows of the editor: the visual viewport and the panel (page coordinates).
  const viewport = window.visualViewport;
  const stageTop = stage.getBoundingClientRect().top;
  const shownTop = Math.max(viewport ? viewport.offsetTop : 0, stageTop + placement.clip[1]);
  const shownBottom = Math.min(viewport ? viewport.offsetTop + viewport.height : window.innerHeight,
                               stageTop + placement.clip[3]);
  if (shownBottom - shownTop < (placement.line_height || 18) * 2) return;  // no room for a line and its neighbour
  if (performance.now() - panelScrollAskedAt < PANEL_SCROLL_WAIT_MS) return;  // the new placement calls again
  const move = caretOvershoot(shownTop, shownBottom);
  if (!move) return;
  const panelMove = move > 0 ? Math.min(move, placement.scroll_down || 0) : -Math.min(-move, placement.scroll_up || 0);
  if (Math.abs(panelMove) >= 1) {
    call({ type: 'scroll_editor', by: panelMove });
    panelScrollAskedAt = performance.now();
  }
  scroller.scrollTop += move - panelMove;
}
// The page the keyboard covers (below the visual viewport) becomes room to scroll the panel into, while the editor
// has the keyboard; the panel's new reach arrives with the next placement, which then brings the caret up.
let keyboardInset = 0;
function followKeyboard() {
  const viewport = window.visualViewport;
  const covered = viewport && editorHasFocus()
    ? Math.max(0, Math.round(window.innerHeight - viewport.offsetTop - viewport.height)) : 0;
  if (covered !== keyboardInset) {
    keyboardInset = covered;
    call({ type: 'keyboard_inset', height: covered });
    panelScrollAskedAt = performance.now();
  }
  keepCaretInSight();
}
if (window.visualViewport) {
  window.visualViewport.addEventListener('resize', followKeyboard);
  window.visualViewport.addEventListener('scroll', followKeyboard);
}
for (const event of ['focus', 'blur']) textarea.addEventListener(event, followKeyboard);
for (const event of ['keyup', 'click']) textarea.addEventListener(event, keepCaretInSight);

// --- Typing -------------------------------------------------------------------------------------------------
textarea.addEventListener('input', () => {
  if (errorLine) errorLine = 0;  // the marked line may have moved; the next run marks it again
  setCode(textarea.value);
  renderGutter();
  renderColours();
  keepCaretInSight();
});
textarea.addEventListener('scroll', () => {
  renderGutter();
  renderColours();
});
let escapePressed = false;
textarea.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && running) {
    event.preventDefault();
    stop();
    return;  // the editor keeps the focus: stopping is not leaving
  }
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    setCode(textarea.value);
    run(textarea.value);
    return;
  }
  // Python needs indentation: Tab indents, unless Escape came first (then Tab leaves, as keyboard users expect).
  // Leaving goes to the canvas control after (Shift+Tab: before) the editor, not to the page's next element.
  if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
    if (!event.shiftKey && !escapePressed && !textarea.readOnly) {
      event.preventDefault();
      document.execCommand('insertText', false, TAB_SPACES);  // keeps the browser's undo history
    } else if (leaveEditor(event.shiftKey ? -1 : 1)) {
      event.preventDefault();
    }
  }
  escapePressed = event.key === 'Escape';
});
// A wheel the editor cannot use (nothing more to scroll that way) scrolls the playground instead.
function passWheelOn(scroller) {
  scroller.addEventListener('wheel', (event) => {
    const atTop = scroller.scrollTop <= 0 && event.deltaY < 0;
    const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 && event.deltaY > 0;
    const cannotScroll = scroller.scrollHeight <= scroller.clientHeight;
    const sideways = Math.abs(event.deltaX) > Math.abs(event.deltaY);  // along long lines: the editor's own
    if (!(atTop || atBottom || cannotScroll) || sideways) return;
    event.preventDefault();
    const where = { clientX: event.clientX, clientY: event.clientY, bubbles: true, cancelable: true };
    canvas.dispatchEvent(new MouseEvent('mousemove', where));
    canvas.dispatchEvent(new WheelEvent('wheel', { ...where, deltaX: event.deltaX, deltaY: event.deltaY,
                                                   deltaMode: event.deltaMode }));
  }, { passive: false });
}
passWheelOn(textarea);

// --- Restoring saved code: a start step, before `ready` resolves and before a URL's code=, which then wins -----
export function restoreSavedCode() {
  for (let number = 1; number <= MOST_TABS; number += 1) {
    const code = load(STORAGE_PREFIX + number);
    if (typeof code === 'string') restoreCode(number, code);
  }
  const savedExample = Number(load(STORAGE_EXAMPLE));
  if (Number.isInteger(savedExample) && savedExample >= 1) setExample(savedExample);  // refused when out of range
  restored = true;
}

// --- CodeMirror, after the first frame ------------------------------------------------------------------------
// Until it arrives the textarea is the editor; then CodeMirror takes over its text (typed meanwhile included), its
// name, its focus and its place. If it cannot load, the textarea stays. The error status moves into CodeMirror's
// shadow root with it, where the editable element's aria-describedby can name it (ids do not cross the boundary).
function mountCodeMirror({ mountEditor }, names) {
  const hadFocus = document.activeElement === textarea;
  const label = textarea.getAttribute('aria-label');
  textarea.removeAttribute('id');
  const host = document.createElement('div');
  host.className = 'code-mirror-host';
  codeArea.append(host);
  codeMirror = mountEditor(host, {
    code: textarea.value, tab: example, label, names,
    on: {
      change: (text) => {
        errorLine = 0;
        showError();
        setCode(text);
        // After CodeMirror's own scroll (its measure runs in this frame), the panel and the keyboard may still hide
        // the caret's line, as with the plain text box's typing.
        requestAnimationFrame(keepCaretInSight);
      },
      run: (text) => { setCode(text); run(text); },
      stop, running: () => running, leave: leaveEditor,
      focus: () => { editorFocused(); followKeyboard(); },
    },
  });
  codeMirror.root.append(errorStatus);
  codeMirror.view.contentDOM.setAttribute('aria-describedby', errorStatus.id);
  codeMirror.setReadOnly(textarea.readOnly);
  codeMirror.setDark(wrapper.classList.contains('dark'));
  textarea.hidden = true;
  wrapper.classList.add('codemirror');
  showError();
  const scroller = codeMirror.view.scrollDOM;
  scroller.addEventListener('keyup', keepCaretInSight);
  scroller.addEventListener('click', keepCaretInSight);
  passWheelOn(scroller);
  codeMirror.view.contentDOM.addEventListener('blur', followKeyboard);
  if (hadFocus) codeMirror.focus();
  startMarks.editorEditable = performance.now();  // read by `make bench`
}

export function loadCodeMirror() {
  return Promise.all([import('./code-editor-cm.js'), import('./python-completions.js')])
    .then(([module, completions]) => mountCodeMirror(module, completions.pythonCompletions),
          (error) => {
            console.warn('qkv: the code editor stays a plain text box:', error);
            return loadColours();
          });
}
