// python-runner.js — the page's side of the Python runtime (qkv-python.wasm, a second program). page.js calls
// startPython() once the playground's own wasm has started, and announcePython() once `ready` has resolved: the
// runtime loads off the page's thread meanwhile, into a Web Worker (python-worker.js): runs then never hold up the
// page, and Stop ends the worker and starts a fresh one. Where no worker can start (a sandboxed iframe with a null
// origin, a CSP that blocks workers) it runs on the page's thread, loaded after `ready`, with a small step budget
// and no Stop. The app asks for runs with start_run/stop_run messages (page.js
// passes them to run and stop); answers go back into its wasm (src/app/platform/web/code_runner.cpp): each
// tensor, then a python_result message, which ends the run.
import { call, isStarted, runtime, withCStrings } from './wasm.js';

const base = import.meta.url;
const WORKER_STEPS = 1e9;      // honest long programs finish (minutes of work); Stop ends the rest
const PAGE_STEPS = 3e6;        // nothing can stop a run on the page's thread: this ends one in under a second
const TENSOR_BYTES = 256 * 1024 * 1024;
const WORKER_START_TIMEOUT_MS = 15000;
const LOADING = 'loading', READY = 'ready', FAILED = 'failed';  // python_status's readiness

let worker = null;         // the worker, while it is the runtime
let pageModule = null;     // the runtime on the page's thread, where no worker could start
let readiness = LOADING;
let note = '';
let pending = null;        // a run asked for before the runtime was ready: {id, code}
let current = null;        // the run in progress: {id, started}
let nextId = 1;
let startMarks = {};       // page.js's marks of the start, for `make bench`
let crashAfterPrinting = false;  // tests only: the next run in the worker crashes after it first prints
let settle;
let announce;              // resolves once `ready` has (announcePython)
const announced = new Promise((resolve) => { announce = resolve; });
// window.qkv.pythonReady: resolves when the runtime has loaded, rejects if it cannot load.
export const pythonReady = new Promise((resolve, reject) => { settle = { resolve, reject }; });
pythonReady.catch(() => {});  // a failed load is shown in the code panel; nobody has to await it

// --- Into the app's wasm ----------------------------------------------------------------------------------------
// The app hears the state once it answers calls (tellAppPythonStatus tells it the state reached before).
function tellStatus() {
  if (!isStarted()) return;
  call({ type: 'python_status', readiness, can_stop: readiness === READY && worker !== null, note });
}

function deliver(result, values) {
  const app = runtime();
  result.tensors.forEach((tensor, index) => {
    const shape = app._malloc(4 * Math.max(1, tensor.shape.length));
    const data = app._malloc(4 * Math.max(1, values[index].length));
    app.HEAP32.set(tensor.shape, shape >> 2);  // read after both mallocs: the heap may have grown
    app.HEAPF32.set(values[index], data >> 2);
    const origin = tensor.origin || { kind: '', left: -1, right: -1, bias: -1 };
    const flags = (tensor.is_parameter ? 1 : 0) | (tensor.is_buffer ? 2 : 0) | (tensor.operand_only ? 4 : 0);
    withCStrings([tensor.name, tensor.grad_fn, tensor.dtype || 'float32', origin.kind], (name, gradFn, dtype, kind) =>
      app._qkv_api_run_tensor(name, gradFn, dtype, flags, kind, origin.left, origin.right, origin.bias, shape,
                              tensor.shape.length, data, values[index].length));
    app._free(shape);
    app._free(data);
  });
  call({ type: 'python_result', ok: result.ok, output: result.output, error: result.error,
         error_type: result.error_type, error_line: result.error_line, steps: result.steps,
         charts: result.charts || [] });
}

function ended(error, errorType) {
  return { ok: false, output: '', error, error_type: errorType, error_line: 0, steps: 0, tensors: [], charts: [] };
}

// --- Loading -----------------------------------------------------------------------------------------------------
function becomeReady() {
  readiness = READY;
  startMarks.pythonReady = performance.now();
  tellStatus();
  settle.resolve();
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
  settle.reject(new Error(note));
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
      startMarks.pythonWorkerReady = message.at - performance.timeOrigin;  // before the page could hear it
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
    } else if (message.type === 'crashed') {
      restartAfterCrash(started, message.error);
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
    const printed = current.printed;  // what the run printed before the crash stays in the panel
    current = null;
    deliver({ ...ended(`The Python runtime stopped unexpectedly (${why}) and was restarted.`, 'RuntimeCrash'),
              output: printed }, []);
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

function instantiateOnPage(imports, receive) {
  self.qkvPythonCalls.instantiate(fetch('qkv-python.wasm', { credentials: 'same-origin' }), imports, receive)
    .catch((error) => fail(String(error && error.message || error)));
  return {};  // the exports come through `receive`
}

function startOnPage(why) {
  note = `Python runs on this page's own thread here (${why}), so a run cannot be stopped and one that ` +
         'takes more than about a second is cut short.';
  tellStatus();
  announced  // the page's own thread: after the app's first frame and start, not in their way
    .then(() => loadScript('qkv-python.js'))
    .then(() => loadScript('python-calls.js'))
    .then(() => createQkvPython({ print: (text) => console.log(text), printErr: (text) => console.warn(text),
                                  instantiateWasm: instantiateOnPage }))
    .then((module) => { pageModule = module; becomeReady(); })
    .catch((error) => fail(String(error && error.message || error)));
}

// --- Runs --------------------------------------------------------------------------------------------------------
function dispatch(request) {
  current = { id: request.id, started: performance.now(), printed: '' };
  if (worker) {
    worker.postMessage({ type: 'run', id: request.id, code: request.code, maxSteps: WORKER_STEPS,
                         maxTensorBytes: TENSOR_BYTES, crashAfterPrinting });
    crashAfterPrinting = false;
    return;
  }
  // After this frame, so the app is not re-entered from inside its own call.
  setTimeout(() => {
    self.qkvPythonCalls.run(pageModule, request.code, PAGE_STEPS, TENSOR_BYTES)
      .then(({ result, values }) => finish(request.id, result, values))
      .catch((error) => finish(request.id, ended(`The Python runtime stopped unexpectedly (${error && error.message || error}).`, 'RuntimeCrash'), []));
  }, 0);
}

function finish(id, result, values) {
  if (!current || current.id !== id) return;
  startMarks.lastRunMs = performance.now() - current.started;
  current = null;
  deliver(result, values);
}

export function run(code) {
  const request = { id: nextId++, code };
  if (readiness === FAILED) deliver(ended(note, 'Unavailable'), []);
  else if (readiness === READY) dispatch(request);
  else pending = request;
}

export function stop() {
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

// For tests (through callModule): the next run in the worker fails after its first output as a crash of the
// runtime would, to check that the page keeps that output and restarts the worker.
export function crashNextRunAfterPrinting() {
  crashAfterPrinting = true;
}

// Called once, as soon as the app's wasm has started (before its first frame). The worker fetches and compiles the
// runtime on its own thread while the app draws its first frame: a worker asked for after the first frame would
// wait for the page's thread, which under software compositing stays blocked for hundreds of milliseconds after
// that frame (the canvas is read back), and only then begin its second or so of work. Asked for any earlier, its
// start-up would compete with the app's download, compile and start for a two-core machine: both the page on
// screen and Python ready come later then (docs/performance.md).
export function startPython(marks) {
  startMarks = marks;
  startMarks.pythonRequested = performance.now();
  startWorker();
}

// Called once the app answers calls: it hears the state reached so far, and from then on each change of it.
export function tellAppPythonStatus() { tellStatus(); }

// Called once `ready` has resolved: Python on the page's own thread may load from then on.
export function announcePython() { announce(); }
