// embedded_fonts.hpp — the font bytes compiled into the binary by cmake/Fonts.cmake.
#pragma once

#include "ui/theme.hpp"

namespace qkv::app {

ui::FontSources embedded_font_sources();

}  // namespace qkv::app
