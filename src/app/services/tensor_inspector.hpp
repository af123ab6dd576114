// tensor_inspector.hpp — the last run's tensors as the inspector shows them: one 2-D slice at a time (3-D and more
// pick their leading indices), each cell's PyTorch expression and value, and for a tensor made by @, matmul or a
// Linear the dot product behind a cell. Plain data in, text out: the widget (ui/tensor_inspector_panel) draws it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "python/run_result.hpp"

namespace qkv::app {

// Where a 2-D slice sits in a tensor's row-major values. 0-D tensors are 1 x 1, 1-D ones a single row.
struct TensorSlice {
    int rows = 1, cols = 1;
    std::size_t offset = 0;  // of the slice's [0, 0]
};

// The leading indices (one per dimension before the last two) kept inside the shape; missing ones are 0.
std::vector<std::int64_t> clamp_leading(const std::vector<std::int64_t>& shape, std::vector<std::int64_t> leading);
TensorSlice slice_of(const python::NamedTensor& tensor, const std::vector<std::int64_t>& leading);

// The colour scale's limit: the largest finite |value| (1 when there is none, or it is 0).
float scale_limit_of(const python::NamedTensor& tensor);

// "-inf", "nan", "True", "7", "-0.0281" (4 decimals, as print(tensor) shows the lesson's values).
std::string value_text(const python::NamedTensor& tensor, float value);

// The PyTorch expression of a cell: scores[0, 2, 1], b[3], s (for a 0-D tensor).
std::string cell_expression(const python::NamedTensor& tensor, const std::vector<std::int64_t>& leading, int row,
                            int col);

// Lines that explain a cell: its expression and value (naming -inf and NaN), then, for a product, the operands'
// row and column, the first products, their sum (in the order the CPU summed them), the bias and the total.
std::vector<std::string> describe_tensor_cell(const std::vector<python::NamedTensor>& tensors, int index,
                                              const std::vector<std::int64_t>& leading, int row, int col);

// The index of the listed (not operand-only) tensor called `name`, or -1.
int find_listed_tensor(const std::vector<python::NamedTensor>& tensors, const std::string& name);

}  // namespace qkv::app
