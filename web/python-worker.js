// python-worker.js — the Web Worker that runs learners' programs, so that the page keeps drawing during a run
// and Stop can end one (the page terminates this worker and starts a fresh one).
//   page -> worker: {type: 'run', id, code, maxSteps, maxTensorBytes}
//   worker -> page: {type: 'ready'} | {type: 'failed', error} | {type: 'output', id, text} (what a long run
//                   printed so far, now and then) | {type: 'result', id, result, values}
importScripts('qkv-python.js', 'python-calls.js');

let python = null;
let runId = null;
self.qkvPrinted = (text) => postMessage({ type: 'output', id: runId, text });  // called from inside a run

createQkvPython({ print: (text) => console.log(text), printErr: (text) => console.warn(text) })
  .then((module) => {
    python = module;
    postMessage({ type: 'ready' });
  })
  .catch((error) => postMessage({ type: 'failed', error: String(error && error.message || error) }));

self.onmessage = (event) => {
  const request = event.data;
  if (!request || request.type !== 'run' || !python) return;
  runId = request.id;
  const { result, values } = self.qkvPythonCalls.run(python, request.code, request.maxSteps, request.maxTensorBytes);
  postMessage({ type: 'result', id: request.id, result, values }, values.map((array) => array.buffer));
};
