// tensor_type.cpp — torch.Tensor and torch.Size as the interpreter sees them: the native-type slots that give a
// tensor torch's repr, attributes, operators, indexing, iteration and conversions (runtime/native_type.hpp), and the
// tuple subclass torch.Size.
#include "python/torch/tensor/tensor_value.hpp"

#include <algorithm>
#include <set>

#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/ops/tensor_indexing.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/tensor/tensor_repr.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {
namespace {

[[noreturn]] void raise_not_one_element() {
    raise_error("ValueError", "only one element tensors can be converted to Python scalars");
}

bool accepts_tensor(const Value& value) { return is_tensor(value); }
bool accepts_parameter(const Value& value) { return is_tensor(value) && tensor_of(value)->is_parameter; }
bool accepts_size(const Value& value) { return is_size(value); }

Value unsupported_construct(Runtime&, CallArgs&) { raise_unsupported("calling this type"); }

// ---- names and identity ---------------------------------------------------------------------------------------------

std::string tensor_type_name(const Value& self) { return tensor_of(self)->is_parameter ? "Parameter" : "Tensor"; }

Value tensor_type_of(const Value& self) {  // type(x): a type object isinstance accepts tensors (parameters) with
    if (tensor_of(self)->is_parameter) return native_type_object("torch.nn.parameter.Parameter", tensor_native_type, accepts_parameter, unsupported_construct);
    return native_type_object("torch.Tensor", tensor_native_type, accepts_tensor, unsupported_construct);
}

std::string tensor_repr_slot(const Value& self) { return tensor_repr(*tensor_of(self)); }

const void* tensor_identity(const Value& self) { return tensor_of(self).get(); }  // two values may hold one tensor

// == inside a container (`in`, list.count, list.index): torch's == gives a bool tensor, whose truth then decides.
bool tensor_equal(const Value& self, const Value& other) {
    if (is_tensor(other)) raise_unsupported("comparing tensors with ==");
    if (is_number(other) || other.type == Type::BigInt) {
        if (tensor_of(self)->numel() > 1) raise_error("RuntimeError", "Boolean value of Tensor with more than one value is ambiguous");
        raise_unsupported("comparing a tensor with a number inside a container");
    }
    return false;
}

bool tensor_truth(const Value& self) {
    const Tensor& tensor = *tensor_of(self);
    if (tensor.numel() == 0) raise_error("RuntimeError", "Boolean value of Tensor with no values is ambiguous");
    if (tensor.numel() > 1) raise_error("RuntimeError", "Boolean value of Tensor with more than one value is ambiguous");
    return tensor.element(0) != 0.0;
}

// ---- torch.Tensor's own attributes ----------------------------------------------------------------------------------

// torch.Tensor's properties (getset descriptors, a declarative table from dir(torch.Tensor) in torch 1.13): taken
// from the class they are not methods.
bool is_tensor_property(const std::string& name) {
    static const std::set<std::string> kProperties = {
        "H", "T", "data", "device", "dtype", "grad", "grad_fn", "imag", "is_cpu", "is_cuda", "is_ipu", "is_leaf",
        "is_meta", "is_mkldnn", "is_mps", "is_nested", "is_ort", "is_quantized", "is_sparse", "is_sparse_csr",
        "is_vulkan", "is_xpu", "layout", "mH", "mT", "name", "names", "ndim", "output_nr", "real", "requires_grad",
        "retains_grad", "shape", "volatile"};
    return kProperties.count(name) > 0;
}

bool is_tensor_c_method(const std::string& name) {
    if (name.empty() || name[0] == '_' || is_tensor_property(name) || tensor_python_method(name)) return false;
    const std::vector<std::string>& names = real_names("Tensor");
    return std::find(names.begin(), names.end(), name) != names.end();
}

// torch.Tensor.split(x, 2), a method torch writes in Python taken from the class: CPython's words when self is
// missing; with a tensor, the tensor's method.
Value call_unbound_python_method(Runtime& runtime, const std::string& name, const TensorPythonMethod& method, CallArgs& args) {
    if (args.positional.empty()) {
        std::vector<std::string> missing = {"self"};
        if (!method.variadic)
            for (std::size_t i = 0; i < method.signature.required; ++i) {
                const std::string& parameter = method.signature.positional[i];
                const bool by_keyword = std::any_of(args.keywords.begin(), args.keywords.end(),
                                                    [&](const auto& keyword) { return keyword.first == parameter; });
                if (!by_keyword) missing.push_back(parameter);
            }
        raise_missing_parameters(method.signature.name + "()", missing);
    }
    const Value self = args.positional.front();
    if (!is_tensor(self)) raise_unsupported(method.signature.name + "() with a '" + type_name(self) + "' object as self");
    args.positional.erase(args.positional.begin());
    return runtime.call(get_attribute(runtime, self, name), args);
}

// torch.Tensor.sum, taken from the class (torch.Tensor.mean(x, dim=-1) is legal torch): the tensor's method,
// called with the first argument as the tensor, after the checks of a C method descriptor.
std::optional<Value> tensor_class_attribute(const std::string& class_name, const std::string& name) {
    if (class_name != "torch.Tensor") return std::nullopt;
    if (const TensorPythonMethod* method = tensor_python_method(name))
        return builtin_value(name, [name, method](Runtime& runtime, CallArgs& args) {
            return call_unbound_python_method(runtime, name, *method, args);
        });
    if (!is_tensor_c_method(name)) return std::nullopt;
    return builtin_value(name, [name](Runtime& runtime, CallArgs& args) {
        if (args.positional.empty()) raise_error("TypeError", "unbound method _TensorBase." + name + "() needs an argument");
        const Value self = args.positional.front();
        if (!is_tensor(self))
            raise_error("TypeError", "descriptor '" + name + "' for 'torch._C._TensorBase' objects doesn't apply to a '" + type_name(self) + "' object");
        args.positional.erase(args.positional.begin());
        return runtime.call(get_attribute(runtime, self, name), args);
    });
}

// ---- operators ------------------------------------------------------------------------------------------------------

Value tensor_binary(Runtime& runtime, const std::string& op, const Value& left, const Value& right) {
    if (op == "divmod") raise_unsupported("divmod() of a tensor");
    return tensor_binary_operator(runtime, op, left, right);
}

// t += u: torch updates the tensor in place (add_, floor_divide_, remainder_, pow_ ...), so every name bound to it
// sees the new values; the result is computed in torch's result type and cast to t's dtype.
std::optional<Value> tensor_in_place(Runtime& runtime, const std::string& op, const Value& self, const Value& operand) {
    static const std::set<std::string> kInPlace = {"+", "-", "*", "/", "**", "//", "%", "&", "|", "^"};
    if (!kInPlace.count(op)) return std::nullopt;  // @= rebinds: torch.Tensor has no __imatmul__
    const TensorPtr& target = tensor_of(self);
    check_in_place(*target, false, true);
    // pow_ with a float exponent checks its output's dtype before the result type.
    if (op == "**" && operand.type == Type::Float && !is_floating_dtype(target->dtype))
        raise_error("RuntimeError", "Found dtype " + scalar_type_name(target->dtype) + " but expected Float");
    const Value result = binary_operation(runtime, op, tensor_value(in_place_input(target)), operand);
    store_result_in_place(*target, *tensor_of(result));
    return self;
}

Value tensor_unary(Runtime& runtime, const std::string& op, const Value& self) {
    if (op == "abs") raise_unsupported("abs() of a tensor");
    return tensor_unary_operator(runtime, op, self);
}

bool tensor_contains(const Value&, const Value&) { raise_unsupported("`in` on a tensor"); }

// ---- a tensor as a sequence of rows -------------------------------------------------------------------------------

std::vector<Value> tensor_rows(Runtime& runtime, const Value& self) {
    const TensorPtr& tensor = tensor_of(self);
    if (tensor->rank() == 0) raise_error("TypeError", "iteration over a 0-d tensor");
    // Tensor.__iter__ is unbind(0): the rows share one UnbindBackward0 node, as `a, b, c = params` needs.
    std::vector<Value> rows;
    std::vector<TensorPtr> parts;
    for (std::int64_t i = 0; i < tensor->shape[0]; ++i) {
        IndexItem item;
        item.index = i;
        TensorPtr row = tensor_index(runtime.meter, *tensor, {item});
        row->grad_fn.clear();
        label(*row, "UnbindBackward0", tensor->tracks_grad());
        parts.push_back(row);
        rows.push_back(tensor_value(row));
    }
    record_parts(parts, *tensor, 0, std::vector<std::int64_t>(parts.size(), 1));
    return rows;
}

std::int64_t tensor_length(const Value& self) {
    const Tensor& tensor = *tensor_of(self);
    if (tensor.rank() == 0) raise_error("TypeError", "len() of a 0-d tensor");
    return tensor.shape[0];
}

// ---- conversions to Python numbers ----------------------------------------------------------------------------------

double tensor_to_float(const Value& self) {  // Tensor.__float__
    const Tensor& tensor = *tensor_of(self);
    if (tensor.numel() != 1) raise_not_one_element();
    return tensor.element(0);
}

Value tensor_to_int(const Value& self) {  // Tensor.__int__: a float tensor's value truncated by int()
    const Tensor& tensor = *tensor_of(self);
    if (tensor.numel() != 1) raise_not_one_element();
    if (!tensor.is_float()) return int_value(tensor.integers()[0]);
    return float_value(tensor.data()[0]);
}

std::int64_t tensor_index_slot(const Value& self) {  // Tensor.__index__
    const Tensor& tensor = *tensor_of(self);
    if (is_floating_dtype(tensor.dtype) || tensor.numel() != 1)
        raise_error("TypeError", "only integer tensors of a single element can be converted to an index");
    return tensor.integers()[0];
}

// Tensor.__format__ formats a 0-dim tensor as its Python number (conversion 0); %-formatting takes the number from
// __float__ or __int__ (an integer one only for %x and %o, which need __index__).
std::optional<Value> tensor_format_number(const Value& self, char conversion) {
    const Tensor& tensor = *tensor_of(self);
    if (conversion == 0) {
        if (tensor.rank() != 0) return std::nullopt;
        if (tensor.is_float()) return float_value(tensor.data()[0]);
        const std::int64_t number = tensor.integers()[0];
        return tensor.dtype == DType::Bool ? bool_value(number != 0) : int_value(number);
    }
    if (tensor.numel() != 1) raise_not_one_element();
    if (!tensor.is_float()) return int_value(tensor.integers()[0]);
    if (conversion == 'x' || conversion == 'X' || conversion == 'o') return std::nullopt;
    return float_value(tensor.element(0));
}

// copy.copy: torch rebuilds the tensor over the same storage, a leaf without .grad (a Parameter stays one).
Value tensor_copy(Runtime&, const Value& self) {
    const Tensor& source = *tensor_of(self);
    TensorPtr made = detached(source);
    made->requires_grad = source.tracks_grad();
    made->is_parameter = source.is_parameter;
    return tensor_value(std::move(made));
}

// copy.deepcopy: Tensor.__deepcopy__ (its own storage, requires_grad and a copy of .grad) or Parameter's (the data
// cloned, requires_grad, no .grad). Two tensors of one storage in one deepcopy would share the new storage in torch;
// that is refused here.
Value tensor_deep_copy(Runtime& runtime, const Value& self, DeepCopier& copier) {
    const Tensor& source = *tensor_of(self);
    if (!source.grad_fn.empty())
        raise_error("RuntimeError", "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment");
    const Storage* root = source.storage->view_of ? source.storage->view_of->root.get() : source.storage.get();
    if (copier.remembered(root)) raise_unsupported("copy.deepcopy of two tensors sharing storage (a tensor and its view) in one call");
    copier.remember(root, self);
    TensorPtr made = make_tensor_copy(runtime.meter, source, "copy.deepcopy");
    made->view_strides = source.view_strides;
    made->requires_grad = source.requires_grad;
    made->is_parameter = source.is_parameter;
    if (!source.is_parameter && source.grad) made->grad = tensor_of(copier.copy(tensor_value(source.grad)));
    return tensor_value(std::move(made));
}

NativeType make_tensor_type() {
    NativeType type;
    type.name = "Tensor";
    type.type_name = tensor_type_name;
    type.type_object = tensor_type_of;
    type.construct_name = "Tensor";
    type.repr = tensor_repr_slot;
    type.identity = tensor_identity;
    type.equal = tensor_equal;
    type.truth = tensor_truth;
    type.attribute = tensor_attribute;
    type.set_attribute = set_tensor_attribute;
    type.class_attribute = tensor_class_attribute;
    type.binary = tensor_binary;
    type.in_place = tensor_in_place;
    type.unary = tensor_unary;
    type.rich_compare = tensor_comparison;
    type.order = tensor_order;
    type.iterate = tensor_rows;
    type.length = tensor_length;
    type.subscript = tensor_subscript;
    type.assign_subscript = tensor_assign_item;
    type.contains = tensor_contains;
    type.random_sequence = true;
    type.to_float = tensor_to_float;
    type.to_int = tensor_to_int;
    type.index = tensor_index_slot;
    type.format_number = tensor_format_number;
    type.copy = tensor_copy;
    type.deep_copy = tensor_deep_copy;
    return type;
}

// ---- torch.Size -----------------------------------------------------------------------------------------------------

std::string size_repr(const Value& self) { return "torch.Size(" + repr(list_value(items_of(self))) + ")"; }

std::optional<Value> size_attribute(Runtime&, const Value& self, const std::string& name) {
    if (name != "numel") return std::nullopt;
    return builtin_value(name, [self](Runtime&, CallArgs&) {
        std::int64_t product = 1;
        for (const Value& item : items_of(self)) product *= item.integer;
        return int_value(product);
    });
}

Value size_type_of(const Value&) { return native_type_object("torch.Size", size_native_type, accepts_size, unsupported_construct); }

NativeType make_size_type() {
    NativeType type;
    type.name = "torch.Size";
    type.type_object = size_type_of;
    type.attribute_names = "Size";
    type.repr = size_repr;
    type.attribute = size_attribute;
    type.from_items = size_from_items;
    return type;
}

}  // namespace

const NativeType tensor_native_type = make_tensor_type();
const NativeType size_native_type = make_size_type();

Value tensor_value(TensorPtr tensor) { return native_value(std::make_shared<TensorObject>(tensor_native_type, std::move(tensor))); }

Value tensor_type_object(NativeFunction construct) {
    return native_type_object("torch.Tensor", tensor_native_type, accepts_tensor, std::move(construct));
}

Value parameter_type_object(NativeFunction construct) {
    return native_type_object("torch.nn.parameter.Parameter", tensor_native_type, accepts_parameter, std::move(construct));
}

Value size_type_object(NativeFunction construct) {
    return native_type_object("torch.Size", size_native_type, accepts_size, std::move(construct));
}

Value size_value(const Shape& shape) {
    std::vector<Value> items;
    items.reserve(shape.size());
    for (std::int64_t size : shape) items.push_back(int_value(size));
    return tuple_subclass_value(size_native_type, std::move(items));
}

Value size_from_items(const std::vector<Value>& items) {
    Shape shape;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Value& item = items[i];
        if (item.type == Type::BigInt) raise_unsupported("a torch.Size with an int beyond 64 bits");
        if (item.type == Type::Instance) raise_unsupported("a torch.Size item that is an instance of a class");
        const bool index_like = item.type == Type::Int || item.type == Type::Bool ||
                                (is_tensor(item) && !is_floating_dtype(tensor_of(item)->dtype) && tensor_of(item)->numel() == 1);
        if (!index_like)
            raise_error("TypeError", "torch.Size() takes an iterable of 'int' (item " + std::to_string(i) + " is '" +
                                         (is_tensor(item) ? std::string("Tensor") : type_name(item)) + "')");
        shape.push_back(integer_argument(item));
    }
    return size_value(shape);
}

}  // namespace qkv::python
