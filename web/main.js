// main.js — the page's one entry (index.html loads only this module): it builds window.qkv, the JavaScript API
// docs/embedding.md describes, from the modules that implement it, and starts the playground. The other modules
// are imported for what they put on the page: the code editor, the keyboard's Tab, the notices, the host-page
// messages, the toolbar, the report to a SCORM LMS; Python (python-runner.js) is imported by page.js after the first
// frame.
import { loadColours, restoreSavedCode } from './code-editor.js';
import './embed-messages.js';
import { copyAsPyTorch, exportCsv, exportPng, pytorchScript } from './export.js';
import './keyboard.js';
import { inspect, inspector, restoreInspector } from './inspector-state.js';
import { notices, notify } from './notices.js';
import './page-tools.js';
import './scorm.js';
import {
  cell, getState, pythonReady, ready, run, setCode, setExample, setParams, start, startMarks, stop,
} from './page.js';
import { applyUrlPreset, permalink } from './url-state.js';
import { getView, setView } from './view-api.js';

window.qkv = {
  ready, pythonReady,
  getState, setParams, cell,
  run, stop, setExample, setCode,
  inspect, inspector,
  getView, setView,
  exportPng, exportCsv, pytorchScript, copyAsPyTorch,
  notify, notices, permalink,
  // Milliseconds since navigation: the first frame, and each step of the start (read by `make bench`).
  get firstFrameMs() { return startMarks.firstFrame; },
  startMarks,
};

// Before `ready` resolves, in this order: the code saved in localStorage, the inspector's choice saved with it,
// then the URL's preset (its code= wins).
start([restoreSavedCode, restoreInspector, applyUrlPreset]);
ready.then(loadColours, () => {});  // the editor's colours are not needed for the first frame
