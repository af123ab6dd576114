// embedded_fonts.cpp — hands the generated font arrays to the UI.
#include "app/generated/embedded_fonts.hpp"

#include <cstddef>

namespace qkv::fonts {
extern const unsigned char font_ui[];
extern const std::size_t font_ui_size;
extern const unsigned char font_ui_bold[];
extern const std::size_t font_ui_bold_size;
extern const unsigned char font_mono[];
extern const std::size_t font_mono_size;
}  // namespace qkv::fonts

namespace qkv::app {

ui::FontSources embedded_font_sources() {
    ui::FontSources sources;
    sources.body = {fonts::font_ui, fonts::font_ui_size};
    sources.heading = {fonts::font_ui_bold, fonts::font_ui_bold_size};
    sources.mono = {fonts::font_mono, fonts::font_mono_size};
    return sources;
}

}  // namespace qkv::app
