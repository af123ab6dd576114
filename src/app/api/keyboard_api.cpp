// keyboard_api.cpp — the page's side of the keyboard focus, in plain C++ (the web exports only forward).
#include "app/api/keyboard_api.hpp"

#include "core/json.hpp"

namespace qkv::app {

namespace {

int result_code(ui::TabResult result) {
    switch (result) {
        case ui::TabResult::moved: return kFocusMoved;
        case ui::TabResult::on_editor: return kFocusOnEditor;
        case ui::TabResult::left_canvas: break;
    }
    return kFocusLeftCanvas;
}

}  // namespace

int keyboard_tab(AppState& state, int direction) {
    return result_code(ui::tab_order_step(&state.tab_order, direction, /*wrap=*/false));
}

int keyboard_enter(AppState& state, int direction) {
    return result_code(ui::tab_order_enter(&state.tab_order, direction));
}

void keyboard_editor_focused(AppState& state) { ui::tab_order_focus_editor(&state.tab_order); }

void keyboard_blur(AppState&) { ui::tab_order_hide_highlight(); }

std::string keyboard_focus_json(const AppState& state) {
    const ui::TabStop* focused = ui::tab_order_focused(state.tab_order);
    const std::string name = focused ? ui::name_of_item(state.widget_rects, focused->id) : std::string();
    const long index = focused ? long(focused - state.tab_order.stops.data()) : -1L;
    JsonWriter json;
    json.begin_object().key("name").value(name).key("label").value(focused ? focused->label : std::string());
    json.key("index").value(std::int64_t(index)).key("visible").value(ui::keyboard_highlight_visible());
    json.key("picking").value(state.ui.keyboard_picking);
    json.key("stops").value(std::int64_t(state.tab_order.stops.size()));
    return json.end_object().text();
}

}  // namespace qkv::app
