// colormap.cpp — piecewise-linear interpolation between five anchor colours of a blue–white–red ramp.
#include "colormap.hpp"

#include <algorithm>
#include <cmath>

namespace qkv::ui {

namespace {

struct Rgb {
    float r, g, b;
};

// From -1 to +1 in equal steps. Lightness falls symmetrically away from the middle so the sign reads from the hue
// and the size from the darkness, which is what survives colour-vision deficiencies.
constexpr Rgb kAnchors[] = {
    {28, 84, 160},    // -1: deep blue
    {128, 183, 216},  // -0.5: light blue
    {247, 246, 243},  //  0: near-white
    {240, 158, 112},  // +0.5: light orange
    {175, 30, 45},    // +1: deep red
};
constexpr int kAnchorCount = int(sizeof(kAnchors) / sizeof(kAnchors[0]));

ImU32 pack(const Rgb& colour) {
    return IM_COL32(int(colour.r + 0.5f), int(colour.g + 0.5f), int(colour.b + 0.5f), 255);
}

}  // namespace

ImU32 diverging_color(float value, float limit) {
    float position = 0.0f;  // in [-1, 1]
    if (limit > 0.0f && std::isfinite(value)) position = std::clamp(value / limit, -1.0f, 1.0f);
    const float scaled = (position + 1.0f) * 0.5f * float(kAnchorCount - 1);
    const int lower = std::min(int(scaled), kAnchorCount - 2);
    const float t = scaled - float(lower);
    const Rgb& a = kAnchors[lower];
    const Rgb& b = kAnchors[lower + 1];
    return pack({a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t});
}

float largest_magnitude(const float* values, std::size_t count) {
    float largest = 0.0f;
    for (std::size_t i = 0; i < count; ++i) largest = std::max(largest, std::fabs(values[i]));
    return largest;
}

std::vector<std::uint32_t> matrix_pixels(const float* values, int rows, int cols, float limit) {
    std::vector<std::uint32_t> pixels(std::size_t(std::max(rows, 0)) * std::size_t(std::max(cols, 0)));
    for (std::size_t i = 0; i < pixels.size(); ++i) pixels[i] = diverging_color(values[i], limit);
    return pixels;
}

}  // namespace qkv::ui
