// messages.hpp — the page's one way into the app: a JSON message {"type": ..., ...} answered with a JSON text.
// platform/web/exports.cpp exports it as qkv_api_call (web/wasm.js calls it); the platform adds its own types there.
//   get_state                                  -> getState()'s object (app_api.hpp)
//   set_params {seed?, tokens?, n_embd?, ...}   -> {"ok":true,"changed":[..]} | {"ok":false,"error":..}
//                                                 (the settings of core/lesson_settings.hpp by name; seed as a
//                                                 decimal string; a count that JSON cannot hold, NaN or ±Infinity,
//                                                 as the string JavaScript's String() writes; a toggle as a bool)
//   cell {name, row, col}                      -> {"value":x} | {"value":null}   (x: JsonWriter::float32)
//   cells {name, cols}                         -> {"rows":[[x, ...], ...]} | {"rows":null}   (each row's first `cols`)
//   widget_rects                               -> {name: {x, y, width, height, control, enabled}, ...}
//   frames_drawn                               -> {"frames":n}
//   draw_next_frame                            -> {"ok":true}   (drawn even if unchanged: the page copies it)
//   run {code} | stop | set_example {number} | set_code {code} | restore_code {number, code}   (code_api.hpp)
//   inspect {tensor, slice, run} -> {"ok":true,"found":b} | inspector -> the inspector's object (inspector_panel.hpp)
//   keyboard_tab {direction} | keyboard_enter {direction}  -> {"focus":"left"|"moved"|"editor"} (keyboard_api.hpp)
//   editor_focused | canvas_blur               -> {"ok":true}
//   keyboard_focus                             -> keyboard_api.hpp's focus object
//   set_view {hide?, theme?, readonly?, pin?, fit_height?} | get_view | view_tables | page_tools_width {width}
//                                                                          (view_api.hpp)
//   export_heatmap {name} | export_csv {name}  -> export_api.hpp's objects
//   pytorch_script                             -> {"script":text}   ("Copy as PyTorch", export_api.hpp)
#pragma once

#include <optional>
#include <string>

#include "app/app.hpp"
#include "core/json.hpp"

namespace qkv::app {

// The answer to `message` of type `type`, or nullopt when the type is none of the above.
std::optional<std::string> api_answer(AppState& state, const std::string& type, const JsonValue& message);

}  // namespace qkv::app
