// view-api.js — window.qkv.setView / getView and the name tables the URL parser checks against, as messages to
// the wasm (src/app/api/view_api.hpp). The rules live in C++, next to the UI they describe.
import { call } from './wasm.js';

const FIELDS = ['hide', 'theme', 'readonly', 'pin', 'fit_height'];

// setView({hide: ['weights'] | 'weights,x', theme: 'light'|'dark', readonly: bool, pin: 'q,1,2' | null,
// fit_height: bool}): any subset. Answers {ok: true, ignored: [...fields refused...]} or {ok: false, error}.
export function setView(view) {
  if (view === null || typeof view !== 'object') return { ok: false, error: 'setView takes an object, e.g. {theme: "dark"}' };
  const unknown = Object.keys(view).filter((key) => !FIELDS.includes(key));
  if (unknown.length) return { ok: false, error: `unknown view field(s): ${unknown.join(', ')}` };
  const message = { type: 'set_view' };
  if ('hide' in view) {
    const hide = Array.isArray(view.hide) ? view.hide.join(',') : view.hide;
    if (typeof hide !== 'string') return { ok: false, error: 'hide must be a list of panel names' };
    message.hide = hide;
  }
  if ('theme' in view) {
    if (typeof view.theme !== 'string') return { ok: false, error: 'theme must be "light" or "dark"' };
    message.theme = view.theme;
  }
  for (const flag of ['readonly', 'fit_height'].filter((name) => name in view)) {
    if (typeof view[flag] !== 'boolean') return { ok: false, error: `${flag} must be true or false` };
    message[flag] = view[flag];
  }
  if ('pin' in view) {
    const pin = view.pin === null ? '' : view.pin;
    if (typeof pin !== 'string') return { ok: false, error: 'pin must be "matrix,row,col" or null' };
    message.pin = pin;
  }
  return call(message);
}

// {hide: [...], theme, readonly, pin: 'q,1,2' | null, fit_height, content_height}.
export function getView() { return call({ type: 'get_view' }); }

// {panels: [...], matrices: [...]} (the settings' ranges are lesson-settings.js's).
export function viewTables() { return call({ type: 'view_tables' }); }
