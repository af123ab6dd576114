// view-api.js — window.qkv.setView / getView and the name tables the URL parser checks against, as thin calls
// into the wasm (src/app/platform/web/exports.cpp). The rules live in C++, next to the UI they describe.
(function () {
  'use strict';
  const qkv = window.qkv;
  if (!qkv) return;

  function module() {
    const wasm = window.Module;
    if (!wasm || !wasm._qkv_api_get_view) throw new Error('the playground has not started yet: await qkv.ready first');
    return wasm;
  }
  function readJson(pointer) { return JSON.parse(module().UTF8ToString(pointer)); }
  // Copies each string into wasm memory for the duration of `use`.
  function withCStrings(texts, use) {
    const wasm = module();
    const pointers = texts.map((text) => {
      const size = wasm.lengthBytesUTF8(text) + 1;
      const pointer = wasm._malloc(size);
      wasm.stringToUTF8(text, pointer, size);
      return pointer;
    });
    try { return use(...pointers); } finally { pointers.forEach((pointer) => wasm._free(pointer)); }
  }

  const GIVEN = { hide: 1, theme: 2, readonly: 4, pin: 8 };

  // setView({hide: ['weights'] | 'weights,x', theme: 'light'|'dark', readonly: bool, pin: 'q,1,2' | null}):
  // any subset. Answers {ok: true, ignored: [...fields refused...]} or {ok: false, error}.
  qkv.setView = function setView(view) {
    if (view === null || typeof view !== 'object') return { ok: false, error: 'setView takes an object, e.g. {theme: "dark"}' };
    const unknown = Object.keys(view).filter((key) => !(key in GIVEN));
    if (unknown.length) return { ok: false, error: `unknown view field(s): ${unknown.join(', ')}` };
    let given = 0;
    const hide = Array.isArray(view.hide) ? view.hide.join(',') : view.hide;
    if ('hide' in view) {
      if (typeof hide !== 'string') return { ok: false, error: 'hide must be a list of panel names' };
      given |= GIVEN.hide;
    }
    if ('theme' in view) {
      if (typeof view.theme !== 'string') return { ok: false, error: 'theme must be "light" or "dark"' };
      given |= GIVEN.theme;
    }
    if ('readonly' in view) {
      if (typeof view.readonly !== 'boolean') return { ok: false, error: 'readonly must be true or false' };
      given |= GIVEN.readonly;
    }
    const pin = view.pin === null ? '' : view.pin;
    if ('pin' in view) {
      if (typeof pin !== 'string') return { ok: false, error: 'pin must be "matrix,row,col" or null' };
      given |= GIVEN.pin;
    }
    return withCStrings([hide || '', view.theme || '', pin || ''], (hidePointer, themePointer, pinPointer) =>
      readJson(module()._qkv_api_set_view(given, hidePointer, themePointer, view.readonly ? 1 : 0, pinPointer)));
  };

  // {hide: [...], theme, readonly, pin: 'q,1,2' | null, content_height}.
  qkv.getView = function getView() { return readJson(module()._qkv_api_get_view()); };

  // {panels: [...], matrices: [...], max_tokens, max_embd, max_heads}.
  qkv._viewTables = function viewTables() { return readJson(module()._qkv_api_view_tables()); };
})();
