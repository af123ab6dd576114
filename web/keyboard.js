// keyboard.js — Tab and Shift+Tab on the canvas. The canvas is one element to the browser, but the learner sees
// dozens of controls: Tab walks them in reading order (src/ui/tab_order.hpp), hands over to the code editor's
// textarea on the way, and at either end lets the browser move on, so the keyboard is never trapped. A Tab from
// the page lands on the first control, a Shift+Tab on the last; a click gives focus without the keyboard ring.
(function () {
  'use strict';
  const qkv = window.qkv;
  if (!qkv) return;
  const canvas = document.querySelector('#canvas');
  const LEFT = 0, ON_EDITOR = 2;  // results of the Tab functions (src/app/keyboard_api.hpp); 1: moved on the canvas

  const wasm = () => (window.Module && window.Module._qkv_api_keyboard_tab ? window.Module : null);
  let lastTabDirection = 0;   // of the key that is moving the browser's focus right now
  let quietFocus = false;     // the next canvas focus comes from us: keep ImGui's focus where it is
  let pointerFocus = false;   // the pointer is going down: a click or tap, not the keyboard, is giving focus

  function focusEditor() {
    if (qkv._focusEditor) qkv._focusEditor();
  }

  window.addEventListener('keydown', (event) => {
    const isTab = event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey;
    lastTabDirection = isTab ? (event.shiftKey ? -1 : 1) : 0;
    if (!isTab || event.target !== canvas || !wasm()) return;
    // SDL must not see Tab: it would cancel the browser's own move when the canvas has no control left.
    event.stopImmediatePropagation();
    const result = wasm()._qkv_api_keyboard_tab(lastTabDirection);
    if (result === LEFT) return;  // the browser moves to the page's next (or previous) element
    event.preventDefault();
    if (result === ON_EDITOR) focusEditor();
  }, true);

  // Capture on window runs before page.js's pointerdown focuses the canvas.
  window.addEventListener('pointerdown', () => {
    pointerFocus = true;
    setTimeout(() => { pointerFocus = false; }, 0);
  }, true);

  canvas.addEventListener('focus', () => {
    const quiet = quietFocus || pointerFocus;
    quietFocus = false;
    if (quiet || !wasm()) return;
    // Tab inside this document tells the direction; focus from a parent page (an iframe) shows as :focus-visible.
    const direction = lastTabDirection || (canvas.matches(':focus-visible') ? 1 : 0);
    if (direction === 0) return;
    if (wasm()._qkv_api_keyboard_enter(direction) === ON_EDITOR) focusEditor();
  });
  canvas.addEventListener('blur', () => { if (wasm()) wasm()._qkv_api_keyboard_blur(); });

  // For the code editor (code-editor.js): focus the canvas without moving ImGui's focus.
  qkv._focusCanvasQuietly = function focusCanvasQuietly() {
    quietFocus = true;
    canvas.focus();
    quietFocus = false;
  };
  // The editor's textarea got the focus, by click or by Tab: ImGui's focus follows, so Tab continues from it.
  qkv._editorFocused = function editorFocused() { if (wasm()) wasm()._qkv_api_keyboard_editor_focused(); };
  // Tab out of the editor (after Escape, or Shift+Tab): to the control after (or before) it on the canvas.
  // Returns false when there is none, so the browser's own move applies.
  qkv._leaveEditor = function leaveEditor(direction) {
    if (!wasm() || wasm()._qkv_api_keyboard_tab(direction) === LEFT) return false;
    qkv._focusCanvasQuietly();
    return true;
  };
  // {name, label, index, visible, picking, stops}: the control with ImGui's keyboard focus (for tests and tools).
  qkv._keyboardFocus = function keyboardFocus() {
    return wasm() ? JSON.parse(wasm().UTF8ToString(wasm()._qkv_api_keyboard_focus())) : null;
  };
}());
