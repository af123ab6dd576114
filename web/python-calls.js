// python-calls.js — one run of the Python runtime (qkv-python.wasm), shared by the worker (python-worker.js) and
// the page's own thread (python-runner.js, where no worker can start). The result's text comes as JSON; each
// tensor's values are copied out of the runtime's memory once, as a Float32Array the caller may transfer.
//
// Every WebAssembly frame also takes room on the JavaScript stack, and a worker's is small (about 500 KB in
// Chromium). Where the browser has WebAssembly.promising (JavaScript Promise Integration), a run goes on a stack of
// its own, as large as a page's main thread has, so that Python may nest its 1000 frames as CPython does; elsewhere
// the runtime is told the fewer frames the worker's stack holds, and sys.getrecursionlimit() answers that number.
// Both numbers were measured in Chromium's worker (docs/recursion.md).
(() => {
  const FRAMES_ON_OWN_STACK = 1000;
  const FRAMES_ON_WORKER_STACK = 400;

  // The export itself (WebAssembly.promising takes only that), not Emscripten's lazy wrapper around it.
  function wasmExport(module, name) {
    const wrapper = module[`_${name}`];
    const minified = /\["asm"\]\["([^"]+)"\]/.exec(String(wrapper));
    return minified && module.asm ? module.asm[minified[1]] : wrapper;
  }

  const runners = new WeakMap();  // module -> its qkv_py_run, on a stack of its own where the browser can
  function runnerOf(module) {
    if (!runners.has(module)) {
      let runner = null;
      try {
        const promising = WebAssembly.promising && WebAssembly.promising(wasmExport(module, 'qkv_py_run'));
        if (promising) runner = { call: promising, frames: FRAMES_ON_OWN_STACK };
      } catch (error) {
        runner = null;  // not an export V8 can wrap: the plain call below
      }
      runners.set(module, runner || { call: module._qkv_py_run, frames: FRAMES_ON_WORKER_STACK });
    }
    return runners.get(module);
  }

  self.qkvPythonCalls = {
    // Resolves to {result, values}; rejects when the runtime crashed (a trap, an abort, a stack overflow).
    async run(module, code, maxSteps, maxTensorBytes, maxFrames = 0) {
      const runner = runnerOf(module);
      const size = module.lengthBytesUTF8(code) + 1;
      const pointer = module._malloc(size);
      let result;
      try {
        module.stringToUTF8(code, pointer, size);
        const json = await runner.call(pointer, maxSteps, maxTensorBytes, maxFrames || runner.frames);
        result = JSON.parse(module.UTF8ToString(json));
      } finally {
        module._free(pointer);
      }
      // The heap may have grown during the run: read HEAPF32 only now.
      const values = result.tensors.map((tensor, index) => {
        const count = tensor.shape.reduce((product, size) => product * size, 1);
        const start = module._qkv_py_tensor_values(index) >> 2;
        return module.HEAPF32.slice(start, start + count);
      });
      return { result, values };
    },
  };
})();
