// python-worker.js — the Web Worker that runs learners' programs, so that the page keeps drawing during a run
// and Stop can end one (the page terminates this worker and starts a fresh one).
//   page -> worker: {type: 'run', id, code, maxSteps, maxTensorBytes, crashAfterPrinting}
//   worker -> page: {type: 'ready', at} (`at`: when, in ms since the epoch, for `make bench`) | {type: 'failed', error}
//                   | {type: 'output', id, text} (what a run printed so far, now and then)
//                   | {type: 'result', id, result, values} | {type: 'crashed', id, error}
//                   (the runtime failed in a way no Python program should make it: what was printed comes first)
// `crashAfterPrinting` is for tests only: the run fails as a crash of the runtime would, after its first output.
// The runtime's wasm is asked for before its loader script, so that its download and compilation overlap the
// loader's download and parse instead of waiting for them (instantiateWasm below hands it to the loader).
const runtimeWasm = fetch('qkv-python.wasm', { credentials: 'same-origin' });
importScripts('qkv-python.js', 'python-calls.js');

const OUTPUT_EVERY_MS = 50;
let python = null;
let runId = null;
let unsent = '';       // printed and not yet posted
let lastPosted = 0;
let crashAfterPrinting = false;

function postPrinted() {
  if (unsent) postMessage({ type: 'output', id: runId, text: unsent });
  unsent = '';
  lastPosted = performance.now();
}

// The runtime hands over what was printed at its next step; it is posted in batches, and all of it before a run
// ends, whichever way it ends.
// The runtime also calls it every few milliseconds with nothing new, so held text never waits for the next print.
self.qkvPrinted = (text) => {
  unsent += text;
  if (crashAfterPrinting && unsent) throw new Error('a crash the tests asked for');
  if (unsent && performance.now() - lastPosted >= OUTPUT_EVERY_MS) postPrinted();
};

// Compiles while it downloads (python-calls.js).
function instantiateRuntime(imports, receive) {
  self.qkvPythonCalls.instantiate(runtimeWasm, imports, receive)
    .catch((error) => postMessage({ type: 'failed', error: String(error && error.message || error) }));
  return {};  // the exports come through `receive`
}

createQkvPython({ print: (text) => console.log(text), printErr: (text) => console.warn(text),
                  instantiateWasm: instantiateRuntime })
  .then((module) => {
    python = module;
    postMessage({ type: 'ready', at: performance.timeOrigin + performance.now() });
  })
  .catch((error) => postMessage({ type: 'failed', error: String(error && error.message || error) }));

self.onmessage = async (event) => {
  const request = event.data;
  if (!request || request.type !== 'run' || !python) return;
  runId = request.id;
  unsent = '';
  lastPosted = performance.now();
  crashAfterPrinting = Boolean(request.crashAfterPrinting);
  let answer;
  try {
    answer = await self.qkvPythonCalls.run(python, request.code, request.maxSteps, request.maxTensorBytes);
  } catch (error) {  // a trap, an abort or a stack overflow inside the runtime
    postPrinted();
    postMessage({ type: 'crashed', id: request.id, error: String(error && error.message || error) });
    return;
  }
  postPrinted();
  postMessage({ type: 'result', id: request.id, result: answer.result, values: answer.values },
              answer.values.map((array) => array.buffer));
};
