// wasm.js — the page's one channel to the playground's wasm (src/app/platform/web). In: call(message) hands a
// typed JSON message ({type: 'set_params', ...}, the list is src/app/api/messages.hpp) to qkv_api_call and returns
// its parsed answer. Out: the wasm's messages (src/app/platform/messages_to_page.hpp) arrive through bridge.js at
// Module.qkvReceive and go to the listeners of their type (onMessage). Also loads the runtime: qkv-playground.js
// is a classic script Emscripten writes, which reads its settings from a global `Module`.

const listeners = new Map();  // type -> [function(message)]
let started = false;          // the app is set up (its "started" message): the wasm answers calls
let frameTimes = null;        // milliseconds per frame while `make bench` records them
const afterFrameCalls = [];     // run once, right after the next frame (while its picture is still on the canvas)

export function onMessage(type, listener) {
  if (!listeners.has(type)) listeners.set(type, []);
  listeners.get(type).push(listener);
}

function receive(text) {
  const message = JSON.parse(text);
  if (message.type === 'started') started = true;
  for (const listener of listeners.get(message.type) || []) listener(message);
}

export function isStarted() { return started; }

// The Emscripten runtime, for what is not a message: the binary tensors of a run (python-runner.js) and the
// size of the wasm memory (`make bench`).
export function runtime() {
  if (!started) throw new Error('the playground has not started yet: await qkv.ready first');
  return window.Module;
}

// Copies each string into wasm memory (UTF-8, NUL-terminated) for the duration of `use(...pointers)`.
export function withCStrings(texts, use) {
  const module = runtime();
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

// The page's one call into the wasm: {type, ...fields} in, the answer's JSON parsed out.
export function call(message) {
  const module = runtime();
  const answer = withCStrings([JSON.stringify(message)], (pointer) => module.UTF8ToString(module._qkv_api_call(pointer)));
  return JSON.parse(answer);
}

// Calls `callback()` right after the next frame, before the browser shows it: the canvas's pixels can be read
// then (the WebGL context does not keep them after they are shown).
export function afterFrame(callback) { afterFrameCalls.push(callback); }

// `make bench`: record how long each frame takes from now on, then take the samples.
export function recordFrameTimes() { frameTimes = []; }
export function frameTimesRecorded() { return frameTimes ? frameTimes.length : 0; }
export function takeFrameTimes() {
  const samples = frameTimes;
  frameTimes = null;
  return samples;
}

// Starts the wasm on `canvas`. The wasm's download and compile begin at once and overlap the runtime script's;
// every way the start can fail ends in `fail(why)`, and an abort after the start in `crashed(what)`.
export function loadRuntime({ canvas, marks, fail, crashed }) {
  const compiledWasm = fetch(new URL('qkv-playground.wasm', import.meta.url).href, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`qkv-playground.wasm could not be downloaded (HTTP ${response.status}).`);
      return WebAssembly.compileStreaming(response.clone())
        .catch(() => response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)));
    });
  compiledWasm.catch(() => {});  // reported by instantiateWasm, which the runtime calls once it has loaded

  let frameStart = 0;
  window.Module = {
    canvas,
    qkvReceive: receive,
    preMainLoop: () => { if (frameTimes) frameStart = performance.now(); },
    postMainLoop: () => {
      if (frameTimes) frameTimes.push(performance.now() - frameStart);
      if (afterFrameCalls.length) afterFrameCalls.splice(0).forEach((callback) => callback());
    },
    onRuntimeInitialized: () => { marks.runtimeInitialized = performance.now(); },
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onAbort: (what) => (started ? crashed(String(what)) : fail(String(what || 'the WebAssembly module stopped.'))),
    // We instantiate the wasm ourselves so that every way it can fail ends in a message on the page.
    instantiateWasm(imports, receiveInstance) {
      marks.runtimeScript = performance.now();
      compiledWasm
        .then((module) => WebAssembly.instantiate(module, imports))
        .then((instance) => {
          marks.wasmInstantiated = performance.now();
          receiveInstance(instance);
        })
        .catch((error) => fail(error && error.message && /wasm/.test(error.message)
          ? error.message : 'qkv-playground.wasm could not be downloaded or compiled.'));
      return {};
    },
  };

  const script = document.createElement('script');
  script.src = new URL('qkv-playground.js', import.meta.url).href;
  script.onerror = () => fail('qkv-playground.js did not load.');
  document.body.appendChild(script);
}
