// inspector_panel.cpp — the inspector's entries, texture and model from the code session (see the header).
#include "app/panels/inspector_panel.hpp"

#include <algorithm>
#include <cmath>

#include "app/app.hpp"
#include "app/services/tensor_inspector.hpp"
#include "core/json.hpp"
#include "core/pyformat.hpp"

namespace qkv::app {

namespace {

std::string kind_note(const python::NamedTensor& tensor) {
    if (tensor.is_parameter) return "parameter";
    if (tensor.is_buffer) return "buffer";
    if (tensor.origin.kind == "matmul") return "from @";
    if (tensor.origin.kind == "linear") return "from Linear";
    return "";
}

// The last variable the program bound (not a module's parameter or buffer), else the first tensor listed.
std::string default_choice(const std::vector<python::NamedTensor>& tensors) {
    for (auto it = tensors.rbegin(); it != tensors.rend(); ++it) {
        if (!it->operand_only && !it->is_parameter && !it->is_buffer) return it->name;
    }
    return tensors.empty() ? "" : tensors.front().name;
}

// The tensors the list shows, by index: a lesson file's #@show names in their order (those the run left), else
// every tensor the run left in a variable or module.
std::vector<int> listed_tensors(const std::vector<python::NamedTensor>& tensors, const LessonSession& lesson) {
    std::vector<int> listed;
    if (lesson.loaded && !lesson.file.shown.empty()) {
        for (const std::string& name : lesson.file.shown) {
            const int index = find_listed_tensor(tensors, name);
            if (index >= 0) listed.push_back(index);
        }
        return listed;
    }
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        if (!tensors[i].operand_only) listed.push_back(int(i));
    }
    return listed;
}

void refresh_entries(AppState& state) {
    InspectorCache& cache = state.inspector;
    const CodeSession& session = state.code;
    if (cache.version == session.tensors_version) return;
    cache.version = session.tensors_version;
    cache.entries.clear();
    cache.tensor_index.clear();
    for (const int i : listed_tensors(session.tensors, state.lesson)) {
        const python::NamedTensor& tensor = session.tensors[std::size_t(i)];
        cache.entries.push_back({tensor.name, py_int_tuple(tensor.shape), tensor.dtype, kind_note(tensor), tensor.shape});
        cache.tensor_index.push_back(i);
    }
    ui::InspectorUi& ui = state.ui.inspector;
    ui.hovered = {};
    // Tensors of code that has changed since (stale) do not replace a choice made for the new code.
    const bool listed = std::any_of(cache.entries.begin(), cache.entries.end(),
                                    [&ui](const ui::InspectorEntry& entry) { return entry.name == ui.selected; });
    if (!cache.entries.empty() && !session.stale && !listed) {
        ui.selected = state.lesson.loaded && !state.lesson.file.shown.empty() ? cache.entries.front().name
                                                                              : default_choice(session.tensors);
        ui.leading.clear();
        ui.pinned = {};
        ui.view = {};
    }
}

// The colour scales of a whole tensor (every slice shares them) and the non-finite values its legend names.
ui::InspectorModel measure_scale(const python::NamedTensor& tensor) {
    ui::InspectorModel scale;
    scale.scale_limit = scale_limit_of(tensor);
    if (tensor.values.empty()) return scale;
    scale.low = scale.high = tensor.values.front();
    for (const float value : tensor.values) {
        scale.low = std::fmin(scale.low, value);
        scale.high = std::fmax(scale.high, value);
        scale.has_minus_infinity = scale.has_minus_infinity || (std::isinf(value) && value < 0);
        scale.has_plus_infinity = scale.has_plus_infinity || (std::isinf(value) && value > 0);
        scale.has_nan = scale.has_nan || std::isnan(value);
    }
    return scale;
}

int selected_entry(const AppState& state) {
    for (std::size_t i = 0; i < state.inspector.entries.size(); ++i) {
        if (state.inspector.entries[i].name == state.ui.inspector.selected) return int(i);
    }
    return -1;
}

std::string note_of(const CodeSession& session, bool empty) {
    if (!session.has_run) return session.running ? "Running\xE2\x80\xA6" : "Run the code to list the tensors it makes.";
    if (session.stale) return "From the last run: the code has changed since (Run to update).";
    if (!session.ok) return "The run stopped with an error: these are the tensors it had made by then.";
    if (empty) return "This run left no tensors in variables or modules.";
    return "";
}

ui::CellKind cell_kind(const python::NamedTensor& tensor) {
    return tensor.dtype == "bool" ? ui::CellKind::boolean
           : tensor.dtype == "int64" ? ui::CellKind::integer
                                     : ui::CellKind::real;
}

// "[0]", "[0, 0]": the leading indices of the slice a tile shows; "" for a 2-D or smaller tensor.
std::string slice_text(const std::vector<std::int64_t>& leading) {
    std::string text;
    for (const std::int64_t index : leading) text += (text.empty() ? "[" : ", ") + std::to_string(index);
    return text.empty() ? text : text + "]";
}

// One tile per listed tensor: its first slice, coloured into a texture of its own (kept by name, as GlTexture cannot
// move; the textures of names no longer listed are freed).
void refresh_tiles(AppState& state) {
    InspectorCache& cache = state.inspector;
    if (cache.tiles_version == cache.version) return;
    cache.tiles_version = cache.version;
    cache.tiles.clear();
    for (auto it = cache.tile_textures.begin(); it != cache.tile_textures.end();) {
        const bool listed = std::any_of(cache.entries.begin(), cache.entries.end(),
                                        [&it](const ui::InspectorEntry& entry) { return entry.name == it->first; });
        it = listed ? std::next(it) : cache.tile_textures.erase(it);
    }
    const std::vector<python::NamedTensor>* tensors = &state.code.tensors;
    for (std::size_t i = 0; i < cache.entries.size(); ++i) {
        const int index = cache.tensor_index[i];
        const python::NamedTensor& tensor = (*tensors)[std::size_t(index)];
        const std::vector<std::int64_t> leading = clamp_leading(tensor.shape, {});
        const TensorSlice slice = slice_of(tensor, leading);
        const ui::InspectorModel scale = measure_scale(tensor);
        ui::GalleryTile tile;
        tile.name = cache.entries[i].name;
        tile.shape = cache.entries[i].shape;
        tile.slice = slice_text(leading);
        tile.rows = tensor.values.empty() ? 0 : slice.rows;
        tile.cols = tensor.values.empty() ? 0 : slice.cols;
        tile.kind = cell_kind(tensor);
        tile.scale_limit = scale.scale_limit;
        tile.legend = {tile.kind, scale.low, scale.high, scale.has_minus_infinity, scale.has_plus_infinity, scale.has_nan};
        GlTexture& texture = cache.tile_textures[tile.name];
        if (tile.rows > 0 && tile.cols > 0) {
            texture.upload(ui::inspector_pixels(tensor.values.data() + slice.offset, tile.rows, tile.cols, tile.kind,
                                                scale.scale_limit, scale.low, scale.high),
                           tile.cols, tile.rows);
        }
        tile.texture = texture.id();
        tile.describe = [tensors, index, leading](int row, int col) {
            return describe_tensor_cell(*tensors, index, leading, row, col);
        };
        cache.tiles.push_back(std::move(tile));
    }
}

}  // namespace

ui::GalleryModel gallery_model(AppState& state) {
    ui::GalleryModel model;
    model.fonts = &state.fonts;
    if (!state.lesson.loaded || state.lesson.file.shown.empty()) return model;
    refresh_entries(state);
    refresh_tiles(state);
    model.tiles = &state.inspector.tiles;
    model.note = note_of(state.code, state.inspector.entries.empty());
    return model;
}

ui::InspectorModel inspector_model(AppState& state) {
    refresh_entries(state);
    InspectorCache& cache = state.inspector;
    ui::InspectorUi& ui = state.ui.inspector;
    ui::InspectorModel model;
    model.entries = &cache.entries;
    model.fonts = &state.fonts;
    model.note = note_of(state.code, cache.entries.empty());
    model.selected = selected_entry(state);
    if (model.selected < 0) return model;
    const int index = cache.tensor_index[std::size_t(model.selected)];
    const python::NamedTensor& tensor = state.code.tensors[std::size_t(index)];
    ui.leading = clamp_leading(tensor.shape, ui.leading);
    const TensorSlice slice = slice_of(tensor, ui.leading);
    model.rows = tensor.values.empty() ? 0 : slice.rows;
    model.cols = tensor.values.empty() ? 0 : slice.cols;
    model.kind = cell_kind(tensor);
    std::string key = std::to_string(cache.version) + "/" + ui.selected;
    if (key != cache.scale_key) {  // measured once per tensor, not per frame
        cache.scale = measure_scale(tensor);
        cache.scale_key = key;
    }
    model.scale_limit = cache.scale.scale_limit;
    model.low = cache.scale.low;
    model.high = cache.scale.high;
    model.has_minus_infinity = cache.scale.has_minus_infinity;
    model.has_plus_infinity = cache.scale.has_plus_infinity;
    model.has_nan = cache.scale.has_nan;
    for (const std::int64_t i : ui.leading) key += "/" + std::to_string(i);
    if (key != cache.texture_key && model.rows > 0 && model.cols > 0) {
        cache.texture.upload(ui::inspector_pixels(tensor.values.data() + slice.offset, model.rows, model.cols,
                                                  model.kind, model.scale_limit, model.low, model.high),
                             model.cols, model.rows);
        cache.texture_key = key;
    }
    model.texture = cache.texture.id();
    const std::vector<python::NamedTensor>* tensors = &state.code.tensors;
    const std::vector<std::int64_t> leading = ui.leading;
    model.describe = [tensors, index, leading](int row, int col) {
        return describe_tensor_cell(*tensors, index, leading, row, col);
    };
    return model;
}

std::string inspector_json(AppState& state) {
    const ui::InspectorModel model = inspector_model(state);
    const ui::InspectorUi& ui = state.ui.inspector;
    JsonWriter json;
    json.begin_object().key("tensors").begin_array();
    for (const ui::InspectorEntry& entry : state.inspector.entries) {
        json.begin_object().key("name").value(entry.name).key("shape").begin_array();
        for (const std::int64_t size : entry.dims) json.value(size);
        json.end_array().key("dtype").value(entry.dtype).key("kind").value(entry.kind_note).end_object();
    }
    json.end_array().key("note").value(model.note);
    json.key("selected").value(model.selected >= 0 ? ui.selected : std::string());
    json.key("slice").begin_array();
    for (const std::int64_t i : ui.leading) json.value(i);
    json.end_array().key("pinned");
    if (ui.pinned.valid()) json.begin_array().value(ui.pinned.row).value(ui.pinned.col).end_array();
    else json.raw("null");
    const ui::InspectorCell focus = ui.hovered.valid() ? ui.hovered : ui.pinned;
    json.key("cell").begin_array();
    if (model.selected >= 0 && focus.valid()) {
        for (const std::string& line : model.describe(focus.row, focus.col)) json.value(line);
    }
    return json.end_array().end_object().text();
}

bool inspect_tensor(AppState& state, const std::string& name, const std::vector<std::int64_t>& leading) {
    refresh_entries(state);
    ui::InspectorUi& ui = state.ui.inspector;
    if (ui.selected != name) {
        ui.pinned = {};
        ui.view = {};
    }
    ui.selected = name;
    ui.leading = leading;
    return find_listed_tensor(state.code.tensors, name) >= 0;
}

}  // namespace qkv::app
