// view_api.hpp — the view half of the URL parameters and of window.qkv.setView/getView: panels to hide,
// the theme, read-only mode and the pinned cell. The lesson's own settings go through api_set_params (the
// controls' validate()); these are checked here, against the tables in ui/view_options and ui/lesson_matrices.
#pragma once

#include <optional>
#include <string>

#include "app/app.hpp"

namespace qkv::app {

// The fields setView was given; absent ones keep their value.
struct ViewRequest {
    std::optional<std::string> hide;   // "code,weights": comma-separated panel names (replaces the hidden set)
    std::optional<std::string> theme;  // "light" or "dark" ("auto" is resolved by the page)
    std::optional<bool> readonly;
    std::optional<bool> fit_height;    // the host sizes the frame to content_height (ui::ViewOptions::fit_height)
    std::optional<std::string> pin;    // "q,1,2" (matrix,row,col) or "" to unpin
};

// Applies what is valid and reports the rest: {"ok":true,"ignored":["hide","pin"]} lists the fields that were
// refused (an unknown panel name, theme or matrix, a cell outside the matrix); their old value stays.
std::string api_set_view(AppState& state, const ViewRequest& request);

// {"hide":["weights"],"theme":"dark","readonly":false,"pin":"q,1,2"|null,"fit_height":false,"content_height":812.0}
std::string api_view_json(const AppState& state);

// The size of the page's own tools (the lesson picker, Copy link, Table view) in CSS pixels, for the layout to keep
// room for them (page_tools messages say where). `height`: NaN (not given) for one row of the app's controls, else
// taller when they wrap (a phone). Refused ({"ok":false}) unless the width is within 0..2000 and the height 0..400.
std::string api_set_page_tools_width(AppState& state, double width, double height);

// {"panels":[...],"matrices":[...]}: what the page's URL parser checks names against (the settings' ranges come
// with lesson-settings.js).
std::string api_view_tables_json();

}  // namespace qkv::app
