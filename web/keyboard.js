// keyboard.js — Tab and Shift+Tab on the canvas. The canvas is one element to the browser, but the learner sees
// dozens of controls: Tab walks them in reading order (src/ui/tab_order.hpp), hands over to the code editor's
// textarea on the way, and at either end lets the browser move on, so the keyboard is never trapped. A Tab from
// the page lands on the first control, a Shift+Tab on the last; a click gives focus without the keyboard ring.
// The code editor sits above this module: it imports the canvas's focus helpers from here and hands in, with
// editorTakesFocus, what to do when Tab reaches its place, so the import graph stays acyclic.
import { call, isStarted } from './wasm.js';

const canvas = document.querySelector('#canvas');
// What the Tab messages answer (src/app/api/keyboard_api.hpp): "left" (the browser moves on), "moved" (to a
// control of the canvas) or "editor" (the code editor's textarea takes over).
const tab = (direction) => call({ type: 'keyboard_tab', direction }).focus;

let lastTabDirection = 0;   // of the key that is moving the browser's focus right now
let quietFocus = false;     // the next canvas focus comes from us: keep ImGui's focus where it is
let pointerFocus = false;   // the pointer is going down: a click or tap, not the keyboard, is giving focus
let focusEditor = () => {}; // set by code-editor.js as it loads

// For the code editor: how its textarea takes the keyboard when Tab (or Space) reaches its place on the canvas.
export function editorTakesFocus(focus) {
  focusEditor = focus;
}

window.addEventListener('keydown', (event) => {
  const isTab = event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey;
  lastTabDirection = isTab ? (event.shiftKey ? -1 : 1) : 0;
  if (!isTab || event.target !== canvas || !isStarted()) return;
  // SDL must not see Tab: it would cancel the browser's own move when the canvas has no control left.
  event.stopImmediatePropagation();
  const focus = tab(lastTabDirection);
  if (focus === 'left') return;  // the browser moves to the page's next (or previous) element
  event.preventDefault();
  if (focus === 'editor') focusEditor();
}, true);

// Capture on window runs before page.js's pointerdown focuses the canvas.
window.addEventListener('pointerdown', () => {
  pointerFocus = true;
  setTimeout(() => { pointerFocus = false; }, 0);
}, true);

canvas.addEventListener('focus', () => {
  const quiet = quietFocus || pointerFocus;
  quietFocus = false;
  if (quiet || !isStarted()) return;
  // Tab inside this document tells the direction; focus from a parent page (an iframe) shows as :focus-visible.
  const direction = lastTabDirection || (canvas.matches(':focus-visible') ? 1 : 0);
  if (direction === 0) return;
  if (call({ type: 'keyboard_enter', direction }).focus === 'editor') focusEditor();
});
canvas.addEventListener('blur', () => { if (isStarted()) call({ type: 'canvas_blur' }); });

// For the code editor: focus the canvas without moving ImGui's focus.
export function focusCanvasQuietly() {
  quietFocus = true;
  canvas.focus();
  quietFocus = false;
}
// The editor's textarea got the focus, by click or by Tab: ImGui's focus follows, so Tab continues from it.
export function editorFocused() { if (isStarted()) call({ type: 'editor_focused' }); }
// Tab out of the editor (after Escape, or Shift+Tab): to the control after (or before) it on the canvas.
// Returns false when there is none, so the browser's own move applies.
export function leaveEditor(direction) {
  if (!isStarted() || tab(direction) === 'left') return false;
  focusCanvasQuietly();
  return true;
}
// {name, label, index, visible, picking, stops}: the control with ImGui's keyboard focus (for tests and tools).
export function keyboardFocus() { return isStarted() ? call({ type: 'keyboard_focus' }) : null; }
