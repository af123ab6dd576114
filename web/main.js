// main.js — the page's one entry (index.html loads only this module): it builds window.qkv, the JavaScript API
// docs/embedding.md describes, from the modules that implement it, and starts the playground. The modules imported
// here are the ones the first frame and `ready` need: the code editor, the keyboard's Tab, the notices, the
// toolbar, the URL's preset. The rest loads later: saving (export.js) the first time it is asked for; the host
// page's messages and the report to a SCORM LMS once the first frame is drawn, and only where there is a host (a
// parent frame or an opener). Python's page side (python-runner.js) comes with the first load; page.js starts the
// runtime, in a worker, beside the app's wasm.
import { loadCodeMirror, loadColours, restoreSavedCode } from './code-editor.js';
import './keyboard.js';
import { inspect, inspector, restoreInspector } from './inspector-state.js';
import { notices, notify } from './notices.js';
import { measureTools } from './page-tools.js';
import {
  cell, getState, pytorchScript, ready, run, setCode, setExample, setParams, start, startMarks, stop,
} from './page.js';
import { pythonReady } from './python-runner.js';
import { applyUrlPreset, permalink, urlWanted } from './url-state.js';
import { getView, setView } from './view-api.js';
import { onMessage } from './wasm.js';

let exporter = null;
const loadExporter = () => (exporter ||= import('./export.js'));
const exported = (name) => (...args) => loadExporter().then((module) => module[name](...args));
onMessage('export', (request) => loadExporter().then((module) => module.saveAsAsked(request)));

window.qkv = {
  ready, pythonReady,
  getState, setParams, cell,
  run, stop, setExample, setCode,
  inspect, inspector,
  getView, setView,
  exportPng: exported('exportPng'), exportCsv: exported('exportCsv'), pytorchScript,
  copyAsPyTorch: exported('copyAsPyTorch'),
  notify, notices, permalink,
  // Milliseconds since navigation: the first frame, and each step of the start (read by `make bench`).
  get firstFrameMs() { return startMarks.firstFrame; },
  startMarks,
};

// A host page frames the playground or opened it (an LMS's SCORM API lives in one of those windows): then its
// messages and the learner events are wired up before `ready`, so that the host hears `qkv:ready`. The modules
// those two import are named too, so that the browser asks for all of them at once.
async function connectHost() {
  if (window.parent === window && !window.opener) return;
  await Promise.all([import('./embed-messages.js'), import('./scorm.js'), import('./learner-events.js'),
                     import('./learner-statements.js')]);
}

// Before the first frame (and `ready`), in this order: the tools' size (their slot in the app's header), the code
// saved in localStorage, the inspector's choice saved with it, the URL's preset (its code= wins), then the host page.
start([measureTools, restoreSavedCode, restoreInspector, applyUrlPreset, connectHost]);
// The code editor is CodeMirror, which (150 KB gzip) would not fit the first load's budget: it replaces the plain
// text box once the page is ready and Python has loaded (or CODE_MIRROR_WAIT_MS after `ready`, whichever comes
// first). Its set-up holds the page's thread for a few hundred milliseconds on a slow machine, and this thread hears
// the worker's `ready` only between its tasks: Run comes first, colours and completion after. The plain box takes
// typing meanwhile, and CodeMirror keeps what was typed. editor=plain keeps the text box, with the colours it draws
// under its text; so does a CodeMirror that cannot load.
const CODE_MIRROR_WAIT_MS = 1500;
const pythonOrTimeout = () => Promise.race([pythonReady.catch(() => {}),
                                            new Promise((resolve) => { setTimeout(resolve, CODE_MIRROR_WAIT_MS); })]);
if (urlWanted.editor === 'plain') ready.then(loadColours, () => {});
else ready.then(pythonOrTimeout).then(loadCodeMirror, () => {});
