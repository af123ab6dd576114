// theme.cpp — fonts and colours. Sizes are in CSS pixels; the atlas is rasterized at CSS size x pixel ratio and
// drawn at 1/pixel ratio, which keeps text sharp at 1x, 2x and browser zoom.
#include "theme.hpp"

#include <imgui.h>

namespace qkv::ui {

namespace {

constexpr float kBodySize = 16.0f;
constexpr float kHeadingSize = 17.0f;
constexpr float kMonoSize = 15.0f;

ImFont* add_font(const FontData& font, float size, float pixel_ratio) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes are static, compiled into the binary
    config.OversampleH = 1;               // rasterized at the real pixel size already
    config.OversampleV = 1;
    config.PixelSnapH = true;
    // The characters the font subset holds (cmake/Fonts.cmake), as pairs of first and last code points.
    static const ImWchar kRanges[] = {QKV_FONT_RANGES};
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(font.data), int(font.size),
                                                      size * pixel_ratio, &config, kRanges);
}

void set_theme_colours(Theme theme, ImGuiStyle* style) {
    if (theme == Theme::dark) {
        ImGui::StyleColorsDark(style);
    } else {
        ImGui::StyleColorsLight(style);
    }
}

}  // namespace

Fonts build_fonts(const FontSources& sources, float pixel_ratio) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    Fonts fonts;
    fonts.body = add_font(sources.body, kBodySize, pixel_ratio);
    fonts.heading = add_font(sources.heading, kHeadingSize, pixel_ratio);
    fonts.mono = add_font(sources.mono, kMonoSize, pixel_ratio);
    io.Fonts->Build();
    io.FontGlobalScale = 1.0f / pixel_ratio;
    io.FontDefault = fonts.body;
    return fonts;
}

void apply_theme(Theme theme) {
    ImGuiStyle& style = ImGui::GetStyle();
    set_theme_colours(theme, &style);
    style.WindowRounding = 6.0f;
    style.FrameRounding = 4.0f;
    style.GrabRounding = 4.0f;
    // Frames about 30 px high and 18 px grabs: big enough for a finger on a tablet, small enough for 720x480.
    style.FramePadding = ImVec2(9.0f, 7.0f);
    style.ItemSpacing = ImVec2(8.0f, 6.0f);
    style.ItemInnerSpacing = ImVec2(6.0f, 6.0f);
    style.GrabMinSize = 18.0f;
    style.ScrollbarSize = 16.0f;
    style.FrameBorderSize = 1.0f;  // white fields on a light grey page need an edge to be seen
}

PictureColours picture_colours(Theme theme) {
    ImGuiStyle style;
    set_theme_colours(theme, &style);
    const ImVec4 page = style.Colors[ImGuiCol_WindowBg];
    const ImVec4 text = style.Colors[ImGuiCol_Text];
    constexpr float kMutedShare = 0.35f;  // of the page's colour in the muted text's
    const auto muted = [&](float from, float to) { return from + (to - from) * kMutedShare; };
    PictureColours colours;
    colours.background = ImGui::ColorConvertFloat4ToU32(ImVec4(page.x, page.y, page.z, 1.0f));
    colours.text = ImGui::ColorConvertFloat4ToU32(ImVec4(text.x, text.y, text.z, 1.0f));
    colours.muted = ImGui::ColorConvertFloat4ToU32(ImVec4(muted(text.x, page.x), muted(text.y, page.y),
                                                          muted(text.z, page.z), 1.0f));
    return colours;
}

}  // namespace qkv::ui
