// lesson_matrices.cpp — naming, lookup and explanation of the lesson's matrices and their cells.
#include "lesson_matrices.hpp"

#include <algorithm>
#include <cstdio>

#include "core/pyformat.hpp"

namespace qkv::ui {

namespace {

constexpr int kShownProducts = 4;  // the explanation lists this many products, then "+ N more"

MatrixRef view_of(const xt::xtensor<float, 2>& matrix) {
    return {matrix.data(), int(matrix.shape()[0]), int(matrix.shape()[1])};
}

MatrixRef view_of_bias(const LinearLayer& layer) {
    if (!layer.bias) return {};
    return {layer.bias->data(), 1, int(layer.bias->shape()[0])};
}

// The layer behind a projection (q -> query) and the names used in the explanation.
struct Projection {
    MatrixId weight, bias;
    const LinearLayer* layer;
};

std::optional<Projection> projection_of(const LessonTensors& tensors, MatrixId id) {
    switch (id) {
        case MatrixId::q: return Projection{MatrixId::W_q, MatrixId::b_q, &tensors.query};
        case MatrixId::k: return Projection{MatrixId::W_k, MatrixId::b_k, &tensors.key};
        case MatrixId::v: return Projection{MatrixId::W_v, MatrixId::b_v, &tensors.value};
        default: return std::nullopt;
    }
}

std::string short_name(MatrixId id, int row, int col) {
    char text[64];
    switch (id) {
        case MatrixId::x: std::snprintf(text, sizeof(text), "x[0, %d, %d]", row, col); break;
        case MatrixId::b_q: case MatrixId::b_k: case MatrixId::b_v:
            std::snprintf(text, sizeof(text), "%s[%d]", matrix_name(id), col); break;
        default: std::snprintf(text, sizeof(text), "%s[%d, %d]", matrix_name(id), row, col); break;
    }
    return text;
}

// " 0.1234" / "-0.1234": a space where the minus would be keeps columns of numbers aligned.
std::string signed_value(float value) {
    char text[32];
    std::snprintf(text, sizeof(text), "% .4f", double(value));
    return text;
}

}  // namespace

const char* matrix_name(MatrixId id) {
    switch (id) {
        case MatrixId::x: return "x";
        case MatrixId::W_q: return "W_q";
        case MatrixId::W_k: return "W_k";
        case MatrixId::W_v: return "W_v";
        case MatrixId::q: return "q";
        case MatrixId::k: return "k";
        case MatrixId::v: return "v";
        case MatrixId::b_q: return "b_q";
        case MatrixId::b_k: return "b_k";
        case MatrixId::b_v: return "b_v";
    }
    return "?";
}

std::optional<MatrixId> matrix_from_name(std::string_view name) {
    for (MatrixId id : {MatrixId::x, MatrixId::W_q, MatrixId::W_k, MatrixId::W_v, MatrixId::q, MatrixId::k,
                        MatrixId::v, MatrixId::b_q, MatrixId::b_k, MatrixId::b_v}) {
        if (name == matrix_name(id)) return id;
    }
    return std::nullopt;
}

MatrixRef matrix_of(const LessonTensors& tensors, MatrixId id) {
    switch (id) {
        case MatrixId::x: return view_of(tensors.x);
        case MatrixId::W_q: return view_of(tensors.query.weight);
        case MatrixId::W_k: return view_of(tensors.key.weight);
        case MatrixId::W_v: return view_of(tensors.value.weight);
        case MatrixId::q: return view_of(tensors.q);
        case MatrixId::k: return view_of(tensors.k);
        case MatrixId::v: return view_of(tensors.v);
        case MatrixId::b_q: return view_of_bias(tensors.query);
        case MatrixId::b_k: return view_of_bias(tensors.key);
        case MatrixId::b_v: return view_of_bias(tensors.value);
    }
    return {};
}

HeatmapLabels heatmap_labels(MatrixId id, const LessonParams& params) {
    const std::int64_t tokens = params.tokens, n_embd = params.n_embd, head_size = params.head_size();
    switch (id) {
        case MatrixId::x: return {"x  (the tokens)", py_int_tuple({1, tokens, n_embd}), "token t", "feature i"};
        case MatrixId::W_q: return {"W_q = query.weight", py_int_tuple({head_size, n_embd}), "output j", "feature i"};
        case MatrixId::W_k: return {"W_k = key.weight", py_int_tuple({head_size, n_embd}), "output j", "feature i"};
        case MatrixId::W_v: return {"W_v = value.weight", py_int_tuple({head_size, n_embd}), "output j", "feature i"};
        case MatrixId::q: return {"q = query(x)", py_int_tuple({1, tokens, head_size}), "token t", "output j"};
        case MatrixId::k: return {"k = key(x)", py_int_tuple({1, tokens, head_size}), "token t", "output j"};
        case MatrixId::v: return {"v = value(x)", py_int_tuple({1, tokens, head_size}), "token t", "output j"};
        default: break;
    }
    const std::string bias_shape = py_int_tuple({head_size});
    return {std::string(matrix_name(id)), bias_shape, "row", "output j"};
}

std::string cell_expression(MatrixId id, int row, int col) {
    char text[64];
    switch (id) {
        case MatrixId::x: case MatrixId::q: case MatrixId::k: case MatrixId::v:
            std::snprintf(text, sizeof(text), "%s[0, %d, %d]", matrix_name(id), row, col); break;
        default: return short_name(id, row, col);
    }
    return text;
}

std::string format_value(float value) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.4f", double(value));
    return text;
}

std::vector<std::string> describe_cell(const LessonParams& params, const LessonTensors& tensors, const CellRef& cell) {
    if (!cell.valid()) return {};
    const MatrixRef matrix = matrix_of(tensors, cell.matrix);
    if (!matrix.values || cell.row >= matrix.rows || cell.col >= matrix.cols) return {};
    const float value = matrix.values[std::size_t(cell.row) * std::size_t(matrix.cols) + std::size_t(cell.col)];
    std::vector<std::string> lines;
    lines.push_back(cell_expression(cell.matrix, cell.row, cell.col) + " = " + format_value(value));

    const std::optional<Projection> projection = projection_of(tensors, cell.matrix);
    if (!projection) return lines;
    const MatrixRef x = matrix_of(tensors, MatrixId::x);
    const MatrixRef weight = matrix_of(tensors, projection->weight);
    const float* x_row = x.values + std::size_t(cell.row) * std::size_t(x.cols);
    const float* w_row = weight.values + std::size_t(cell.col) * std::size_t(weight.cols);
    const int n_embd = params.n_embd;

    lines.push_back("= x[0, " + std::to_string(cell.row) + ", :] \xC2\xB7 " + matrix_name(projection->weight) + "[" +
                    std::to_string(cell.col) + ", :]" +
                    (params.bias ? " + " + short_name(projection->bias, 0, cell.col) : std::string()));
    lines.push_back("  products x[0, " + std::to_string(cell.row) + ", i] \xC3\x97 " +
                    matrix_name(projection->weight) + "[" + std::to_string(cell.col) +
                    ", i]:");
    // The same float sum, in the same order, as nn.Linear on the CPU: the total is the cell exactly.
    float sum = 0.0f;
    for (int i = 0; i < n_embd; ++i) {
        const float product = x_row[i] * w_row[i];
        sum += product;
        if (i < kShownProducts) {
            lines.push_back(std::string(i == 0 ? "   " : " + ") + "i=" + std::to_string(i) + ": " +
                            signed_value(x_row[i]) + " \xC3\x97 " + signed_value(w_row[i]) + " = " +
                            signed_value(product));
        }
    }
    if (n_embd > kShownProducts) {
        lines.push_back(" + " + std::to_string(n_embd - kShownProducts) + " more products (i = " +
                        std::to_string(kShownProducts) + " \xE2\x80\xA6 " + std::to_string(n_embd - 1) + ")");
    }
    lines.push_back(" = " + signed_value(sum) + "  sum of " + std::to_string(n_embd) + " product" +
                    (n_embd == 1 ? "" : "s"));
    float total = sum;
    if (params.bias && projection->layer->bias) {
        const float bias = (*projection->layer->bias)(std::size_t(cell.col));
        total = sum + bias;
        lines.push_back(" + " + signed_value(bias) + "  bias " + short_name(projection->bias, 0, cell.col));
        lines.push_back(" = " + signed_value(total) + "  = " + cell_expression(cell.matrix, cell.row, cell.col));
    } else {
        lines.push_back("   (no bias: the sum is the cell)");
    }
    return lines;
}

}  // namespace qkv::ui
