// app_api.hpp — the operations behind window.qkv (getState, setParams, cell) and the widget rectangles tests aim
// at, in plain C++ so they are the same on every platform; api/messages.hpp makes them the page's messages.
#pragma once

#include <optional>
#include <string>

#include "app/app.hpp"

namespace qkv::app {

// {"ok":false,"error":why}: how every call of the API refuses.
std::string api_refusal(const std::string& why);

// The state the API works on (main.cpp registers it once).
void set_api_state(AppState* state);
AppState* api_state();

// {"seed":42,"tokens":4,"n_embd":128,"n_head":4,"head_size":32,"bias":false,"output":[...]}. The seed is a JSON
// number when JavaScript can hold it exactly (|seed| <= 2^53), otherwise a string.
std::string api_state_json(const AppState& state);

// The settings setParams was given, by SettingId; absent ones keep their value. A seed arrives as decimal text
// (parsed like the seed field), a count as a JavaScript number (a double), a toggle as 0 or 1.
struct ParamsRequest {
    std::optional<std::string> seed;
    std::optional<double> numbers[kLessonSettingCount];
};

// Validates with the same rules as the controls and applies at once, so getState reflects it immediately.
// Answers {"ok":true,"changed":["n_embd",...]} or {"ok":false,"error":"..."}.
std::string api_set_params(AppState& state, const ParamsRequest& request);

// One element of x, W_q, W_k, W_v, q, k, v (x, q, k, v without the batch axis: row = token t), or of b_q, b_k, b_v
// (a 1 x head_size row: row 0, col j); nullopt when the name or the indices do not exist.
std::optional<float> api_cell(const AppState& state, const std::string& name, int row, int col);

// {"n_embd":{"x":..,"y":..,"width":..,"height":..,"control":true,"enabled":true},...}: where the named widgets
// were drawn last frame; `control`: an ImGui item (it can take the keyboard focus when enabled), not a plain area.
std::string api_widget_rects_json(const AppState& state);

}  // namespace qkv::app
