// view_options.hpp — what a course author can switch off in the playground (panels to hide, read-only settings),
// and the one table of panel names that URL parameters and window.qkv.setView are checked against.
#pragma once

#include <optional>
#include <string_view>

namespace qkv::ui {

enum class Panel { header, settings, shapes, cell, output, x, weights, projections, code };
constexpr int kPanelCount = 9;

const char* panel_name(Panel panel);                              // "weights"
std::optional<Panel> panel_from_name(std::string_view name);      // nullopt for a name not in the table

struct ViewOptions {
    bool hidden[kPanelCount] = {};
    bool readonly = false;  // the learner sees the settings and the code but cannot change them
    // The host sizes the frame to the content height (resize=lti): the panels show no scrollbar, so their width,
    // and with it the height they need, does not change when the frame's height does.
    bool fit_height = false;

    bool shows(Panel panel) const { return !hidden[int(panel)]; }
};

}  // namespace qkv::ui
