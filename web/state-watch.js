// state-watch.js — one place that notices when the playground's state or view changed (a slider, a click, a
// message from the host) and tells the rest of the page with a `qkv:change` event on window: the host-page
// messages and the table view listen to it. Polling a few times a second is cheap (a few hundred bytes of JSON)
// and catches every way the state can change, including ones made inside the wasm.
(function () {
  'use strict';
  const qkv = window.qkv;
  if (!qkv) return;
  const POLL_MS = 120;
  let lastState = '';
  let lastView = '';

  function check() {
    const state = qkv.getState();
    const view = qkv.getView();
    const stateText = JSON.stringify(state);
    const viewText = JSON.stringify(view);
    if (stateText === lastState && viewText === lastView) return;
    const stateChanged = stateText !== lastState;
    lastState = stateText;
    lastView = viewText;
    document.documentElement.dataset.theme = view.theme;  // the page's own controls follow the app's theme
    window.dispatchEvent(new CustomEvent('qkv:change', { detail: { state, view, stateChanged } }));
  }
  // Anyone who just changed something can ask for the event now instead of at the next poll.
  qkv._checkChanges = check;
  qkv.ready.then(() => {
    check();
    setInterval(check, POLL_MS);
  });
})();
