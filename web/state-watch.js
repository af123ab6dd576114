// state-watch.js — one place that tells the rest of the page when the playground's state or view changed (a
// slider, a click, a message from the host), with a `qkv:change` event on window: the host-page messages and the
// table view listen to it. The wasm sends each change after the frame that made it (a "state" message from
// src/app/platform/web/state_push.cpp); whoever changed something from JavaScript can ask at once.
import { ready, getState } from './page.js';
import { getView } from './view-api.js';
import { onMessage } from './wasm.js';

let lastState = '';
let lastView = '';
let started = false;

function announce(state, view) {
  const stateText = JSON.stringify(state);
  const viewText = JSON.stringify(view);
  if (stateText === lastState && viewText === lastView) return;
  const stateChanged = stateText !== lastState;
  lastState = stateText;
  lastView = viewText;
  document.documentElement.dataset.theme = view.theme;  // the page's own controls follow the app's theme
  window.dispatchEvent(new CustomEvent('qkv:change', { detail: { state, view, stateChanged } }));
}

// Announces a change made from JavaScript now, instead of after the next frame.
export function checkChanges() { if (started) announce(getState(), getView()); }

onMessage('state', ({ state, view }) => { if (started) announce(state, view); });
ready.then(() => {
  started = true;
  checkChanges();
});
