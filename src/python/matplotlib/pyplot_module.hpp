// pyplot_module.hpp — matplotlib.pyplot as a course uses it (plot, scatter, bar, imshow, title, xlabel, ylabel,
// legend, colorbar, figure, subplot, show): an extension like torch, registered through runtime/native_type.hpp's
// module registry. It prints nothing, as pyplot with a non-interactive backend; what it drew is the run's charts
// (core/chart.hpp), which the app draws in the output panel. Any other function or keyword stops with "... is not
// supported"; printing one of its objects too (CPython would print an address).
#pragma once

#include <vector>

#include "core/chart.hpp"

namespace qkv::python {

// Registers `matplotlib` and `matplotlib.pyplot`; idempotent.
void register_matplotlib_extension();

// pyplot's state lasts one run: start_charts before it, take_charts after.
void start_charts();
std::vector<ChartFigure> take_charts();

}  // namespace qkv::python
