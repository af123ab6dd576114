// view_options.cpp — the table of panel names (the single source for hide=... and qkv.setView).
#include "view_options.hpp"

namespace qkv::ui {

namespace {

// In Panel order.
constexpr const char* kPanelNames[kPanelCount] = {"header", "settings", "shapes",      "cell", "output",
                                                  "x",      "weights",  "projections", "code"};

}  // namespace

const char* panel_name(Panel panel) { return kPanelNames[int(panel)]; }

std::optional<Panel> panel_from_name(std::string_view name) {
    for (int i = 0; i < kPanelCount; ++i) {
        if (name == kPanelNames[i]) return Panel(i);
    }
    return std::nullopt;
}

}  // namespace qkv::ui
