// python-runner.js — the page's side of the Python runtime (qkv-python.wasm, a second program). page.js loads this
// script once `ready` has resolved; it loads the runtime while the page is idle, into a Web Worker
// (python-worker.js): runs then never hold up the page,
// and Stop ends the worker and starts a fresh one. Where no worker can start (a sandboxed iframe with a null
// origin, a CSP that blocks workers) it runs on the page's thread, with a small step budget and no Stop.
// The app asks for runs through src/app/platform/web/bridge.js; answers go back into its wasm
// (src/app/platform/web/code_runner.cpp): each tensor, then the text, which ends the run.
(function () {
  'use strict';
  const qkv = window.qkv;
  const base = document.currentScript ? document.currentScript.src : location.href;
  const WORKER_STEPS = 1e9;      // honest long programs finish (minutes of work); Stop ends the rest
  const PAGE_STEPS = 3e6;        // nothing can stop a run on the page's thread: this ends one in under a second
  const TENSOR_BYTES = 256 * 1024 * 1024;
  const WORKER_START_TIMEOUT_MS = 15000;
  const LOADING = 0, READY = 1, FAILED = 2;  // as RunnerReadiness in src/app/platform/code_runner.hpp

  let worker = null;         // the worker, while it is the runtime
  let pageModule = null;     // the runtime on the page's thread, where no worker could start
  let readiness = LOADING;
  let note = '';
  let pending = null;        // a run asked for before the runtime was ready: {id, code}
  let current = null;        // the run in progress: {id, started}
  let nextId = 1;
  const { resolve: resolveReady, reject: rejectReady } = qkv._settlePython;

  // --- Into the app's wasm ----------------------------------------------------------------------------------------
  function withCStrings(module, texts, use) {
    const pointers = texts.map((text) => {
      const size = module.lengthBytesUTF8(text) + 1;
      const pointer = module._malloc(size);
      module.stringToUTF8(text, pointer, size);
      return pointer;
    });
    try {
      return use(...pointers);
    } finally {
      pointers.forEach((pointer) => module._free(pointer));
    }
  }

  function tellStatus() {
    const app = window.Module;
    const canStop = readiness === READY && worker !== null;
    withCStrings(app, [note], (notePointer) => app._qkv_api_runner_status(readiness, canStop ? 1 : 0, notePointer));
  }

  function deliver(result, values) {
    const app = window.Module;
    result.tensors.forEach((tensor, index) => {
      const shape = app._malloc(4 * Math.max(1, tensor.shape.length));
      const data = app._malloc(4 * Math.max(1, values[index].length));
      app.HEAP32.set(tensor.shape, shape >> 2);  // read after both mallocs: the heap may have grown
      app.HEAPF32.set(values[index], data >> 2);
      withCStrings(app, [tensor.name, tensor.grad_fn], (name, gradFn) => app._qkv_api_run_tensor(
        name, gradFn, tensor.is_parameter ? 1 : 0, shape, tensor.shape.length, data, values[index].length));
      app._free(shape);
      app._free(data);
    });
    withCStrings(app, [result.output, result.error, result.error_type], (output, error, errorType) =>
      app._qkv_api_run_finished(result.ok ? 1 : 0, output, error, errorType, result.error_line, result.steps));
  }

  function ended(error, errorType) {
    return { ok: false, output: '', error, error_type: errorType, error_line: 0, steps: 0, tensors: [] };
  }

  // --- Loading -----------------------------------------------------------------------------------------------------
  function becomeReady() {
    readiness = READY;
    qkv.startMarks.pythonReady = performance.now();
    tellStatus();
    resolveReady();
    if (pending) {
      const request = pending;
      pending = null;
      dispatch(request);
    }
  }

  function fail(why) {
    readiness = FAILED;
    note = `Python could not be loaded (${why}). Reloading the page may help.`;
    tellStatus();
    rejectReady(new Error(note));
    if (pending) {
      pending = null;
      deliver(ended(note, 'Unavailable'), []);
    }
  }

  function startWorker() {
    let started;
    try {
      started = new Worker(new URL('python-worker.js', base).href);
    } catch (error) {
      startOnPage(`this page cannot start a Web Worker: ${error.message}`);
      return;
    }
    worker = started;
    const timeout = setTimeout(() => {
      if (worker === started && readiness !== READY) gaveUpOnWorker(started, 'its Web Worker did not start');
    }, WORKER_START_TIMEOUT_MS);
    started.onmessage = (event) => {
      const message = event.data;
      if (worker !== started) return;
      if (message.type === 'ready') {
        clearTimeout(timeout);
        becomeReady();
      } else if (message.type === 'failed') {
        clearTimeout(timeout);
        worker = null;
        started.terminate();
        fail(message.error);
      } else if (message.type === 'output') {
        if (current && current.id === message.id) current.printed += message.text;
      } else if (message.type === 'result') {
        finish(message.id, message.result, message.values);
      }
    };
    // A worker blocked by the page's CSP fires `error` instead of throwing; one that crashes mid-run does too.
    started.onerror = (event) => {
      event.preventDefault();
      if (worker !== started) return;
      clearTimeout(timeout);
      if (readiness !== READY) gaveUpOnWorker(started, 'its Web Worker could not start here');
      else restartAfterCrash(started, event.message || 'an unknown error');
    };
  }

  function gaveUpOnWorker(started, why) {
    started.terminate();
    worker = null;
    startOnPage(why);
  }

  function restartAfterCrash(crashed, why) {
    crashed.terminate();
    worker = null;
    readiness = LOADING;
    tellStatus();
    if (current) {
      current = null;
      deliver(ended(`The Python runtime stopped unexpectedly (${why}) and was restarted.`, 'RuntimeCrash'), []);
    }
    startWorker();
  }

  function loadScript(name) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(name, base).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${name} did not load`));
      document.head.appendChild(script);
    });
  }

  function startOnPage(why) {
    note = `Python runs on this page's own thread here (${why}), so a run cannot be stopped and one that ` +
           'takes more than about a second is cut short.';
    tellStatus();
    loadScript('qkv-python.js')
      .then(() => loadScript('python-calls.js'))
      .then(() => createQkvPython({ print: (text) => console.log(text), printErr: (text) => console.warn(text) }))
      .then((module) => { pageModule = module; becomeReady(); })
      .catch((error) => fail(String(error && error.message || error)));
  }

  // --- Runs --------------------------------------------------------------------------------------------------------
  function dispatch(request) {
    current = { id: request.id, started: performance.now(), printed: '' };
    if (worker) {
      worker.postMessage({ type: 'run', id: request.id, code: request.code, maxSteps: WORKER_STEPS,
                           maxTensorBytes: TENSOR_BYTES });
      return;
    }
    // After this frame, so the app is not re-entered from inside its own call.
    setTimeout(() => {
      const { result, values } = self.qkvPythonCalls.run(pageModule, request.code, PAGE_STEPS, TENSOR_BYTES);
      finish(request.id, result, values);
    }, 0);
  }

  function finish(id, result, values) {
    if (!current || current.id !== id) return;
    qkv.startMarks.lastRunMs = performance.now() - current.started;
    current = null;
    deliver(result, values);
  }

  function run(code) {
    const request = { id: nextId++, code };
    if (readiness === FAILED) deliver(ended(note, 'Unavailable'), []);
    else if (readiness === READY) dispatch(request);
    else pending = request;
  }

  function stop() {
    if (pending) {
      pending = null;
      deliver(ended('Stopped before Python had loaded.', 'Stopped'), []);
      return;
    }
    if (!current || !worker) return;
    const seconds = (performance.now() - current.started) / 1000;
    const printed = current.printed;
    current = null;
    worker.terminate();
    worker = null;
    readiness = LOADING;
    tellStatus();
    deliver({ ...ended(`Stopped after ${seconds.toFixed(1)} s (Python was restarted).`, 'Stopped'), output: printed }, []);
    startWorker();
  }

  const waiting = qkv._python.waiting || [];
  qkv._python = { run, stop };
  waiting.forEach(run);
  qkv.startMarks.pythonRequested = performance.now();
  const whenIdle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1));
  whenIdle(startWorker, { timeout: 200 });
})();
