// bridge.js — the wasm's one way out to the page (an Emscripten JS library): every message of
// app/api/messages_to_page.hpp goes to Module.qkvReceive, which web/wasm.js sets before the runtime loads.
mergeInto(LibraryManager.library, {
  qkv_js_post_message: function (message) {
    Module['qkvReceive'](UTF8ToString(message));
  },
});
