// theme.hpp — the look of the playground: fonts (rasterized at the screen's pixel ratio) and the light and
// dark colour themes.
#pragma once

struct ImFont;

namespace qkv::ui {

struct Fonts {
    ImFont* body = nullptr;     // Inter, UI text
    ImFont* heading = nullptr;  // Inter SemiBold, panel titles
    ImFont* mono = nullptr;     // JetBrains Mono, code and numbers
};

enum class Theme { light, dark };

// Font bytes, embedded by cmake/Fonts.cmake (the app passes them in; the UI does not know where they live).
struct FontData {
    const unsigned char* data = nullptr;
    unsigned long size = 0;
};
struct FontSources {
    FontData body, heading, mono;
};

// Rebuilds the font atlas so glyphs are rasterized at `pixel_ratio` and laid out at UI size.
// The caller re-uploads the atlas texture afterwards.
Fonts build_fonts(const FontSources& sources, float pixel_ratio);

void apply_theme(Theme theme);

// The colours of a picture saved in `theme` (0xAABBGGRR, as ImGui packs them): the screen's page and text, and
// a muted text between them that stays readable on paper and on a projector.
struct PictureColours {
    unsigned background = 0, text = 0, muted = 0;
};
PictureColours picture_colours(Theme theme);

}  // namespace qkv::ui
