// bridge.js — the functions the wasm calls into the page (an Emscripten JS library).
// The page (web/index.html) owns window.qkv; these only hand it what the app reports.
mergeInto(LibraryManager.library, {
  qkv_js_first_frame: function () {
    if (window.qkv && window.qkv._onFirstFrame) window.qkv._onFirstFrame();
  },
  qkv_js_publish_text: function (region, text) {
    if (window.qkv && window.qkv._publishText) window.qkv._publishText(UTF8ToString(region), UTF8ToString(text));
  },
  // A run for the Python runtime (web/python-runner.js); its answer comes back through qkv_api_run_finished.
  qkv_js_start_run: function (code) {
    window.qkv._python.run(UTF8ToString(code));
  },
  qkv_js_stop_run: function () {
    window.qkv._python.stop();
  },
});
