// page.js — boots the playground: checks WebGL2, starts the wasm (wasm.js) and Python beside it (python-runner.js,
// in a worker of its own), shows progress and errors, resolves `ready`. It also holds the calls behind the
// lesson's and the code panel's part of window.qkv (getState, setParams, cell, run, ...), as messages to the wasm.
import { LESSON_SETTINGS } from './lesson-settings.js';
import { lessonLoaded, setLessonParams } from './lesson-source.js';
import {
  announcePython, run as runPython, startPython, stop as stopPython, tellAppPythonStatus,
} from './python-runner.js';
import { call, isStarted, loadRuntime, onMessage } from './wasm.js';

const statusBox = document.querySelector('#status');
const statusText = document.querySelector('#status-text');
const canvas = document.querySelector('#canvas');
let failed = false;
// Milliseconds since navigation at each step of the start, for `make bench`'s first-frame breakdown.
export const startMarks = { pageScript: performance.now() };

function showError(message) {
  failed = true;
  statusBox.hidden = false;
  statusBox.firstElementChild.classList.add('error');
  statusText.textContent = message;
}

let resolveReady, rejectReady;
// Resolves once the first frame is drawn and the start steps (the saved code, the URL's preset) are applied:
// ready then means "showing what the page asked for".
export const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
ready.catch(() => {});  // a failed load is shown on the page; nobody has to await it

const mirrors = {
  output: document.querySelector('#output-mirror'),
  selection: document.querySelector('#selection-mirror'),
  code_output: document.querySelector('#code-output-mirror'),
  focus: document.querySelector('#focus-mirror'),
  exercise: document.querySelector('#exercise-mirror'),
};
onMessage('text', ({ region, text }) => { if (mirrors[region]) mirrors[region].textContent = text; });

// --- The lesson: getState, setParams, cell, and the widgets' rectangles ---------------------------------------------
// {seed, tokens, n_embd, n_head, head_size, bias, output, ...}: seed is a number, or a string beyond 2^53.
export function getState() { return call({ type: 'get_state' }); }

// The code panel's "What runs here" list, generated from the interpreter's table (src/python/what_runs_here.hpp),
// reaches the app once the first frame is on screen (asked for in the frame after it), so that neither its text
// nor its fetch and compile stand between the first frame and its picture; `ready` does not wait for it (a module
// loaded after the first frame can take a second to arrive while frames are drawn).
async function sendWhatRunsHere() {
  await new Promise((resolve) => { requestAnimationFrame(resolve); });
  const { WHAT_RUNS_HERE } = await import('./what-runs-here.js');
  call({ type: 'set_what_runs_here', topics: WHAT_RUNS_HERE });
  startMarks.whatRunsHere = performance.now();
}

// setParams({seed, tokens, n_embd, n_head, bias}): any subset of LESSON_SETTINGS (generated from the core's
// table). The rules are the controls' (validate() in the core); JavaScript only checks the types it has to
// translate. Applied at once: getState() reflects it. With a lesson file loaded, its knobs instead
// (getState().params): set together or not at all, then the code and its check run again.
export function setParams(params) {
  if (params === null || typeof params !== 'object') return { ok: false, error: 'setParams takes an object, e.g. {n_embd: 64}' };
  if (lessonLoaded()) return setLessonParams(params);
  const names = LESSON_SETTINGS.map((setting) => setting.name);
  const unknown = Object.keys(params).filter((key) => !names.includes(key));
  if (unknown.length) {
    return { ok: false, error: `unknown setting ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the settings are ${names.join(', ')}` };
  }
  const message = { type: 'set_params' };
  for (const { name, kind } of LESSON_SETTINGS) {
    if (!(name in params)) continue;
    const value = params[name];
    if (kind === 'seed') {
      if (typeof value === 'bigint') message[name] = value.toString();
      else if (typeof value === 'string') message[name] = value;
      else if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) {
          return { ok: false, error: `${name} ${value} is not a whole number JavaScript holds exactly; pass it as a string, e.g. "18446744073709551615"` };
        }
        message[name] = String(value);
      } else return { ok: false, error: `${name} must be a number, a string or a BigInt` };
    } else if (kind === 'count') {
      if (typeof value !== 'number') return { ok: false, error: `${name} must be a number (got ${typeof value})` };
      // JSON has no NaN or Infinity: they travel as String() spells them, and validate() names them as before.
      message[name] = Number.isFinite(value) ? value : String(value);
    } else {
      if (typeof value !== 'boolean') return { ok: false, error: `${name} must be true or false (got ${typeof value})` };
      message[name] = value;
    }
  }
  return call(message);
}

// cell('x', t, i), cell('W_q', j, i), cell('q', t, j), cell('b_q', 0, j): the float32 value, or null.
export function cell(name, row, col) {
  if (typeof name !== 'string' || !Number.isInteger(row) || !Number.isInteger(col)) return null;
  const { value } = call({ type: 'cell', name, row, col });
  return value === null ? null : Math.fround(value);  // 9 digits name one float32: this one
}

// Heatmap `name`'s values as rows of float32 numbers, each row cut to `maxCols`; null for an unknown name.
export function cells(name, maxCols) {
  if (typeof name !== 'string') return null;
  const { rows } = call({ type: 'cells', name, cols: maxCols });
  return rows === null ? null : rows.map((row) => row.map(Math.fround));
}

// Where a named widget was drawn in the last frame, in CSS pixels of the page (tests aim the mouse with it).
export function widgetRect(name) {
  const rect = call({ type: 'widget_rects' })[name];
  if (!rect) return null;
  const box = canvas.getBoundingClientRect();
  return { x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height,
           control: rect.control, enabled: rect.enabled, clipped: rect.clipped };
}
export function widgetNames() { return Object.keys(call({ type: 'widget_rects' })); }
// Frames drawn so far (unchanged pictures are skipped), and the top of the wasm's malloc heap (`make bench`).
export function framesDrawn() { return call({ type: 'frames_drawn' }).frames; }
export function heapTop() { return call({ type: 'heap_top' }).bytes; }
// The lesson's Example with the current settings: run with python3 and torch, it prints the playground's output.
export function pytorchScript() { return call({ type: 'pytorch_script' }).script; }

// --- The code panel (src/app/api/code_api.hpp) -----------------------------------------------------------------------
const runWaiters = [];  // run()'s promises, resolved by the next "run_finished"
onMessage('run_finished', ({ result }) => runWaiters.splice(0).forEach((resolve) => resolve(result)));

// run(code) puts the code in the open tab and runs it: a Promise of {ok, output, error, error_type, error_line}.
export function run(code) {
  if (typeof code !== 'string') {
    return Promise.resolve({ ok: false, output: '', error: 'run takes the code as a string', error_type: '', error_line: 0 });
  }
  return new Promise((resolve) => {
    runWaiters.push(resolve);  // before the call: a run can end inside it
    const answer = call({ type: 'run', code });
    if (answer.ok) return;
    runWaiters.splice(runWaiters.indexOf(resolve), 1);
    resolve({ ok: false, output: '', error: answer.error, error_type: '', error_line: 0 });
  });
}
// Ends a run in progress: {ok: true, stopped}.
export function stop() { return call({ type: 'stop' }); }
// Opens tab 1-3.
export function setExample(number) {
  if (typeof number !== 'number') return { ok: false, error: 'setExample takes 1, 2 or 3' };
  return call({ type: 'set_example', number: Number.isFinite(number) ? number : String(number) });
}
// Replaces the open tab's code, not run.
export function setCode(code) {
  if (typeof code !== 'string') return { ok: false, error: 'setCode takes the code as a string' };
  return call({ type: 'set_code', code });
}
// Puts code saved by the page into tab 1-3 before the learner sees it.
export function restoreCode(number, code) { call({ type: 'restore_code', number, code }); }

// --- Python, loading beside the app ---------------------------------------------------------------------------------
// A run asked for before the runtime has loaded waits in python-runner.js, with a visible "loading Python…".
onMessage('start_run', ({ code }) => runPython(code));
onMessage('stop_run', () => stopPython());

// --- The start ---------------------------------------------------------------------------------------------------------
const failLoad = (why) => {
  if (failed) return;
  showError('The playground could not start: ' + why + ' Reloading the page may help.');
  rejectReady(new Error(why));
};

const noWebGL2 = () => {
  showError('This playground draws with WebGL2, which this browser does not offer (or has switched off). ' +
            'A current Firefox, Chrome, Edge or Safari will show it.');
  rejectReady(new Error('WebGL2 is not available'));
};

// Starts the wasm. `steps` run one after another once the app answers calls, before its first frame: that frame
// then shows what they set (the saved code, the URL's settings, the theme) and nothing runs between it and its
// picture. `ready` resolves once the frame is drawn and the steps are done (one that waits for the network, as a
// lesson file, can end after the frame).
export function start(steps) {
  // A context made only to ask would cost the first frame a second one (7-17 ms here without a GPU): a browser
  // without WebGL2 is told before the download, one that has it switched off once the app has failed.
  if (!window.WebGL2RenderingContext) {
    noWebGL2();
    return;
  }
  onMessage('start_failed', ({ error }) => {
    if (document.createElement('canvas').getContext('webgl2')) failLoad(error + '.');
    else noWebGL2();
  });
  let stepsDone = null;
  // The message comes from inside main(): the steps call into the wasm once it has returned.
  onMessage('started', () => {
    stepsDone = Promise.resolve().then(async () => {
      for (const step of [() => startPython(startMarks), tellAppPythonStatus, ...steps]) {
        try { await step(); } catch (error) { console.warn('qkv: a start step failed:', error); }
      }
    });
  });
  onMessage('first_frame', () => {
    statusBox.hidden = true;
    // The message comes before the frame's GL calls: the frame has been drawn once it has returned.
    queueMicrotask(async () => {
      startMarks.firstFrame = performance.now();
      sendWhatRunsHere().catch((error) => console.warn('qkv: the "What runs here" list did not load:', error));
      await stepsDone;
      startMarks.ready = performance.now();
      resolveReady(window.qkv);  // the API, as main.js put it on window
      announcePython();
    });
  });
  // Anything that goes wrong before the app answers calls is a failed start, shown on the page.
  window.addEventListener('error', (event) => { if (!isStarted()) failLoad(String(event.message || 'a script error.')); });
  window.addEventListener('unhandledrejection', (event) => {
    if (!isStarted()) failLoad(String(event.reason && event.reason.message || event.reason || 'an unknown error.'));
  });
  // Keep the canvas from taking keys it does not own: it takes focus only when clicked or tabbed to.
  canvas.addEventListener('pointerdown', () => canvas.focus());
  loadRuntime({
    canvas, marks: startMarks, fail: failLoad,
    crashed: (what) => showError('The playground stopped unexpectedly (' + what + '). Reloading the page restarts it.'),
  });
}
