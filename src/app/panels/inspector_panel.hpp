// inspector_panel.hpp — the app's side of the inspector widget (ui/tensor_inspector_panel), fed from the last
// run's tensors (CodeSession::tensors): the list's entries, the chosen slice's texture, the widget's model for
// this frame, and the same as JSON for window.qkv.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "app/platform/texture_gl.hpp"
#include "ui/tensor_gallery.hpp"
#include "ui/tensor_inspector_panel.hpp"

namespace qkv::app {

struct AppState;

// What the app keeps for the inspector between frames (rebuilt when the tensors or the choice change).
struct InspectorCache {
    int version = -1;                          // CodeSession::tensors_version the entries were made from
    std::vector<ui::InspectorEntry> entries;   // the listed tensors (operand-only ones left out)
    std::vector<int> tensor_index;             // entries[i] is CodeSession::tensors[tensor_index[i]]
    GlTexture texture;
    std::string texture_key;                   // what the texture shows: version, tensor, slice
    std::string scale_key;                     // the tensor `scale` was measured on: version, tensor
    ui::InspectorModel scale;                  // its scale_limit, low, high and which non-finite values it has
    int tiles_version = -1;                    // CodeSession::tensors_version the gallery's tiles were made from
    std::vector<ui::GalleryTile> tiles;        // a lesson file's #@show tensors, first slice of each
    std::map<std::string, GlTexture> tile_textures;  // by tensor name
};

// Points into `state`: valid for this frame.
ui::InspectorModel inspector_model(AppState& state);

// A lesson file's #@show tensors side by side (none without a lesson file that has #@show). Points into `state`.
ui::GalleryModel gallery_model(AppState& state);

// {"tensors": [{name, shape, dtype, kind}], "selected", "slice", "pinned": [row, col] | null, "cell": [lines]}:
// "cell" explains the hovered cell, else the pinned one.
std::string inspector_json(AppState& state);

// Chooses a tensor by name (and the leading indices of its slice); false when the last run left none so named.
bool inspect_tensor(AppState& state, const std::string& name, const std::vector<std::int64_t>& leading);

}  // namespace qkv::app
