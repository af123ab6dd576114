// tensor_repr.cpp — the number formatter and the nested-bracket layout of a printed tensor.
#include "python/torch/tensor/tensor_repr.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

PrintOptions current_options;

std::string non_finite_text(double value) {
    if (std::isnan(value)) return "nan";
    return value < 0 ? "-inf" : "inf";
}

std::string printf_double(const char* format, int precision, double value) {
    if (!std::isfinite(value)) return non_finite_text(value);
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, format, precision, value);
    return buffer;
}

// Picks one text form for all elements of a tensor, as torch's _Formatter does from the elements it shows.
class Formatter {
public:
    Formatter(const Tensor& tensor, const std::vector<std::int64_t>& shown) : tensor_(tensor) {
        if (!is_floating_dtype(tensor.dtype)) {
            for (std::int64_t position : shown) widen(integer_text(position).size());
            return;
        }
        std::vector<double> nonzero_finite;
        for (std::int64_t position : shown) {
            const double value = tensor.element(position);
            if (std::isfinite(value) && value != 0.0) nonzero_finite.push_back(value);
        }
        if (!nonzero_finite.empty()) choose_float_mode(nonzero_finite);
        if (current_options.sci_mode) sci_mode_ = *current_options.sci_mode;
    }

    std::size_t width() const { return max_width_; }

    std::string format(std::int64_t position) const {
        std::string text = is_floating_dtype(tensor_.dtype) ? float_text(tensor_.element(position)) : integer_text(position);
        if (text.size() < max_width_) text.insert(0, max_width_ - text.size(), ' ');
        return text;
    }

private:
    void choose_float_mode(const std::vector<double>& nonzero_finite) {
        double smallest = std::fabs(nonzero_finite[0]), largest = smallest;
        for (double value : nonzero_finite) {
            smallest = std::min(smallest, std::fabs(value));
            largest = std::max(largest, std::fabs(value));
            if (value != std::ceil(value)) int_mode_ = false;
        }
        if (int_mode_) {
            if (largest / smallest > 1000.0 || largest > 1.0e8) {
                sci_mode_ = true;
                for (double value : nonzero_finite) widen(format_scientific(value, current_options.precision).size());
            } else {
                for (double value : nonzero_finite) widen(format_fixed(value, 0).size() + 1);
            }
        } else if (largest / smallest > 1000.0 || largest > 1.0e8 || smallest < 1.0e-4) {
            sci_mode_ = true;
            for (double value : nonzero_finite) widen(format_scientific(value, current_options.precision).size());
        } else {
            for (double value : nonzero_finite) widen(format_fixed(value, current_options.precision).size());
        }
    }

    std::string float_text(double value) const {
        if (sci_mode_) return format_scientific(value, current_options.precision);
        if (!int_mode_) return format_fixed(value, current_options.precision);
        std::string text = format_fixed(value, 0);
        if (std::isfinite(value)) text += '.';
        return text;
    }

    std::string integer_text(std::int64_t position) const {
        const std::int64_t value = tensor_.storage->integers[position];
        if (tensor_.dtype == DType::Bool) return value ? "True" : "False";
        return std::to_string(value);
    }

    void widen(std::size_t width) { max_width_ = std::max(max_width_, width); }

    const Tensor& tensor_;
    bool int_mode_ = true;
    bool sci_mode_ = false;
    std::size_t max_width_ = 1;
};

// A sub-tensor t[i0, i1, ...] for a fixed prefix of indices: where its elements start in the whole tensor.
struct SubTensor {
    std::int64_t offset;
    const std::int64_t* shape;
    std::size_t rank;
    std::int64_t size(std::size_t axis) const { return shape[axis]; }
    std::int64_t stride0() const {
        std::int64_t stride = 1;
        for (std::size_t i = 1; i < rank; ++i) stride *= shape[i];
        return stride;
    }
    SubTensor operator[](std::int64_t index) const { return {offset + index * stride0(), shape + 1, rank - 1}; }
};

// The positions of the elements torch's formatter looks at when the tensor is summarized (the edges of every dimension).
void collect_summarized(const SubTensor& tensor, bool summarize, std::vector<std::int64_t>& out) {
    if (tensor.rank == 0) {
        out.push_back(tensor.offset);
        return;
    }
    const std::int64_t size = tensor.size(0);
    for (std::int64_t i = 0; i < size; ++i) {
        if (summarize && size > 2 * current_options.edge_items && i == current_options.edge_items) i = size - current_options.edge_items;
        if (tensor.rank == 1) out.push_back(tensor.offset + i);
        else collect_summarized(tensor[i], summarize, out);
    }
}

std::string vector_text(const SubTensor& tensor, std::size_t indent, bool summarize, const Formatter& formatter) {
    const std::size_t element_length = formatter.width() + 2;
    const std::size_t elements_per_line =
        std::max<std::size_t>(1, static_cast<std::size_t>(std::floor(static_cast<double>(current_options.line_width - static_cast<int>(indent)) / element_length)));
    std::vector<std::string> items;
    const std::int64_t size = tensor.size(0);
    for (std::int64_t i = 0; i < size; ++i) {
        if (summarize && size > 2 * current_options.edge_items && i == current_options.edge_items) {
            items.push_back(" ...");
            i = size - current_options.edge_items;
        }
        items.push_back(formatter.format(tensor.offset + i));
    }
    std::string text = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += (i % elements_per_line == 0) ? ",\n" + std::string(indent + 1, ' ') : ", ";
        text += items[i];
    }
    return text + "]";
}

std::string tensor_text(const SubTensor& tensor, std::size_t indent, bool summarize, const Formatter& formatter) {
    if (tensor.rank == 0) return formatter.format(tensor.offset);
    if (tensor.rank == 1) return vector_text(tensor, indent, summarize, formatter);
    std::vector<std::string> slices;
    const std::int64_t size = tensor.size(0);
    for (std::int64_t i = 0; i < size; ++i) {
        if (summarize && size > 2 * current_options.edge_items && i == current_options.edge_items) {
            slices.push_back("...");
            i = size - current_options.edge_items;
        }
        slices.push_back(tensor_text(tensor[i], indent + 1, summarize, formatter));
    }
    const std::string separator = "," + std::string(tensor.rank - 1, '\n') + std::string(indent + 1, ' ');
    std::string text = "[";
    for (std::size_t i = 0; i < slices.size(); ++i) {
        if (i) text += separator;
        text += slices[i];
    }
    return text + "]";
}

std::string size_tuple_text(const Shape& shape) {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i) text += ", ";
        text += std::to_string(shape[i]);
    }
    if (shape.size() == 1) text += ",";
    return text + ")";
}

}  // namespace

PrintOptions& print_options() { return current_options; }

std::string format_fixed(double value, int precision) { return printf_double("%.*f", precision, value); }
std::string format_scientific(double value, int precision) { return printf_double("%.*e", precision, value); }

std::string tensor_repr(const Tensor& tensor) {
    const std::string prefix = "tensor(";
    const std::size_t indent = prefix.size();
    std::vector<std::string> suffixes;
    std::string body;
    if (tensor.numel() == 0) {
        if (tensor.rank() != 1) suffixes.push_back("size=" + size_tuple_text(tensor.shape));
        if (!tensor.is_float()) suffixes.push_back("dtype=" + dtype_name(tensor.dtype));
        body = "[]";
    } else {
        const bool summarize = tensor.numel() > current_options.threshold;
        // torch's own summary with no edge items fails or prints every element by Python's [-0:]: not reproduced.
        if (summarize && current_options.edge_items <= 0) raise_unsupported("printing a summarized tensor with edgeitems=0");
        const SubTensor whole{0, tensor.shape.data(), tensor.rank()};
        std::vector<std::int64_t> shown;
        collect_summarized(whole, summarize, shown);
        const Formatter formatter(tensor, shown);
        body = tensor_text(whole, indent, summarize, formatter);
    }
    if (tensor.numel() != 0 && is_extra_dtype(tensor.dtype)) suffixes.push_back("dtype=" + dtype_name(tensor.dtype));
    if (!tensor.grad_fn.empty()) suffixes.push_back("grad_fn=<" + tensor.grad_fn + ">");
    else if (tensor.requires_grad) suffixes.push_back("requires_grad=True");

    std::string text = prefix + body;
    // torch measures the last line this way (one more than its length), and so must we.
    const std::size_t newline = text.rfind('\n');
    std::size_t last_line_length = newline == std::string::npos ? text.size() + 2 : text.size() - newline + 1;
    for (const std::string& suffix : suffixes) {
        if (last_line_length + suffix.size() + 2 > static_cast<std::size_t>(current_options.line_width)) {
            text += ",\n" + std::string(indent, ' ') + suffix;
            last_line_length = indent + suffix.size();
        } else {
            text += ", " + suffix;
            last_line_length += suffix.size() + 2;
        }
    }
    text += ")";
    if (tensor.is_parameter) text = "Parameter containing:\n" + text;
    return text;
}

}  // namespace qkv::python
