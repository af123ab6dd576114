// page.js — boots the playground: checks WebGL2, loads the wasm, shows progress and errors, and owns
// window.qkv, the page's JavaScript API (ready, getState, ...).
(function () {
  'use strict';
  const statusBox = document.querySelector('#status');
  const statusText = document.querySelector('#status-text');
  const canvas = document.querySelector('#canvas');
  let failed = false;
  let started = false;
  const scriptBase = document.currentScript ? document.currentScript.src : location.href;
  // Milliseconds since navigation at each step of the start, for `make bench`'s first-frame breakdown.
  const startMarks = { pageScript: performance.now() };

  function showError(message) {
    failed = true;
    statusBox.hidden = false;
    statusBox.firstElementChild.classList.add('error');
    statusText.textContent = message;
  }

  // Scripts loaded after this one (url-state.js) register work that must finish before `ready` resolves, such as
  // applying the URL's preset: ready then means "showing what the page asked for".
  const startSteps = [];
  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
  ready.catch(() => {});  // a failed load is shown on the page; nobody has to await it

  const mirrors = {
    output: document.querySelector('#output-mirror'),
    selection: document.querySelector('#selection-mirror'),
    code_output: document.querySelector('#code-output-mirror'),
    focus: document.querySelector('#focus-mirror'),
    exercise: document.querySelector('#exercise-mirror'),
  };
  const textListeners = {};  // region -> function(text), e.g. code-editor.js for "code_state"
  const runWaiters = [];     // run()'s promises, resolved by the next "run_finished"
  let settlePython;          // python-runner.js settles pythonReady through qkv._settlePython
  const pythonReady = new Promise((resolve, reject) => { settlePython = { resolve, reject }; });
  pythonReady.catch(() => {});

  // --- Calls into the wasm (src/app/platform/web/exports.cpp) -------------------------------------------------------
  function wasm() {
    if (!started || !window.Module || !window.Module._qkv_api_get_state) {
      throw new Error('the playground has not started yet: await qkv.ready first');
    }
    return window.Module;
  }
  function withCString(text, use) {
    const module = wasm();
    const size = module.lengthBytesUTF8(text) + 1;
    const pointer = module._malloc(size);
    try {
      module.stringToUTF8(text, pointer, size);
      return use(pointer);
    } finally {
      module._free(pointer);
    }
  }
  const SET = { seed: 1, tokens: 2, n_embd: 4, n_head: 8, bias: 16 };
  const INTEGER_FIELDS = ['tokens', 'n_embd', 'n_head'];

  // setParams({seed, tokens, n_embd, n_head, bias}): any subset. The rules are the controls' (validate() in the
  // core); JavaScript only checks the types it has to translate. Applied at once: getState() reflects it.
  function setParams(params) {
    if (params === null || typeof params !== 'object') return { ok: false, error: 'setParams takes an object, e.g. {n_embd: 64}' };
    const unknown = Object.keys(params).filter((key) => !(key in SET));
    if (unknown.length) {
      return { ok: false, error: `unknown setting ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the settings are ${Object.keys(SET).join(', ')}` };
    }
    let given = 0;
    let seedText = '';
    if ('seed' in params) {
      const seed = params.seed;
      if (typeof seed === 'bigint') seedText = seed.toString();
      else if (typeof seed === 'string') seedText = seed;
      else if (typeof seed === 'number') {
        if (!Number.isSafeInteger(seed)) {
          return { ok: false, error: `seed ${seed} is not a whole number JavaScript holds exactly; pass it as a string, e.g. "18446744073709551615"` };
        }
        seedText = String(seed);
      } else return { ok: false, error: 'seed must be a number, a string or a BigInt' };
      given |= SET.seed;
    }
    const numbers = {};
    for (const key of INTEGER_FIELDS) {
      if (!(key in params)) continue;
      if (typeof params[key] !== 'number') return { ok: false, error: `${key} must be a number (got ${typeof params[key]})` };
      numbers[key] = params[key];
      given |= SET[key];
    }
    if ('bias' in params) {
      if (typeof params.bias !== 'boolean') return { ok: false, error: `bias must be true or false (got ${typeof params.bias})` };
      given |= SET.bias;
    }
    const module = wasm();
    const answer = withCString(seedText, (seedPointer) => module.UTF8ToString(module._qkv_api_set_params(
      given, seedPointer, numbers.tokens || 0, numbers.n_embd || 0, numbers.n_head || 0, params.bias ? 1 : 0)));
    return JSON.parse(answer);
  }

  function widgetRects() {
    const module = wasm();
    return JSON.parse(module.UTF8ToString(module._qkv_api_widget_rects()));
  }

  window.qkv = {
    ready,
    // {seed, tokens, n_embd, n_head, head_size, bias, output}: seed is a number, or a string beyond 2^53.
    getState() {
      const module = wasm();
      return JSON.parse(module.UTF8ToString(module._qkv_api_get_state()));
    },
    setParams,
    // cell('x', t, i), cell('W_q', j, i), cell('q', t, j), cell('b_q', 0, j): the float32 value, or null.
    cell(name, row, col) {
      if (typeof name !== 'string' || !Number.isInteger(row) || !Number.isInteger(col)) return null;
      const value = withCString(name, (pointer) => wasm()._qkv_api_cell(pointer, row, col));
      return Number.isNaN(value) ? null : value;
    },
    // Where a named widget was drawn in the last frame, in CSS pixels of the page (tests aim the mouse with it).
    _widgetRect(name) {
      const rect = widgetRects()[name];
      if (!rect) return null;
      const box = canvas.getBoundingClientRect();
      return { x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height,
               control: rect.control, enabled: rect.enabled };
    },
    _widgetNames() { return Object.keys(widgetRects()); },
    // Called by the wasm (src/app/platform/web/bridge.js).
    _onFirstFrame() {
      started = true;
      window.qkv.firstFrameMs = performance.now();  // milliseconds since navigation; read by `make bench`
      startMarks.firstFrame = window.qkv.firstFrameMs;
      window.qkv.startMarks = startMarks;
      statusBox.hidden = true;
      Promise.all(startSteps.map((step) => Promise.resolve().then(step)))
        .catch((error) => console.warn('qkv: a start step failed:', error))
        .then(() => {
          startMarks.ready = performance.now();
          resolveReady(window.qkv);
          loadPythonRunner();
        });
    },
    _beforeReady(step) { startSteps.push(step); },
    _publishText(region, text) {
      if (region === 'run_finished') {
        const result = JSON.parse(text);
        runWaiters.splice(0).forEach((resolve) => resolve(result));
        return;
      }
      if (mirrors[region]) mirrors[region].textContent = text;
      if (textListeners[region]) textListeners[region](text);
    },
    _onText(region, listener) { textListeners[region] = listener; },
    // The code panel (src/app/api/code_api.hpp). run(code) puts the code in the open tab and runs it: a Promise of
    // {ok, output, error, error_line}. stop() ends a run in progress. setExample(1..3) opens a tab; setCode(code)
    // replaces its code, not run.
    run(code) {
      if (typeof code !== 'string') {
        return Promise.resolve({ ok: false, output: '', error: 'run takes the code as a string', error_line: 0 });
      }
      return new Promise((resolve) => {
        runWaiters.push(resolve);  // before the call: a run can end inside it
        const answer = withCString(code, (pointer) => JSON.parse(wasm().UTF8ToString(wasm()._qkv_api_run(pointer))));
        if (answer.ok) return;
        runWaiters.splice(runWaiters.indexOf(resolve), 1);
        resolve({ ok: false, output: '', error: answer.error, error_line: 0 });
      });
    },
    stop() { return JSON.parse(wasm().UTF8ToString(wasm()._qkv_api_stop())); },
    setExample(number) {
      if (typeof number !== 'number') return { ok: false, error: 'setExample takes 1, 2 or 3' };
      return JSON.parse(wasm().UTF8ToString(wasm()._qkv_api_set_example(number)));
    },
    setCode(code) {
      if (typeof code !== 'string') return { ok: false, error: 'setCode takes the code as a string' };
      return withCString(code, (pointer) => JSON.parse(wasm().UTF8ToString(wasm()._qkv_api_set_code(pointer))));
    },
    // The Python runtime: python-runner.js, loaded once `ready` has resolved, replaces this stand-in; a run the
    // app asks for before then waits here. pythonReady resolves when Python has loaded (docs/embedding.md).
    _python: { waiting: [], run(code) { this.waiting.push(code); }, stop() {} },
    pythonReady,
    _restoreCode(number, code) { withCString(code, (pointer) => wasm()._qkv_api_restore_code(number, pointer)); },
  };

  if (!document.createElement('canvas').getContext('webgl2')) {
    showError('This playground draws with WebGL2, which this browser does not offer (or has switched off). ' +
              'A current Firefox, Chrome, Edge or Safari will show it.');
    rejectReady(new Error('WebGL2 is not available'));
    return;
  }

  // Python is not needed for the first frame: its page-side script, worker and wasm all load after it.
  function loadPythonRunner() {
    window.qkv._settlePython = settlePython;
    const script = document.createElement('script');
    script.src = new URL('python-runner.js', scriptBase).href;
    script.onerror = () => settlePython.reject(new Error('python-runner.js did not load'));
    document.body.appendChild(script);
  }

  const failLoad = (why) => {
    if (failed) return;
    showError('The playground could not start: ' + why + ' Reloading the page may help.');
    rejectReady(new Error(why));
  };

  // Frame timing for `make bench`: off until a benchmark asks for it (qkv._frameTimes = []), so a learner's
  // page does no bookkeeping.
  let frameStart = 0;
  window.Module = {
    canvas,
    preMainLoop: () => { if (window.qkv._frameTimes) frameStart = performance.now(); },
    postMainLoop: () => { if (window.qkv._frameTimes) window.qkv._frameTimes.push(performance.now() - frameStart); },
    onRuntimeInitialized: () => { startMarks.runtimeInitialized = performance.now(); },
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onAbort: (what) => {
      if (started) showError('The playground stopped unexpectedly (' + String(what) + '). Reloading the page restarts it.');
      else failLoad(String(what || 'the WebAssembly module stopped.'));
    },
    // We fetch and instantiate the wasm ourselves so that every way it can fail ends in a message on the page.
    // The download and compile started before the runtime script (below); here it only waits and instantiates.
    instantiateWasm(imports, receiveInstance) {
      startMarks.runtimeScript = performance.now();
      compiledWasm
        .then((module) => WebAssembly.instantiate(module, imports))
        .then((instance) => {
          startMarks.wasmInstantiated = performance.now();
          receiveInstance(instance);
        })
        .catch((error) => failLoad(error && error.message && /wasm/.test(error.message)
          ? error.message : 'qkv-playground.wasm could not be downloaded or compiled.'));
      return {};
    },
  };
  // Anything that goes wrong before the first frame is a failed start, shown on the page.
  window.addEventListener('error', (event) => { if (!started) failLoad(String(event.message || 'a script error.')); });
  window.addEventListener('unhandledrejection', (event) => {
    if (!started) failLoad(String(event.reason && event.reason.message || event.reason || 'an unknown error.'));
  });
  // Keep the canvas from taking keys it does not own: it takes focus only when clicked or tabbed to.
  canvas.addEventListener('pointerdown', () => canvas.focus());

  // Download and compile the wasm while the runtime script loads: the two overlap instead of queueing.
  const compiledWasm = fetch(new URL('qkv-playground.wasm', scriptBase).href, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`qkv-playground.wasm could not be downloaded (HTTP ${response.status}).`);
      return WebAssembly.compileStreaming(response.clone())
        .catch(() => response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)));
    });
  compiledWasm.catch(() => {});  // reported by instantiateWasm, which the runtime calls once it has loaded

  const script = document.createElement('script');
  script.src = new URL('qkv-playground.js', scriptBase).href;
  script.onerror = () => failLoad('qkv-playground.js did not load.');
  document.body.appendChild(script);
})();
