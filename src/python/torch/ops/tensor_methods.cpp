// tensor_methods.cpp — tensor attributes and methods: one table of methods, each taking the tensor and the
// remaining arguments, which also serves torch.NAME(tensor, ...).
#include "python/torch/ops/tensor_methods.hpp"

#include <set>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/autograd/autograd_graph.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/ops/tensor_indexing.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/device.hpp"
#include "python/torch/torch_module.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {
namespace {

using Method = TensorMethod;

Value element_value(const Tensor& tensor, std::int64_t n) {
    if (is_floating_dtype(tensor.dtype)) return float_value(tensor.element(n));
    if (tensor.dtype == DType::Bool) return bool_value(tensor.storage->integers[n] != 0);
    return int_value(tensor.storage->integers[n]);
}

Value nested_list(const Tensor& tensor, std::int64_t offset, std::size_t axis) {
    if (axis == tensor.rank()) return element_value(tensor, offset);
    std::int64_t block = 1;
    for (std::size_t i = axis + 1; i < tensor.rank(); ++i) block *= tensor.shape[i];
    std::vector<Value> items;
    for (std::int64_t i = 0; i < tensor.shape[axis]; ++i) items.push_back(nested_list(tensor, offset + i * block, axis + 1));
    return list_value(std::move(items));
}

// Replaces the values of `self` by those of `result`, as torch's in-place methods (name ending in _) do.
Value update_in_place(const TensorPtr& self, const TensorPtr& result) {
    check_in_place(*self);
    store_result_in_place(*self, *result);
    return tensor_value(self);
}

Value to_dtype(Runtime& runtime, const TensorPtr& self, DType dtype) {
    if (self->dtype == dtype) return tensor_value(self);
    TensorPtr result = convert_dtype(runtime.meter, *self, dtype);
    label(*result, "ToCopyBackward0", self->tracks_grad() && is_floating_dtype(dtype));
    return tensor_value(result);
}

Value method_to(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    std::optional<Value> target = take_keyword(args, "dtype");
    if (!target && !args.positional.empty()) target = args.positional[0];
    if (!target) return tensor_value(self);
    if (is_dtype(*target)) return to_dtype(runtime, self, dtype_of(*target));
    if (is_tensor(*target)) return to_dtype(runtime, self, tensor_of(*target)->dtype);
    if (is_device_argument(*target)) {
        require_cpu(*target);
        return tensor_value(self);
    }
    raise_unsupported("Tensor.to(" + repr(*target) + ")");
}

Value method_item(Runtime&, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "item", 0, 0);
    if (self->numel() != 1)
        raise_error("ValueError", "only one element tensors can be converted to Python scalars");
    return element_value(*self, 0);
}

Value method_tolist(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "tolist", 0, 0);
    runtime.charge(1 + self->numel() / 16);
    return tensor_to_list(*self);
}

Value method_triangle(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool lower) {
    auto bound = bind_arguments(args, lower ? "tril" : "triu", {"diagonal"});
    const std::int64_t diagonal = bound[0] ? integer_argument(*bound[0]) : 0;
    runtime.charge(1 + self->numel() / 64);
    return tensor_value(tensor_triangle(runtime.meter, *self, diagonal, lower));
}

// torch's argument parser on masked_fill(mask, value) called with a missing argument or one of a wrong type: each
// signature, with the arguments from the first wrong one on marked !like this!.
[[noreturn]] void raise_masked_fill_arguments(const CallArgs& args) {
    std::vector<std::pair<std::string, const Value*>> given;  // (keyword or "", value)
    for (const Value& value : args.positional) given.push_back({"", &value});
    for (const auto& keyword : args.keywords) given.push_back({keyword.first, &keyword.second});
    std::vector<std::string> lines;
    for (const bool number_value : {false, true}) {
        lines.push_back(std::string("(Tensor mask, ") + (number_value ? "Number" : "Tensor") + " value)");
        if (given.size() != 2) continue;
        std::string marked;
        bool failed = false;
        for (std::size_t i = 0; i < 2; ++i) {
            const Value& value = *given[i].second;
            const std::string text = (given[i].first.empty() ? "" : given[i].first + "=") + type_name(value);
            failed = failed || !(is_tensor(value) || (i == 1 && number_value && is_number(value)));
            marked += (i ? ", " : "") + (failed ? "!" + text + "!" : text);
        }
        if (failed) lines.back() += "\n      didn't match because some of the arguments have invalid types: (" + marked + ")";
    }
    raise_invalid_combination("masked_fill", args, lines);
}

TensorPtr masked_fill(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "masked_fill", {"mask", "value"});
    if (!bound[0] || !bound[1] || !is_tensor(*bound[0])) raise_masked_fill_arguments(args);
    const Tensor& mask = *tensor_of(*bound[0]);
    const Value& value = *bound[1];
    Scalar fill;
    if (is_tensor(value) && tensor_of(value)->rank() == 0) {
        const Tensor& tensor = *tensor_of(value);
        fill = tensor.is_float() ? Scalar{DType::Float32, tensor.data()[0], 0} : Scalar{tensor.dtype, 0.0, tensor.integers()[0]};
    } else if (is_number(value)) {
        fill = scalar_of(value);
    } else {
        raise_masked_fill_arguments(args);
    }
    runtime.charge(1 + self->numel() / 64);
    return tensor_masked_fill(runtime.meter, *self, mask, fill);
}

Value method_size(Runtime&, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "size", {"dim"});
    if (!bound[0] || bound[0]->type == Type::None) return size_value(self->shape);
    return int_value(self->shape[static_cast<std::size_t>(existing_dim(integer_argument(*bound[0]), self->rank()))]);
}

Value method_transpose(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "transpose", {"dim0", "dim1"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", "transpose() received an invalid combination of arguments");
    return tensor_value(tensor_transpose(runtime.meter, *self, integer_argument(*bound[0]), integer_argument(*bound[1])));
}

Value method_t(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "t", 0, 0);
    if (self->rank() > 2)
        raise_error("RuntimeError", "t() expects a tensor with <= 2 dimensions, but self is " + std::to_string(self->rank()) + "D");
    TensorPtr result = self->rank() == 2 ? tensor_transpose(runtime.meter, *self, 0, 1) : tensor_copy(runtime.meter, *self);
    label(*result, "TBackward0", self->tracks_grad());
    if (self->rank() == 2) record_transpose(*result, *self, 0, 1);
    else record_reshape(*result, *self);
    return tensor_value(result);
}

// torch's argument parser on a size that holds something other than ints: the first item decides the
// signature (view then also has view(dtype)), a later one is named by its position.
[[noreturn]] void raise_size_type(const CallArgs& args, const std::vector<Value>& items, std::size_t bad, const char* name, bool is_view) {
    const std::string parameter = is_view ? "size" : "shape";
    if (bad > 0)
        raise_error("TypeError", std::string(name) + "(): argument '" + parameter + "' must be tuple of SymInts, but found element of type " +
                                     type_name(items[bad]) + " at pos " + std::to_string(bad + 1));
    if (!is_view)
        raise_error("TypeError", "reshape(): argument 'shape' (position 1) must be tuple of SymInts, not " + type_name(args.positional[0]));
    // One argument fits neither signature, and torch says so under each; with more, it only lists them.
    const std::string why = args.positional.size() == 1
                                ? "\n      didn't match because some of the arguments have invalid types: (!" + type_name(args.positional[0]) + "!)"
                                : "";
    raise_invalid_combination("view", args, {"(torch.dtype dtype)" + why, "(tuple of SymInts size)" + why});
}

Value reshaped(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, bool is_view) {
    reject_keywords(args, name);
    std::vector<Value> items = args.positional;
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List))
        items = items_of(items[0]);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const bool whole = items[i].type == Type::Int ||
                           (is_tensor(items[i]) && tensor_of(items[i])->rank() == 0 && tensor_of(items[i])->dtype == DType::Int64);
        if (!whole) raise_size_type(args, items, i, name, is_view);
    }
    std::vector<std::int64_t> sizes;
    for (const Value& item : items) sizes.push_back(integer_argument(item));
    return tensor_value(tensor_reshape(runtime.meter, *self, sizes, is_view));
}

Value method_stride(Runtime&, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "stride", {"dim"});
    const std::vector<std::int64_t> strides = torch_strides(*self);
    if (bound[0] && bound[0]->type != Type::None) return int_value(strides[static_cast<std::size_t>(existing_dim(integer_argument(*bound[0]), self->rank()))]);
    std::vector<Value> items;
    for (std::int64_t stride : strides) items.push_back(int_value(stride));
    return tuple_value(items);
}

Value method_requires_grad(Runtime&, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "requires_grad_", {"requires_grad"});
    const bool wanted = !bound[0] || truthy(*bound[0]);
    if (!self->grad_fn.empty() && !wanted)
        raise_error("RuntimeError", "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a "
                                    "subgraph that doesn't require differentiation use var_no_grad = var.detach().");
    if (wanted && !is_floating_dtype(self->dtype)) raise_error("RuntimeError", "only Tensors of floating point dtype can require gradients");
    if (self->grad_fn.empty()) self->requires_grad = wanted;
    return tensor_value(self);
}

Value method_retain_grad(Runtime&, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "retain_grad", 0, 0);
    if (!self->tracks_grad()) raise_error("RuntimeError", "can't retain_grad on Tensor that has requires_grad=False");
    if (self->grad_fn.empty()) return none_value();  // a leaf keeps its gradient anyway
    if (!self->grad_node || self->grad_node->name != self->grad_fn) raise_unsupported("retain_grad() on a result of " + self->grad_fn);
    retain_gradient(self);
    return none_value();
}

// backward(gradient=None, retain_graph=None, create_graph=False, inputs=None).
Value method_backward(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "backward", {"gradient", "retain_graph", "create_graph", "inputs"});
    if (bound[2] && truthy(*bound[2])) raise_unsupported("backward(create_graph=True)");
    if (bound[3] && bound[3]->type != Type::None) raise_unsupported("backward(inputs=...)");
    TensorPtr gradient;
    if (bound[0] && bound[0]->type != Type::None) {
        if (!is_tensor(*bound[0])) raise_unsupported("backward() with a gradient that is not a tensor");
        gradient = tensor_of(*bound[0]);
    }
    run_backward(runtime.meter, self, gradient, bound[1] && truthy(*bound[1]));
    return none_value();
}

Value method_type(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "type", {"dtype"});
    if (bound[0] && is_dtype(*bound[0])) return to_dtype(runtime, self, dtype_of(*bound[0]));
    if (bound[0] && bound[0]->type != Type::None) raise_unsupported("Tensor.type(" + repr(*bound[0]) + ")");
    return str_value(legacy_type_name(self->dtype));
}

Value method_numpy(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "numpy", 0, 0);
    if (self->tracks_grad())
        raise_error("RuntimeError", "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.");
    TensorPtr values = tensor_copy(runtime.meter, *self);
    return ndarray_value(values);
}

MethodTable core_methods() {
    return {
        {"numpy", method_numpy},
        {"is_contiguous", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "is_contiguous", 0, 0); return bool_value(self->view_strides.empty()); }},
        {"stride", method_stride},
        {"requires_grad_", method_requires_grad},
        {"backward", method_backward},
        {"retain_grad", method_retain_grad},
        {"type", method_type},
        {"element_size", [](Runtime&, const TensorPtr& self, CallArgs& args) {
             expect_argument_count(args, "element_size", 0, 0);
             return int_value(static_cast<std::int64_t>(element_bytes(self->dtype)));
         }},
        {"is_floating_point", [](Runtime&, const TensorPtr& self, CallArgs& args) {
             expect_argument_count(args, "is_floating_point", 0, 0);
             return bool_value(is_floating_dtype(self->dtype));
         }},
        {"nelement", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "nelement", 0, 0); return int_value(self->numel()); }},
        {"long", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "long", 0, 0); return to_dtype(r, self, DType::Int64); }},
        {"float", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "float", 0, 0); return to_dtype(r, self, DType::Float32); }},
        {"bool", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "bool", 0, 0); return to_dtype(r, self, DType::Bool); }},
        {"double", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "double", 0, 0); return to_dtype(r, self, DType::Float64); }},
        {"half", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "half", 0, 0); return to_dtype(r, self, DType::Float16); }},
        {"int", [](Runtime& r, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "int", 0, 0); return to_dtype(r, self, DType::Int32); }},
        {"to", method_to},
        {"cpu", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "cpu", 0, 0); return tensor_value(self); }},
        {"cuda", [](Runtime&, const TensorPtr&, CallArgs&) -> Value { raise_no_cuda(); }},
        {"item", method_item},
        {"tolist", method_tolist},
        {"tril", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return method_triangle(r, self, args, true); }},
        {"triu", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return method_triangle(r, self, args, false); }},
        {"masked_fill", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return tensor_value(masked_fill(r, self, args)); }},
        {"masked_fill_", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return update_in_place(self, masked_fill(r, self, args)); }},
        {"size", method_size},
        {"dim", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "dim", 0, 0); return int_value(static_cast<std::int64_t>(self->rank())); }},
        {"numel", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "numel", 0, 0); return int_value(self->numel()); }},
        {"transpose", method_transpose},
        {"t", method_t},
        {"detach", [](Runtime&, const TensorPtr& self, CallArgs& args) { expect_argument_count(args, "detach", 0, 0); return tensor_value(detached(*self)); }},
        {"reshape", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return reshaped(r, self, args, "reshape", false); }},
        {"view", [](Runtime& r, const TensorPtr& self, CallArgs& args) { return reshaped(r, self, args, "view", true); }},
    };
}


Value reversed_dims(Runtime& runtime, const TensorPtr& tensor) {
    if (tensor->rank() >= 2) return tensor_value(tensor_reverse_dims(runtime.meter, *tensor));
    TensorPtr copy = tensor_copy(runtime.meter, *tensor);
    label(*copy, "PermuteBackward0", tensor->tracks_grad());
    return tensor_value(copy);
}

}  // namespace

const MethodTable& method_table() {
    static const MethodTable table = [] {
        MethodTable all = core_methods();
        add_math_methods(all);
        add_reduction_methods(all);
        add_shape_methods(all);
        add_predicate_methods(all);
        add_in_place_methods(all);
        add_activation_methods(all);
        add_sorting_methods(all);
        add_selection_methods(all);
        add_measure_methods(all);
        add_random_fill_methods(all);
        add_random_draw_methods(all);
        add_pairwise_methods(all);
        add_arrangement_methods(all);
        add_division_methods(all);
        add_rounding_methods(all);
        add_repeat_methods(all);
        return all;
    }();
    return table;
}

// From inspect.signature of torch 1.13's torch.Tensor (a declarative table).
const TensorPythonMethod* tensor_python_method(const std::string& name) {
    static const std::map<std::string, TensorPythonMethod> methods = [] {
        std::map<std::string, TensorPythonMethod> all;
        const auto add = [&all](const char* method, const ParameterNames& parameters, std::size_t required) {
            all[method] = TensorPythonMethod{
                Signature{std::string("Tensor.") + method, std::vector<std::string>(parameters.begin(), parameters.end()), required, {}}, false};
        };
        add("backward", {"gradient", "retain_graph", "create_graph", "inputs"}, 0);
        add("eig", {"eigenvectors"}, 0);
        add("is_shared", {}, 0);
        add("istft", {"n_fft", "hop_length", "win_length", "window", "center", "normalized", "onesided", "length", "return_complex"}, 1);
        add("lstsq", {"other"}, 1);
        add("lu", {"pivot", "get_infos"}, 0);
        add("norm", {"p", "dim", "keepdim", "dtype"}, 0);
        add("register_hook", {"hook"}, 1);
        add("reinforce", {"reward"}, 1);
        add("resize_as", {"tensor"}, 1);
        add("share_memory_", {}, 0);
        add("solve", {"other"}, 1);
        add("split", {"split_size", "dim"}, 1);
        add("stft", {"n_fft", "hop_length", "win_length", "window", "center", "pad_mode", "normalized", "onesided", "return_complex"}, 1);
        add("storage", {}, 0);
        add("storage_type", {}, 0);
        add("to_sparse_coo", {}, 0);
        add("unflatten", {"dim", "sizes"}, 2);
        add("unique", {"sorted", "return_inverse", "return_counts", "dim"}, 0);
        add("unique_consecutive", {"return_inverse", "return_counts", "dim"}, 0);
        for (const char* variadic : {"align_to", "refine_names", "rename", "rename_", "resize"})
            all[variadic] = TensorPythonMethod{Signature{std::string("Tensor.") + variadic, {}, 0, {}}, true};
        return all;
    }();
    const auto found = methods.find(name);
    return found == methods.end() ? nullptr : &found->second;
}

Value tensor_to_list(const Tensor& tensor) { return nested_list(tensor, 0, 0); }

std::optional<Value> tensor_attribute(Runtime& runtime, const Value& self, const std::string& name) {
    const TensorPtr tensor = tensor_of(self);
    if (name == "shape") return size_value(tensor->shape);
    if (name == "ndim") return int_value(static_cast<std::int64_t>(tensor->rank()));
    if (name == "dtype") return dtype_value(tensor->dtype);
    if (name == "device") return cpu_device(runtime);
    if (name == "layout") return strided_layout();
    if (name == "is_cuda") return bool_value(false);
    if (name == "requires_grad") return bool_value(tensor->tracks_grad());
    if (name == "is_leaf") return bool_value(tensor->grad_fn.empty());
    if (name == "retains_grad") return bool_value(!tensor->grad_fn.empty() && retains_gradient(*tensor));
    if (name == "grad") return tensor->grad ? tensor_value(tensor->grad) : none_value();
    if (name == "T") return reversed_dims(runtime, tensor);
    if (name == "mT") {
        if (tensor->rank() < 2)
            raise_error("RuntimeError", "tensor.mT is only supported on matrices or batches of matrices. Got " + std::to_string(tensor->rank()) + "-D tensor.");
        return tensor_value(tensor_transpose(runtime.meter, *tensor, -2, -1));
    }
    if (name == "data") {  // the same elements with a version counter of their own, unlike detach()
        TensorPtr data = detached(*tensor);
        data->version.reset();
        return tensor_value(data);
    }
    if (name == "grad_fn") return grad_fn_object(runtime, *tensor);
    const auto& table = method_table();
    const auto found = table.find(name);
    if (found == table.end()) return std::nullopt;
    const Method method = found->second;
    const TensorPythonMethod* python_method = tensor_python_method(name);
    return builtin_value(name, [self, name, method, python_method](Runtime& rt, CallArgs& args) {
        if (python_method && !python_method->variadic) {
            CallArgs checked = args;
            bind_signature(python_method->signature, checked);
            // The table's split is torch.split's, whose first parameter has another name.
            for (auto& keyword : args.keywords)
                if (name == "split" && keyword.first == "split_size") keyword.first = "split_size_or_sections";
        }
        const OperationScope scope("Tensor." + name);
        check_call_dtypes(current_operation(), args, &self);
        return method(rt, tensor_of(self), args);
    });
}

void set_tensor_attribute(const Value& self, const std::string& name, const Value& value) {
    Tensor& tensor = *tensor_of(self);
    if (name == "requires_grad") {
        if (value.type != Type::Bool) raise_error("RuntimeError", "requires_grad must be a bool");
        if (!tensor.grad_fn.empty())
            raise_error("RuntimeError", value.integer ? "you can only change requires_grad flags of leaf variables."
                                                      : "you can only change requires_grad flags of leaf variables. If you want to use a computed variable "
                                                        "in a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
        if (value.integer && !is_floating_dtype(tensor.dtype))
            raise_error("RuntimeError", "only Tensors of floating point and complex dtype can require gradients");
        tensor.requires_grad = value.integer != 0;
        return;
    }
    if (name == "grad") {
        if (value.type == Type::None) {
            tensor.grad.reset();
            return;
        }
        if (!is_tensor(value)) raise_error("TypeError", "assigned grad expected to be a Tensor or None but got grad of type " + type_name(value));
        const TensorPtr grad = tensor_of(value);
        if (grad->shape != tensor.shape) raise_error("RuntimeError", "assigned grad has data of a different size");
        tensor.grad = grad;
        return;
    }
    if (name == "data") {  // p.data = p.data - lr * p.grad, and p.data += ... (an in-place change, set back)
        if (!is_tensor(value)) raise_error("TypeError", "Variable data has to be a tensor, but got " + type_name(value));
        const Tensor& data = *tensor_of(value);
        if (data.dtype != tensor.dtype && tensor.requires_grad && !is_floating_dtype(data.dtype))
            raise_error("RuntimeError", "data set to a tensor that requires gradients must be floating point or complex dtype");
        if (data.dtype != tensor.dtype) raise_unsupported("setting Tensor.data to a tensor of another dtype");
        if (!tensor.grad_fn.empty()) raise_unsupported("setting .data of a tensor made by an operation");
        tensor.shape = data.shape;  // the tensor now shares the new data's elements, as torch's set_data does
        tensor.storage = data.storage;
        tensor.view_strides = data.view_strides;
        tensor.origin.reset();
        return;
    }
    static const std::set<std::string> read_only = {"shape", "T", "dtype", "ndim", "device", "layout", "is_leaf", "grad_fn", "is_cuda"};
    if (read_only.count(name)) raise_error("AttributeError", "attribute '" + name + "' of 'torch._C._TensorBase' objects is not writable");
    raise_unsupported("setting attributes of a Tensor");
}

std::optional<Value> ndarray_attribute(const Value& array, const std::string& name) {
    const TensorPtr values = tensor_of(array);
    if (name == "shape") {
        std::vector<Value> sizes;
        for (std::int64_t size : values->shape) sizes.push_back(int_value(size));
        return tuple_value(sizes);
    }
    if (name == "ndim") return int_value(static_cast<std::int64_t>(values->rank()));
    if (name == "size") return int_value(values->numel());
    if (name == "tolist" || name == "item") return builtin_value(name, [values, name](Runtime&, CallArgs& args) {
        expect_argument_count(args, name, 0, 0);
        if (name == "item" && values->numel() != 1) raise_error("ValueError", "can only convert an array of size 1 to a Python scalar");
        if (name == "tolist") return tensor_to_list(*values);
        return element_value(*values, 0);
    });
    if (std::optional<Value> numeric = ndarray_numeric_attribute(values, name)) return numeric;
    raise_unsupported(std::string(array.boolean ? "a NumPy scalar's ." : "numpy.ndarray.") + name);
}

namespace {

// Whether NumPy reads this index as torch does: ints, slices with a positive step, ..., None, or a tuple of them.
bool numpy_index_like_torch(const Value& index) {
    if (index.type == Type::Tuple) {
        for (const Value& item : items_of(index))
            if (item.type == Type::Tuple || !numpy_index_like_torch(item)) return false;
        return true;
    }
    if (index.type == Type::Slice) {
        const Value& step = items_of(index)[2];
        return step.type == Type::None || (step.type == Type::Int && step.integer > 0);
    }
    return index.type == Type::Int || index.type == Type::Ellipsis || index.type == Type::None;
}

}  // namespace

Value ndarray_subscript(Runtime& runtime, const Value& array, const Value& index) {
    if (array.boolean) raise_unsupported("indexing a NumPy scalar");
    if (!numpy_index_like_torch(index)) raise_unsupported("this NumPy index (lists, masks, negative steps)");
    TensorPtr picked;
    try {
        picked = tensor_of(tensor_subscript(runtime, tensor_value(tensor_of(array)), index));
    } catch (const PythonError& error) {
        const std::string from = " is out of bounds for dimension ";
        const std::size_t at = error.message().find(from);
        if (error.type() != "IndexError" || at == std::string::npos) raise_unsupported("this NumPy index");
        raise_error("IndexError", error.message().substr(0, at) + " is out of bounds for axis " + error.message().substr(at + from.size()));
    }
    TensorPtr copy = tensor_copy(runtime.meter, *picked);
    return copy->rank() == 0 ? numpy_scalar_value(copy) : ndarray_value(copy);
}

TensorPtr take_tensor_input(CallArgs& args, const std::string& function) {
    std::optional<Value> input = take_keyword(args, "input");
    if (!input) {
        if (args.positional.empty()) raise_missing_arguments(function, {"input"});
        input = args.positional.front();
        args.positional.erase(args.positional.begin());
    }
    tensor_argument(*input, function, "input", 1);
    return tensor_of(*input);
}

std::vector<std::pair<std::string, Value>> tensor_functions(const std::vector<std::string>& names) {
    std::vector<std::pair<std::string, Value>> functions;
    for (const std::string& name : names) {
        const Method method = method_table().at(name);
        functions.emplace_back(name, builtin_value(name, [name, method](Runtime& runtime, CallArgs& args) {
            const TensorPtr input = take_tensor_input(args, name);
            return method(runtime, input, args);
        }));
    }
    return functions;
}

std::vector<std::string> torch_function_names() {
    return {"tril", "triu", "masked_fill", "transpose", "t", "reshape", "numel", "exp", "log", "log10", "log2", "sin", "cos",
            "var", "std", "max", "min", "argmax", "argmin", "norm", "abs", "sqrt", "clamp",
            "permute", "unsqueeze", "squeeze", "flatten", "split", "chunk", "mm", "bmm", "relu", "any", "all",
            "clone", "tanh", "dot", "multinomial", "cumsum", "outer", "unbind",
            "sigmoid",
            "neg", "negative", "prod", "logsumexp", "histc",
            "amax", "amin", "diagonal", "diag", "isnan", "isinf", "isfinite", "sign", "count_nonzero",
            "eq", "ne", "lt", "le", "gt", "ge", "nonzero", "gather", "median", "cummax", "cummin", "scatter", "scatter_add"};
}

}  // namespace qkv::python
