// state-watch.js — one place that tells the rest of the page when the playground's state or view changed (a
// slider, a click, a message from the host), with a `qkv:change` event on window: the host-page messages and the
// table view listen to it. The wasm pushes each change after the frame that made it
// (src/app/platform/web/state_push.cpp); whoever changed something from JavaScript can ask at once.
(function () {
  'use strict';
  const qkv = window.qkv;
  if (!qkv) return;
  let lastState = '';
  let lastView = '';

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
  let started = false;
  qkv._checkChanges = () => { if (started) announce(qkv.getState(), qkv.getView()); };
  qkv._onText('state', (json) => {
    if (!started) return;
    const { state, view } = JSON.parse(json);
    announce(state, view);
  });
  qkv.ready.then(() => {
    started = true;
    qkv._checkChanges();
  });
})();
