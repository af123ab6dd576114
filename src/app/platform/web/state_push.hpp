// state_push.hpp — the page learns of changes from the wasm, not by asking: after each frame the state and the
// view are written as JSON, and sent to the page (web/state-watch.js) only when they differ from the last ones.
#pragma once

namespace qkv::app {

void push_state_changes();

}  // namespace qkv::app
