// html5_unused.js — stand-ins for the HTML5 calls SDL's video driver links but the page never needs: the
// playground asks for neither fullscreen nor pointer lock (it has no relative mouse mode), and has nothing to do
// when the page unloads (SDL would queue a quit event). Each answers
// EMSCRIPTEN_RESULT_NOT_SUPPORTED, which SDL handles as a browser without the feature, and the runtime script
// leaves Emscripten's code for them out of the first download.
mergeInto(LibraryManager.library, {
  emscripten_request_fullscreen_strategy: function () { return -1; },
  emscripten_exit_fullscreen: function () { return -1; },
  emscripten_set_fullscreenchange_callback_on_thread: function () { return -1; },
  emscripten_request_pointerlock: function () { return -1; },
  emscripten_exit_pointerlock: function () { return -1; },
  emscripten_set_pointerlockchange_callback_on_thread: function () { return -1; },
  emscripten_set_beforeunload_callback_on_thread: function () { return -1; },
});
