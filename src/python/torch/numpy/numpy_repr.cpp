// numpy_repr.cpp — NumPy's arrayprint for float32, float64, int64, int32 and bool arrays: FloatingFormat in
// positional mode ('maxprec', precision 8: each value's shortest digits in its dtype, at most 8 after the point, integer parts padded
// left and fractions padded right with spaces), and _formatArray's nesting and line wrapping.
#include "python/torch/numpy/numpy_repr.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

constexpr int kLineWidth = 75;
constexpr int kPrecision = 8;

// Whether decimal `text` reads back as `value` in its dtype (float32 or float64).
bool reads_back(const char* text, double value, DType dtype) {
    return dtype == DType::Float64 ? std::strtod(text, nullptr) == value : std::strtof(text, nullptr) == static_cast<float>(value);
}

// The fewest fractional digits (up to 8) whose correctly rounded decimal reads back as the same value,
// trailing zeros trimmed, the point kept ("1.", "0.25").
std::string shortest_positional(double value, DType dtype) {
    char buffer[64];
    for (int digits = 0; digits <= kPrecision; ++digits) {
        std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
        if (reads_back(buffer, value, dtype) || digits == kPrecision) break;
    }
    std::string text = buffer;
    if (text.find('.') == std::string::npos) text += '.';
    while (text.back() == '0') text.pop_back();
    return text;
}

// A float32 or float64 NumPy scalar as str() and repr() print it (1e-4 <= |x| < 1e16): its shortest round-trip
// significant digits written out positionally, always with a fraction ("3.0", "123456790.0", "0.0001").
std::string scalar_positional(double value, DType dtype) {
    if (value == 0.0) return std::signbit(value) ? "-0.0" : "0.0";
    char buffer[64];
    for (int precision = 0; precision < 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*e", precision, value);
        if (reads_back(buffer, value, dtype)) break;
    }
    const std::string scientific = buffer;
    const std::size_t e = scientific.find('e');
    const int exponent = std::atoi(scientific.c_str() + e + 1);
    std::string digits;
    for (char c : scientific.substr(0, e))
        if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
    const std::string sign = value < 0 ? "-" : "";
    const auto length = static_cast<int>(digits.size());
    if (exponent < 0) return sign + "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
    if (exponent + 1 >= length) return sign + digits + std::string(static_cast<std::size_t>(exponent + 1 - length), '0') + ".0";
    return sign + digits.substr(0, exponent + 1) + "." + digits.substr(exponent + 1);
}

class ElementFormat {
public:
    explicit ElementFormat(const Tensor& array) : array_(array) {
        if (array.dtype == DType::Bool) return;
        if (array.dtype == DType::Float16) raise_unsupported("printing a float16 NumPy array");
        for (std::int64_t n = 0; n < array.numel(); ++n) {
            if (!is_floating_dtype(array.dtype)) {
                width_ = std::max(width_, std::to_string(array.storage->integers[n]).size());
                continue;
            }
            const double value = array.element(n);
            if (!std::isfinite(value)) {
                has_non_finite_ = true;
                continue;
            }
            if (value != 0.0) {
                const double magnitude = std::fabs(value);
                smallest_ = std::min(smallest_, magnitude);
                largest_ = std::max(largest_, magnitude);
            }
            const std::string text = shortest_positional(value, array.dtype);
            const std::size_t point = text.find('.');
            pad_left_ = std::max(pad_left_, point);
            pad_right_ = std::max(pad_right_, text.size() - point - 1);
        }
        // NumPy compares in the array's dtype.
        const bool single = array.dtype == DType::Float32;
        const double tiny = single ? static_cast<double>(1e-4f) : 1e-4;
        const double ratio = single ? static_cast<double>(static_cast<float>(largest_) / static_cast<float>(smallest_)) : largest_ / smallest_;
        if (largest_ >= 1e8 || (largest_ > 0.0 && (smallest_ < tiny || ratio > 1000.0)))
            raise_unsupported("printing this NumPy array (NumPy would use scientific notation)");
        if (has_non_finite_) {
            bool negative_infinity = false;
            for (std::int64_t n = 0; n < array.numel(); ++n) negative_infinity = negative_infinity || array.element(n) == -INFINITY;
            const std::size_t offset = pad_right_ + 1;
            const std::size_t nan_length = 3, inf_length = 3 + (negative_infinity ? 1 : 0);
            if (nan_length > offset) pad_left_ = std::max(pad_left_, nan_length - offset);
            if (inf_length > offset) pad_left_ = std::max(pad_left_, inf_length - offset);
        }
    }

    std::string operator()(std::int64_t n) const {
        if (array_.dtype == DType::Bool) return array_.integers()[n] ? " True" : "False";
        if (!is_floating_dtype(array_.dtype)) {
            const std::string text = std::to_string(array_.storage->integers[n]);
            return std::string(width_ - text.size(), ' ') + text;
        }
        const double value = array_.element(n);
        if (!std::isfinite(value)) {
            const std::string text = std::isnan(value) ? "nan" : value < 0 ? "-inf" : "inf";
            return std::string(pad_left_ + pad_right_ + 1 - text.size(), ' ') + text;
        }
        std::string text = shortest_positional(value, array_.dtype);
        const std::size_t point = text.find('.');
        text.insert(0, pad_left_ - point, ' ');
        text.append(pad_right_ - (text.size() - text.find('.') - 1), ' ');
        return text;
    }

private:
    const Tensor& array_;
    std::size_t width_ = 0, pad_left_ = 0, pad_right_ = 0;
    double smallest_ = INFINITY, largest_ = 0.0;
    bool has_non_finite_ = false;
};

void extend_line(std::string& text, std::string& line, const std::string& word, std::size_t width, const std::string& prefix) {
    const bool wrap = line.size() + word.size() > width && line.size() > prefix.size();
    if (wrap) {
        while (!line.empty() && line.back() == ' ') line.pop_back();
        text += line + "\n";
        line = prefix;
    }
    line += word;
}

// _formatArray's recursion: rows wrap at `width`, nested blocks are separated by blank lines per depth.
std::string format_block(const Tensor& array, const ElementFormat& format, std::int64_t offset, std::size_t axis, const std::string& indent,
                         std::size_t width, const std::string& separator) {
    if (axis == array.rank()) return format(offset);
    std::int64_t block = 1;
    for (std::size_t k = axis + 1; k < array.rank(); ++k) block *= array.shape[k];
    const std::int64_t length = array.shape[axis];
    std::string text;
    if (axis + 1 == array.rank()) {
        std::string trimmed = separator;
        while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
        const std::size_t element_width = width - std::max<std::size_t>(trimmed.size(), 1);
        std::string line = indent;
        for (std::int64_t i = 0; i < length; ++i) {
            extend_line(text, line, format(offset + i * block), element_width, indent);
            if (i + 1 < length) line += separator;
        }
        text += line;
    } else {
        std::string trimmed = separator;
        while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
        const std::string line_separator = trimmed + std::string(array.rank() - axis - 1, '\n');
        for (std::int64_t i = 0; i < length; ++i) {
            text += indent + format_block(array, format, offset + i * block, axis + 1, indent + " ", width - 1, separator);
            if (i + 1 < length) text += line_separator;
        }
    }
    return "[" + text.substr(indent.size()) + "]";
}

std::string array_text(const Tensor& array, const std::string& separator, const std::string& prefix, std::size_t suffix_length) {
    if (array.numel() > 1000) raise_unsupported("printing a NumPy array of more than 1000 elements");
    const ElementFormat format(array);
    return format_block(array, format, 0, 0, " " + std::string(prefix.size(), ' '), kLineWidth - suffix_length, separator);
}

const char* dtype_text(const Tensor& array) { return numpy_dtype_name(array.dtype); }

std::string shape_tuple(const Shape& shape) {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + (shape.size() == 1 ? ",)" : ")");
}

}  // namespace

const char* numpy_dtype_name(DType dtype) {
    switch (dtype) {
        case DType::Float64: return "float64";
        case DType::Float32: return "float32";
        case DType::Float16: return "float16";
        case DType::Int64: return "int64";
        case DType::Int32: return "int32";
        case DType::UInt8: return "uint8";
        case DType::Bool: return "bool";
    }
    return "";
}

std::string ndarray_str(const Tensor& array) {
    if (array.rank() == 0) {
        if (array.dtype == DType::Bool) return array.integers()[0] ? "True" : "False";
        if (!is_floating_dtype(array.dtype)) return std::to_string(array.storage->integers[0]);
        if (array.dtype == DType::Float16) raise_unsupported("printing a float16 NumPy number");
        const double value = array.element(0);
        if (!std::isfinite(value)) return std::isnan(value) ? "nan" : value < 0 ? "-inf" : "inf";
        // NumPy compares in long double: float32(1e-4) is below 1e-4 and prints as 1e-04.
        const double magnitude = std::fabs(value);
        if (magnitude != 0.0 && (magnitude < 1e-4 || magnitude >= 1e16)) raise_unsupported("printing this NumPy number (scientific notation)");
        return scalar_positional(value, array.dtype);
    }
    if (array.numel() == 0) return "[]";
    return array_text(array, " ", "", 0);
}

std::string ndarray_repr(const Tensor& array) {
    // NumPy names every dtype but its defaults (float64, int64, bool) in a repr, and every dtype of an empty array.
    const bool show_dtype = array.dtype == DType::Float32 || array.dtype == DType::Float16 || array.dtype == DType::Int32 || array.numel() == 0;
    std::string body;
    if (array.numel() == 0) body = array.rank() == 1 ? "[]" : "[], shape=" + shape_tuple(array.shape);
    else if (array.rank() == 0 && array.dtype == DType::Bool) body = array.integers()[0] ? "True" : "False";  // no pad when 0-d
    else if (array.rank() == 0) body = ElementFormat(array)(0);
    else body = array_text(array, ", ", "array(", 1);
    std::string text = "array(" + body;
    if (!show_dtype) return text + ")";
    text += ",";
    const std::string dtype = std::string("dtype=") + dtype_text(array) + ")";
    const std::size_t newline = text.rfind('\n');
    const std::size_t last_line = newline == std::string::npos ? text.size() : text.size() - newline - 1;
    return text + (last_line + dtype.size() + 1 > static_cast<std::size_t>(kLineWidth) ? "\n      " : " ") + dtype;
}

}  // namespace qkv::python
