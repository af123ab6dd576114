// python-calls.js — one run of the Python runtime (qkv-python.wasm), shared by the worker (python-worker.js) and
// the page's own thread (python-runner.js, where no worker can start). The result's text comes as JSON; each
// tensor's values are copied out of the runtime's memory once, as a Float32Array the caller may transfer.
//
// Every WebAssembly frame also takes room on the JavaScript stack, and a worker's is small (about 500 KB in
// Chromium). Where the browser has WebAssembly.promising (JavaScript Promise Integration), a run goes on a stack of
// its own, as large as a page's main thread has, so that Python may nest its 1000 frames as CPython does; elsewhere
// the runtime is told the fewer frames the worker's stack holds, and sys.getrecursionlimit() answers that number.
// Both numbers were measured in Chromium's worker (docs/recursion.md). Where the browser also has
// WebAssembly.Suspending, a deep recursion goes on on a fresh stack every FRAMES_PER_STACK frames (the runtime's
// import qkv_py_switch_stack waits while its export qkv_py_on_fresh_stack runs on a stack of its own), so that no
// form of recursion, however large its frames, outgrows a stack; then no cap is told either, and recursion goes as
// deep as sys.setrecursionlimit says until the runtime's own (linear-memory) stack is nearly used up, as natively.
(() => {
  const FRAMES_ON_OWN_STACK = 1000;
  const FRAMES_ON_WORKER_STACK = 400;
  const FRAMES_PER_STACK = 100;
  const FRAMES_WITH_FRESH_STACKS = 2 ** 40;  // no cap: the runtime's stack guard decides
  const SWITCH_IMPORT = 'qkv_py_switch_stack';
  let switchingImports = false;  // this realm's runtime was instantiated with the import wrapped

  // Wraps the runtime's stack-switching import in WebAssembly.Suspending, where the browser has it.
  function prepareImports(imports) {
    if (!WebAssembly.Suspending || !WebAssembly.promising) return imports;
    for (const table of Object.values(imports)) {
      for (const [key, value] of Object.entries(table)) {
        if (typeof value !== 'function' || value.name !== SWITCH_IMPORT) continue;
        table[key] = new WebAssembly.Suspending(value);
        switchingImports = true;
      }
    }
    return imports;
  }

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
        if (promising) runner = { call: promising, frames: FRAMES_ON_OWN_STACK, framesPerStack: 0 };
        if (promising && switchingImports) {
          module.qkvFreshStack = WebAssembly.promising(wasmExport(module, 'qkv_py_on_fresh_stack'));
          runner.framesPerStack = FRAMES_PER_STACK;
          runner.frames = FRAMES_WITH_FRESH_STACKS;
        }
      } catch (error) {
        runner = null;  // not an export V8 can wrap: the plain call below
      }
      runners.set(module, runner || { call: module._qkv_py_run, frames: FRAMES_ON_WORKER_STACK, framesPerStack: 0 });
    }
    return runners.get(module);
  }

  self.qkvPythonCalls = {
    // Instantiates the runtime's wasm (a fetch's promised response) for Emscripten's instantiateWasm hook; the
    // promise it returns rejects when that fails.
    instantiate(response, imports, receive) {
      prepareImports(imports);
      return response
        .then((answer) => WebAssembly.instantiateStreaming(answer.clone(), imports)
          .catch(() => answer.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, imports))))
        .then((result) => receive(result.instance, result.module));
    },

    // Resolves to {result, values}; rejects when the runtime crashed (a trap, an abort, a stack overflow).
    async run(module, code, maxSteps, maxTensorBytes, maxFrames = 0) {
      const runner = runnerOf(module);
      const size = module.lengthBytesUTF8(code) + 1;
      const pointer = module._malloc(size);
      let result;
      try {
        module.stringToUTF8(code, pointer, size);
        const json = await runner.call(pointer, maxSteps, maxTensorBytes, maxFrames || runner.frames, runner.framesPerStack);
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
