// python-calls.js — one run of the Python runtime (qkv-python.wasm), shared by the worker (python-worker.js) and
// the page's own thread (python-runner.js, where no worker can start). The result's text comes as JSON; each
// tensor's values are copied out of the runtime's memory once, as a Float32Array the caller may transfer.
self.qkvPythonCalls = {
  run(module, code, maxSteps, maxTensorBytes) {
    const size = module.lengthBytesUTF8(code) + 1;
    const pointer = module._malloc(size);
    let result;
    try {
      module.stringToUTF8(code, pointer, size);
      result = JSON.parse(module.UTF8ToString(module._qkv_py_run(pointer, maxSteps, maxTensorBytes)));
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
