// colormap.hpp — the diverging colour map of every heatmap: blue for negative, near-white for zero, red-orange for
// positive (a red-blue scheme that readers with red-green colour blindness still tell apart), and the pixels of a
// matrix coloured with it.
#pragma once

#include <cstdint>
#include <vector>

#include <imgui.h>

namespace qkv::ui {

// Colour of `value` on a scale from -limit (deep blue) through 0 (near-white) to +limit (deep red).
// Values beyond the limit take the end colours. A limit of 0 paints everything the middle colour.
ImU32 diverging_color(float value, float limit);

// The largest |value| among `count` floats (0 for none): the natural symmetric limit of a matrix.
float largest_magnitude(const float* values, std::size_t count);

// One pixel per element of a row-major `rows` x `cols` matrix, rows top to bottom (ready for a texture).
std::vector<std::uint32_t> matrix_pixels(const float* values, int rows, int cols, float limit);

}  // namespace qkv::ui
