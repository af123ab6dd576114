// run_tensors.cpp — collecting a run's tensors by name, and resolving the operands that products remembered
// (ProductOrigin) to those names; an operand no name holds is added unnamed, or named as the transpose of a named
// tensor when its values are exactly that.
#include "python/torch/tensor/run_tensors.hpp"

#include <algorithm>

#include "python/runtime/errors.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {
namespace {

Shape transposed_shape(Shape shape) {
    std::swap(shape[shape.size() - 1], shape[shape.size() - 2]);
    return shape;
}

std::int64_t count_of(const Shape& shape) {
    std::int64_t count = 1;
    for (const std::int64_t size : shape) count *= size;
    return count;
}

// The shape matmul or linear gives for these operand shapes agrees with `result` in its last two dimensions.
bool origin_fits(const ProductOrigin& origin, const Shape& result) {
    const Shape& left = origin.left_shape;
    const Shape& right = origin.right_shape;
    if (result.size() < 2 || count_of(left) != std::int64_t(origin.left->values.size()) ||
        count_of(right) != std::int64_t(origin.right->values.size())) {
        return false;
    }
    const std::int64_t inner = origin.linear ? right[1] : right[right.size() - 2];
    const std::int64_t cols = origin.linear ? right[0] : right.back();
    return left.back() == inner && result.back() == cols && result[result.size() - 2] == left[left.size() - 2];
}

class Collector {
public:
    explicit Collector(std::vector<NamedTensor>& out) : out_(out) {}

    void add(const std::string& name, const Tensor& tensor, bool is_buffer) {
        NamedTensor named;
        named.name = name;
        named.shape = tensor.shape;
        named.values.reserve(std::size_t(tensor.numel()));
        for (std::int64_t n = 0; n < tensor.numel(); ++n) named.values.push_back(static_cast<float>(tensor.element(n)));
        named.dtype = dtype_name(tensor.dtype).substr(6);  // "torch.float32" -> "float32"
        named.grad_fn = tensor.grad_fn;
        named.is_parameter = tensor.is_parameter;
        named.is_buffer = is_buffer;
        out_.push_back(std::move(named));
        sources_.push_back(&tensor);
    }

    // Fills in each product's operands; runs after every name was added, as it may add unnamed operands.
    void resolve_origins() {
        const std::size_t named_count = out_.size();
        for (std::size_t index = 0; index < named_count; ++index) {
            const std::shared_ptr<const ProductOrigin>& origin = sources_[index]->origin;
            if (!origin || !origin_fits(*origin, out_[index].shape)) continue;
            TensorOrigin resolved;
            resolved.kind = origin->linear ? "linear" : "matmul";
            resolved.left = operand(*origin->left, origin->left_shape, "left operand of " + out_[index].name);
            resolved.right = operand(*origin->right, origin->right_shape, "right operand of " + out_[index].name);
            if (origin->bias) {
                const Shape bias_shape{std::int64_t(origin->bias->values.size())};
                resolved.bias = operand(*origin->bias, bias_shape, "bias of " + out_[index].name);
            }
            out_[index].origin = resolved;
        }
    }

private:
    // The index of a tensor holding exactly this storage, or of the named tensor it is the transpose of, or of a
    // new unnamed entry with its values.
    int operand(const Storage& storage, const Shape& shape, const std::string& description) {
        for (std::size_t i = 0; i < out_.size(); ++i) {
            if (i < sources_.size() && sources_[i]->storage.get() == &storage && out_[i].shape == shape) return int(i);
        }
        if (shape.size() >= 2) {
            for (std::size_t i = 0; i < sources_.size(); ++i) {
                if (out_[i].dtype == "float32" && out_[i].shape.size() >= 2 &&
                    transposed_shape(out_[i].shape) == shape && is_transpose(out_[i], storage.values)) {
                    return append_operand(out_[i].name + ".transpose(-2, -1)", shape, storage.values);
                }
            }
        }
        return append_operand("(" + description + ")", shape, storage.values);
    }

    static bool is_transpose(const NamedTensor& named, const std::vector<float>& values) {
        const std::int64_t rows = named.shape[named.shape.size() - 2], cols = named.shape.back();
        const std::int64_t matrices = rows * cols == 0 ? 0 : std::int64_t(named.values.size()) / (rows * cols);
        for (std::int64_t m = 0; m < matrices; ++m) {
            const std::size_t base = std::size_t(m * rows * cols);
            for (std::int64_t r = 0; r < rows; ++r) {
                for (std::int64_t c = 0; c < cols; ++c) {
                    if (named.values[base + std::size_t(r * cols + c)] != values[base + std::size_t(c * rows + r)]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    int append_operand(const std::string& name, const Shape& shape, const std::vector<float>& values) {
        for (std::size_t i = sources_.size(); i < out_.size(); ++i) {
            if (out_[i].name == name && out_[i].shape == shape && out_[i].values == values) return int(i);
        }
        NamedTensor named;
        named.name = name;
        named.shape = shape;
        named.values = values;
        named.operand_only = true;
        out_.push_back(std::move(named));
        return int(out_.size() - 1);
    }

    std::vector<NamedTensor>& out_;
    std::vector<const Tensor*> sources_;  // sources_[i] made out_[i], for the named ones
};

void add_module_tensors(Collector& collector, const std::string& name, const Value& module) {
    try {
        for (const auto& parameter : named_parameters(module)) {
            collector.add(name + "." + parameter.first, *tensor_of(parameter.second), false);
        }
        for (const auto& buffer : named_buffers(module)) {
            collector.add(name + "." + buffer.first, *tensor_of(buffer.second), true);
        }
    } catch (const PythonError&) {  // a module whose __init__ skipped Module.__init__ has nothing to show
    }
}

}  // namespace

std::vector<NamedTensor> collect_run_tensors(Scope& globals) {
    std::vector<NamedTensor> out;
    Collector collector(out);
    for (const std::string& name : globals.names()) {
        const Value* value = globals.find(name);
        if (!value) continue;
        if (is_tensor(*value)) collector.add(name, *tensor_of(*value), false);
        if (is_module(*value)) add_module_tensors(collector, name, *value);
    }
    collector.resolve_origins();
    return out;
}

}  // namespace qkv::python
