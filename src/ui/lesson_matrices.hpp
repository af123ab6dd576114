// lesson_matrices.hpp — the lesson's tensors seen as named matrices (x, W_q, W_k, W_v, q, k, v, b_q, b_k, b_v),
// and a cell of one of them: what the heatmaps, the hover explanation and the JavaScript cell() API share.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/lesson_model.hpp"

namespace qkv::ui {

enum class MatrixId { x, W_q, W_k, W_v, q, k, v, b_q, b_k, b_v };
constexpr int kHeatmapCount = 7;  // x .. v; the biases show up in the dot product, not as heatmaps

struct MatrixRef {
    const float* values = nullptr;  // row-major; null when the matrix does not exist (a bias with bias=False)
    int rows = 0, cols = 0;
};

const char* matrix_name(MatrixId id);                       // "W_q"
std::optional<MatrixId> matrix_from_name(std::string_view name);
MatrixRef matrix_of(const LessonTensors& tensors, MatrixId id);  // biases are 1 x head_size

// What a heatmap of the matrix is called on screen and in its exported files.
struct HeatmapLabels {
    std::string title;     // "q = query(x)"
    std::string shape;     // "(1, 4, 32)" as PyTorch prints it
    const char* row_axis;  // "token t"
    const char* col_axis;  // "output j"
};
HeatmapLabels heatmap_labels(MatrixId id, const LessonParams& params);  // for x .. v

// The PyTorch expression of a cell: x[0, 2, 17], query.weight[5, 17], q[0, 2, 5], query.bias[5].
std::string cell_expression(MatrixId id, int row, int col);

struct CellRef {
    MatrixId matrix = MatrixId::x;
    int row = -1, col = -1;
    bool valid() const { return row >= 0 && col >= 0; }
    bool operator==(const CellRef& other) const {
        return matrix == other.matrix && row == other.row && col == other.col;
    }
    bool operator!=(const CellRef& other) const { return !(*this == other); }
};

// A value with 4 decimals, the way print(tensor) shows it (e.g. -0.0281).
std::string format_value(float value);

// What a cell is, as text lines: its expression and value; for q/k/v also the dot product that made it (the first
// few products, how many more, their sum, the bias, the total). Empty for an invalid or out-of-range cell.
std::vector<std::string> describe_cell(const LessonParams& params, const LessonTensors& tensors, const CellRef& cell);

}  // namespace qkv::ui
