// export_api.hpp — what a heatmap, the whole playground and the lesson can be saved as: the data the page draws a
// heatmap's PNG from (web/export.js draws it with these labels and the colour map's own colours), a heatmap's CSV,
// the "Copy as PyTorch" script, and the learner's choice in a heatmap's Save menu handed to the page. Plain C++ like
// app_api.hpp; api/messages.hpp makes these the page's messages.
#pragma once

#include <string>

#include "app/app.hpp"

namespace qkv::app {

// {"ok":true,"name":"q","filename":"qkv-q.png","background":"#f0f0f0","text":"#000000","muted":"#545454",
//  "title":"q = query(x)","shape":"(1, 4, 32)","row_axis":"token t","col_axis":"output j","rows":4,"cols":32,
//  "low":"−0.873","high":"+0.873","ramp":["#1c54a0",..],"pixels":address}
// for x, W_q, W_k, W_v, q, k, v. The colours are the screen's: the page's theme for the picture's background and
// text (ui::picture_colours), the same scale (per matrix or shared) for the cells, `ramp` the
// colour bar from low to high in even steps, `pixels` the address in wasm memory of rows x cols RGBA bytes (row
// major), valid until the next call. {"ok":false,"error":..} for another name.
std::string api_export_heatmap(const AppState& state, const std::string& name);

// {"ok":true,"filename":"qkv-q.csv","csv":..}: a header line ("token t / output j,0,1,..") then one line per row
// (its index, then its values as float32_text writes them: the fewest digits that read back as the same float32).
std::string api_export_csv(const AppState& state, const std::string& name);

// The lesson's Example with the current settings (the code panel's rewriting, and its comments that count the
// tokens made true), followed by the line that prints the console's last line: run with python3 + torch, it prints
// the lines of the playground's output.
std::string pytorch_script(const LessonParams& params);

// Delivers this frame's ui.export_request: a heatmap or the whole playground goes to the page as
// {"type":"export","name":..,"format":"png"|"csv"|"playground"} (web/export.js makes and downloads the file);
// "Copy as PyTorch" puts the script on the clipboard.
void deliver_export_request(AppState& state);

}  // namespace qkv::app
