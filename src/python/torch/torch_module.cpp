// torch_module.cpp — the torch module table: torch.manual_seed/randint/randperm/equal/allclose/matmul, the
// torch.nn classes (from nn_layers.cpp and nn_containers.cpp), F.linear, with torch 1.13.1's argument handling
// and messages.
#include "python/torch/torch_module.hpp"

#include <algorithm>
#include <cmath>

#include "core/linear.hpp"
#include "core/random.hpp"
#include "core/seed.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/device.hpp"
#include "python/torch/tensor/dtype_object.hpp"
#include "python/torch/tensor/generator.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_repr.hpp"
#include "python/torch/tensor/type_info.hpp"
#include "python/torch/ops/torch_factories.hpp"
#include "python/torch/nn/torch_functional.hpp"

namespace qkv::python {
namespace {

// A function of a torch module that names itself in a dtype's NotImplementedError and refuses the dtypes it does
// not take before it runs (tensor_dtypes.hpp).
Value dtype_checked(const std::string& operation, const Value& function) {
    const NativeFunction call = object_of<BuiltinObject>(function).call;
    return builtin_value(object_of<BuiltinObject>(function).name, [operation, call](Runtime& runtime, CallArgs& args) {
        const OperationScope scope(operation);
        check_call_dtypes(operation, args);
        return call(runtime, args);
    });
}

Value module_value(const std::string& name, std::vector<std::pair<std::string, Value>> members) {
    for (auto& [member, value] : members)
        if (value.type == Type::Builtin) value = dtype_checked(name + "." + member, value);
    Value result;
    result.type = Type::Module;
    auto module = std::make_shared<ModuleObject>();
    module->name = name;
    module->members = std::move(members);
    result.object = std::move(module);
    return result;
}


// The default dtype is float32 here; setting it to float32 is accepted, any other floating type refused.
Value torch_get_default_dtype(Runtime&, CallArgs& args) {
    if (!args.positional.empty() || !args.keywords.empty())
        raise_error("TypeError", "torch.get_default_dtype() takes no arguments (" + std::to_string(args.positional.size() + args.keywords.size()) + " given)");
    return dtype_value(DType::Float32);
}

Value torch_set_default_dtype(Runtime&, CallArgs& args) {
    reject_keywords(args, "set_default_dtype");
    expect_argument_count(args, "set_default_dtype", 1, 1);
    const Value& wanted = args.positional[0];
    if (!is_dtype(wanted)) raise_error("TypeError", "invalid dtype object: only floating-point types are supported as the default type");
    const DType dtype = dtype_of(wanted);
    if (dtype == DType::Float32) return none_value();
    if (dtype != DType::Float64 && dtype != DType::Float16) raise_error("TypeError", "only floating-point types are supported as the default type");
    raise_unsupported("a default dtype other than torch.float32");
}

Value torch_manual_seed(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "manual_seed");
    expect_argument_count(args, "manual_seed", 1, 1);
    const Value& seed = args.positional[0];
    Value integer = seed;  // torch.manual_seed calls int(seed) first
    if (seed.type == Type::Bool) {
        integer = int_value(seed.integer);
    } else if (seed.type == Type::Float) {
        if (std::isnan(seed.real)) raise_error("ValueError", "cannot convert float NaN to integer");
        if (std::isinf(seed.real)) raise_error("OverflowError", "cannot convert float infinity to integer");
        integer = int_value(BigInteger::from_double(seed.real));
    } else if (seed.type == Type::Str) {
        raise_unsupported("torch.manual_seed with a str seed");
    } else if (seed.type != Type::Int && seed.type != Type::BigInt) {
        raise_error("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" + type_name(seed) + "'");
    }
    runtime.generator.manual_seed(generator_seed(integer));
    return default_generator_value();
}

// torch.set_printoptions(precision=, threshold=, edgeitems=, linewidth=, profile=, sci_mode=)
Value torch_set_printoptions(Runtime&, CallArgs& args) {
    auto bound = bind_arguments(args, "set_printoptions", {"precision", "threshold", "edgeitems", "linewidth", "profile", "sci_mode"});
    PrintOptions& options = print_options();
    auto given = [&](std::size_t i) { return bound[i] && bound[i]->type != Type::None; };
    if (given(4)) {
        const std::string profile = bound[4]->type == Type::Str ? str_of(*bound[4]) : "";
        if (profile == "default") options = PrintOptions{};
        else if (profile == "short") options.precision = 2, options.threshold = 1000, options.edge_items = 2, options.line_width = 80;
        else if (profile == "full") options.precision = 4, options.threshold = INT64_MAX, options.edge_items = 3, options.line_width = 80;
        else raise_unsupported("set_printoptions(profile=" + repr(*bound[4]) + ")");
    }
    auto count = [](const Value& value) -> std::int64_t {
        if (value.type == Type::Float && std::isinf(value.real)) return value.real > 0 ? INT64_MAX : INT64_MIN;
        return integer_argument(value);
    };
    if (given(0)) options.precision = static_cast<int>(std::clamp<std::int64_t>(integer_argument(*bound[0]), 0, 100));
    if (given(1)) options.threshold = count(*bound[1]);
    if (given(2)) options.edge_items = std::max<std::int64_t>(0, integer_argument(*bound[2]));
    if (given(3)) options.line_width = static_cast<int>(std::clamp<std::int64_t>(integer_argument(*bound[3]), 1, 100000));
    options.sci_mode = given(5) ? std::optional<bool>(truthy(*bound[5])) : std::nullopt;
    return none_value();
}

// torch.randint(high, size) or randint(low, high, size): one 32-bit draw per element, modulo the range
// (64-bit draws for ranges of 2^32 and more), as ATen's random_from_to.
// torch's argument parser on randint: (high, size) is checked one argument at a time; any other count, or
// (low, high, size) with an argument of the wrong type, gets the message that lists the signatures.
void check_randint_arguments(const CallArgs& args) {
    const Value* size = nullptr;
    for (const auto& keyword : args.keywords)
        if (keyword.first == "size") size = &keyword.second;
    std::vector<const Value*> given;
    for (const Value& value : args.positional) given.push_back(&value);
    if (size) given.push_back(size);
    if (given.size() == 2) {
        if (given[0]->type != Type::Int)
            raise_error("TypeError", "randint(): argument 'high' (position 1) must be int, not " + type_name(*given[0]));
        return;  // the size is checked where it is read
    }
    const auto is_sequence = [](const Value& value) {
        return value.type == Type::Tuple || value.type == Type::List;
    };
    if (given.size() == 3 && given[0]->type == Type::Int && given[1]->type == Type::Int && is_sequence(*given[2])) return;
    const std::string factory = "torch.dtype dtype, torch.layout layout, torch.device device, bool pin_memory, bool requires_grad)";
    raise_invalid_combination("randint", args, {"(int high, tuple of ints size, *, torch.Generator generator, Tensor out, " + factory,
                                                "(int high, tuple of ints size, *, Tensor out, " + factory,
                                                "(int low, int high, tuple of ints size, *, torch.Generator generator, Tensor out, " + factory,
                                                "(int low, int high, tuple of ints size, *, Tensor out, " + factory});
}

Value torch_randint(Runtime& runtime, CallArgs& args) {
    check_randint_arguments(args);
    std::optional<Value> size = take_keyword(args, "size");
    const FactoryOptions options = factory_options(args, "randint");
    std::vector<Value> given = args.positional;
    if (size) given.push_back(*size);
    const Shape shape = size_argument(given.back(), "randint", size ? 0 : static_cast<int>(given.size()));
    const std::int64_t low = given.size() == 3 ? integer_argument(given[0]) : 0;
    const std::int64_t high = integer_argument(given[given.size() - 2]);
    if (low >= high)
        raise_error("RuntimeError", "random_ expects 'from' to be less than 'to', but got from=" + std::to_string(low) + " >= to=" + std::to_string(high));
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch.randint(...)", options.dtype.value_or(DType::Int64));
    runtime.charge(1 + tensor->numel() / 16);
    const std::uint64_t range = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
    qkv::Generator& generator = chosen_generator(runtime, options.generator, "randint");
    for (std::int64_t n = 0; n < tensor->numel(); ++n) {
        const std::uint64_t draw = range >= (std::uint64_t(1) << 32) ? generator.random64() : generator.random();
        const std::int64_t value = static_cast<std::int64_t>(draw % range + static_cast<std::uint64_t>(low));
        if (tensor->is_float()) tensor->data()[n] = static_cast<float>(value);
        else tensor->integers()[n] = tensor->dtype == DType::Bool ? value != 0 : value;
    }
    tensor->requires_grad = options.requires_grad;
    return tensor_value(tensor);
}

// torch.randperm(n): 0 .. n-1 shuffled as ATen's randperm_cpu does for small n: for each i, one 32-bit draw
// modulo n - i picks the element swapped into place i.
Value torch_randperm(Runtime& runtime, CallArgs& args) {
    std::optional<Value> count = take_keyword(args, "n");
    if (!count && !args.positional.empty()) {
        count = args.positional.front();
        args.positional.erase(args.positional.begin());
    }
    if (!count || count->type != Type::Int || !args.positional.empty()) raise_unsupported("this call of torch.randperm");
    const FactoryOptions options = factory_options(args, "randperm");
    const std::int64_t n = count->integer;
    if (n >= std::int64_t{0xFFFFFFFF} / 20) raise_unsupported("torch.randperm of more than 214748364 elements");
    const DType dtype = options.dtype.value_or(DType::Int64);
    if (dtype == DType::Bool) raise_unsupported("torch.randperm(dtype=torch.bool)");
    TensorPtr tensor = make_tensor(runtime.meter, {n}, "torch.randperm(...)", dtype);  // torch's error for n < 0
    std::vector<std::int64_t> order(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) order[i] = i;
    runtime.charge(1 + n / 16);
    qkv::Generator& generator = chosen_generator(runtime, options.generator, "randperm");
    for (std::int64_t i = 0; i + 1 < n; ++i) {
        const std::int64_t pick = static_cast<std::int64_t>(generator.random() % static_cast<std::uint64_t>(n - i));
        std::swap(order[i], order[pick + i]);
    }
    for (std::int64_t i = 0; i < n; ++i) {
        if (tensor->is_float()) tensor->data()[i] = static_cast<float>(order[i]);
        else tensor->integers()[i] = order[i];
    }
    tensor->requires_grad = options.requires_grad;
    return tensor_value(tensor);
}

Value torch_equal(Runtime&, CallArgs& args) {
    reject_keywords(args, "equal");
    if (args.positional.empty()) raise_missing_arguments("equal", {"input", "other"});
    if (args.positional.size() == 1) raise_missing_arguments("equal", {"other"});
    if (args.positional.size() > 2)
        raise_error("TypeError", "equal() takes 2 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    const Tensor& a = tensor_argument(args.positional[0], "equal", "input", 1);
    const Tensor& b = tensor_argument(args.positional[1], "equal", "other", 2);
    return bool_value(tensor_equal(a, b));
}

Value torch_allclose(Runtime&, CallArgs& args) {
    double rtol = 1e-05, atol = 1e-08;
    bool equal_nan = false;
    if (auto value = take_keyword(args, "rtol")) rtol = number_of(*value);
    if (auto value = take_keyword(args, "atol")) atol = number_of(*value);
    if (auto value = take_keyword(args, "equal_nan")) equal_nan = truthy(*value);
    reject_keywords(args, "allclose");
    if (args.positional.empty()) raise_missing_arguments("allclose", {"input", "other"});
    if (args.positional.size() == 1) raise_missing_arguments("allclose", {"other"});
    if (args.positional.size() > 5) raise_error("TypeError", "allclose() takes from 2 to 5 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    if (args.positional.size() > 2) rtol = number_of(args.positional[2]);
    if (args.positional.size() > 3) atol = number_of(args.positional[3]);
    if (args.positional.size() > 4) equal_nan = truthy(args.positional[4]);
    const Tensor& a = tensor_argument(args.positional[0], "allclose", "input", 1);
    const Tensor& b = tensor_argument(args.positional[1], "allclose", "other", 2);
    return bool_value(tensor_allclose(a, b, rtol, atol, equal_nan));
}

Value torch_matmul(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() > 2)
        raise_error("TypeError", "matmul() takes 2 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    auto bound = bind_arguments(args, "matmul", {"input", "other"});
    if (!bound[0]) raise_error("TypeError", "matmul() missing 2 required positional argument: \"input\", \"other\"");
    if (!bound[1]) raise_error("TypeError", "matmul() missing 1 required positional arguments: \"other\"");
    tensor_argument(*bound[0], "matmul", "input", 1);
    tensor_argument(*bound[1], "matmul", "other", 2);
    return binary_operation(runtime, "@", *bound[0], *bound[1]);
}

// torch.pow(input, exponent), where input may also be a number when exponent is a tensor.
Value torch_pow(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "pow", {"input", "exponent"});
    if (!bound[0] || !bound[1]) raise_unsupported("torch.pow with a missing argument");
    const bool number_base = is_number(*bound[0]) && is_tensor(*bound[1]);
    if (!number_base) tensor_argument(*bound[0], "pow", "input", 1);
    Value result = binary_operation(runtime, "**", *bound[0], *bound[1]);
    if (number_base && is_tensor(result)) keep_scalar_base(runtime.meter, *tensor_of(result), scalar_of(*bound[0]), *tensor_of(*bound[1]));
    return result;
}

Value functional_linear(Runtime& runtime, CallArgs& args) {
    std::optional<Value> bias = take_keyword(args, "bias");
    std::optional<Value> weight = take_keyword(args, "weight");
    std::optional<Value> input = take_keyword(args, "input");
    reject_keywords(args, "linear");
    std::vector<Value> positional = args.positional;
    if (input) positional.insert(positional.begin(), *input);
    if (weight) positional.insert(positional.begin() + std::min<std::size_t>(1, positional.size()), *weight);
    if (bias) positional.push_back(*bias);
    if (positional.empty()) raise_missing_arguments("linear", {"input", "weight"});
    if (positional.size() == 1) raise_missing_arguments("linear", {"weight"});
    if (positional.size() > 3) raise_error("TypeError", "linear() takes from 2 to 3 positional arguments but " + std::to_string(positional.size()) + " were given");
    const Tensor& x = tensor_argument(positional[0], "linear", "input", 1);
    const Tensor& w = tensor_argument(positional[1], "linear", "weight", 2);
    const Tensor* b = nullptr;
    if (positional.size() == 3 && positional[2].type != Type::None) b = &tensor_argument(positional[2], "linear", "bias", 3);
    runtime.charge(1 + x.numel() * (w.rank() == 2 ? w.shape[0] : 1) / 64);
    return tensor_value(tensor_linear(runtime.meter, x, w, b));
}


void enter_no_grad() {
    grad_mode().saved.push_back(grad_mode().enabled);
    grad_mode().enabled = false;
}

void leave_no_grad() {
    if (grad_mode().saved.empty()) return;
    grad_mode().enabled = grad_mode().saved.back();
    grad_mode().saved.pop_back();
}

// `@torch.no_grad()` on a function: the function, run with grad mode off.
Value no_grad_decorated(const Value& function) {
    Value wrapper = builtin_value("no_grad_decorated", [function](Runtime& runtime, CallArgs& args) {
        enter_no_grad();
        try {
            Value result = runtime.call(function, args);
            leave_no_grad();
            return result;
        } catch (...) {
            leave_no_grad();
            throw;
        }
    });
    object_of<BuiltinObject>(wrapper).wraps_function = true;
    return wrapper;
}

// One tensor, or a list or tuple of them (autograd.grad's outputs and inputs).
std::vector<TensorPtr> tensors_of(const Value& value, const char* what) {
    if (is_tensor(value)) return {tensor_of(value)};
    if (value.type != Type::List && value.type != Type::Tuple) raise_unsupported(std::string("torch.autograd.grad() with ") + what + " that are not tensors");
    std::vector<TensorPtr> tensors;
    for (const Value& item : items_of(value)) {
        if (!is_tensor(item)) raise_unsupported(std::string("torch.autograd.grad() with ") + what + " that are not tensors");
        tensors.push_back(tensor_of(item));
    }
    return tensors;
}

// torch.autograd.grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
// allow_unused=False) for one output and leaf inputs: a tuple of their gradients.
Value autograd_grad(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "grad", {"outputs", "inputs", "grad_outputs", "retain_graph", "create_graph", "only_inputs", "allow_unused"});
    if (!bound[0] || !bound[1]) raise_unsupported("torch.autograd.grad() without outputs and inputs");
    if (bound[4] && truthy(*bound[4])) raise_unsupported("torch.autograd.grad(create_graph=True)");
    const std::vector<TensorPtr> outputs = tensors_of(*bound[0], "outputs"), inputs = tensors_of(*bound[1], "inputs");
    if (outputs.size() != 1) raise_unsupported("torch.autograd.grad() with several outputs");
    TensorPtr gradient;
    if (bound[2] && bound[2]->type != Type::None) {
        const std::vector<TensorPtr> given = tensors_of(*bound[2], "grad_outputs");
        if (given.size() != 1) raise_unsupported("torch.autograd.grad() with several grad_outputs");
        gradient = given[0];
    }
    const bool retain = bound[3] && bound[3]->type != Type::None && truthy(*bound[3]);
    const std::vector<TensorPtr> grads = run_grad(runtime.meter, outputs[0], gradient, inputs, retain, bound[6] && truthy(*bound[6]));
    std::vector<Value> items;
    for (const TensorPtr& grad : grads) items.push_back(grad ? tensor_value(grad) : none_value());
    return tuple_value(std::move(items));
}

// torch.no_grad, a built-in class whose instances are context managers (and decorators): inside, operations
// record no grad_fn.
Value make_no_grad_class() {
    Scope members;
    members.set("__enter__", builtin_value("__enter__", [](Runtime&, CallArgs&) {
        enter_no_grad();
        return none_value();
    }));
    members.set("__exit__", builtin_value("__exit__", [](Runtime&, CallArgs&) {
        leave_no_grad();
        return none_value();
    }));
    members.set("__call__", builtin_value("__call__", [](Runtime&, CallArgs& args) {
        if (args.positional.size() != 2 || !args.keywords.empty())
            raise_unsupported("calling torch.no_grad() with anything but a function");
        return no_grad_decorated(args.positional[1]);
    }));
    return make_class("no_grad", "torch.autograd.grad_mode", {}, std::move(members));
}

Value autograd_module() {
    return module_value("torch.autograd", {{"grad", builtin_value("grad", autograd_grad)}, {"no_grad", make_no_grad_class()}});
}

// torch.nn, with torch.nn.functional, init and utils.
Value nn_module() {
    std::vector<std::pair<std::string, Value>> functional_members;
    add_member(functional_members, "linear", builtin_value("linear", functional_linear));
    for (auto& function : functional_math()) functional_members.push_back(std::move(function));
    for (auto& function : functional_activations()) functional_members.push_back(std::move(function));
    for (auto& function : functional_one_hot()) functional_members.push_back(std::move(function));
    for (auto& function : functional_layers()) functional_members.push_back(std::move(function));
    functional_members.emplace_back("dropout", builtin_value("dropout", functional_dropout));
    for (auto& function : functional_similarity()) functional_members.push_back(std::move(function));
    Value functional = module_value("torch.nn.functional", std::move(functional_members));
    std::vector<std::pair<std::string, Value>> nn_members = nn_layer_members(functional);
    for (auto& container : nn_container_members()) nn_members.push_back(std::move(container));
    nn_members.emplace_back("functional", functional);
    nn_members.emplace_back("init", module_value("torch.nn.init", nn_init_members()));
    nn_members.emplace_back("utils", module_value("torch.nn.utils", nn_utils_members()));
    return module_value("torch.nn", std::move(nn_members));
}

}  // namespace

Value make_torch_module() {
    const Value nn = nn_module();
    std::vector<std::pair<std::string, Value>> optim = optim_members();
    optim.emplace_back("lr_scheduler", module_value("torch.optim.lr_scheduler", lr_scheduler_members()));
    std::vector<std::pair<std::string, Value>> members;
    add_member(members, "manual_seed", builtin_value("manual_seed", torch_manual_seed));
    add_member(members, "get_default_dtype", builtin_value("get_default_dtype", torch_get_default_dtype));
    add_member(members, "set_default_dtype", builtin_value("set_default_dtype", torch_set_default_dtype));
    add_member(members, "randint", builtin_value("randint", torch_randint));
    add_member(members, "randperm", builtin_value("randperm", torch_randperm));
    add_member(members, "set_printoptions", builtin_value("set_printoptions", torch_set_printoptions));
    add_member(members, "equal", builtin_value("equal", torch_equal));
    add_member(members, "allclose", builtin_value("allclose", torch_allclose));
    add_member(members, "matmul", builtin_value("matmul", torch_matmul));
    add_member(members, "pow", builtin_value("pow", torch_pow));
    add_member(members, "Tensor", tensor_type_object([](Runtime&, CallArgs&) -> Value {
         raise_unsupported("torch.Tensor(...)");
     }));
    add_member(members, "Size", size_type_object([](Runtime& runtime, CallArgs& args) {
         reject_keywords(args, "Size");
         expect_arguments_between(args, "tuple", 0, 1);
         if (args.positional.empty()) return size_value({});
         return size_from_items(iterate(runtime, args.positional[0]));
     }));
    add_member(members, "nn", nn);
    add_member(members, "optim", module_value("torch.optim", std::move(optim)));
    add_member(members, "device", device_class());
    add_member(members, "strided", strided_layout());
    add_member(members, "einsum", builtin_value("einsum", torch_einsum));
    // Debian's python3-torch 1.13.1 reports the version it was built from.
    add_member(members, "__version__", str_value("1.13.0a0"));
    // The playground is a CPU, as Debian's torch is: `"cuda" if torch.cuda.is_available() else "cpu"`.
    add_member(members, "linalg", module_value("torch.linalg", torch_linalg_functions()));
    add_member(members, "cuda", module_value("torch.cuda", {
         {"is_available", builtin_value("is_available", [](Runtime&, CallArgs& args) {
              expect_argument_count(args, "is_available", 0, 0);
              return bool_value(false);
          })},
         {"device_count", builtin_value("device_count", [](Runtime&, CallArgs& args) {
              expect_argument_count(args, "device_count", 0, 0);
              return int_value(0);
          })},
     }));
    add_member(members, "no_grad", make_no_grad_class());
    add_member(members, "autograd", autograd_module());
    add_member(members, "is_grad_enabled", builtin_value("is_grad_enabled", [](Runtime&, CallArgs& args) {
         if (!args.positional.empty() || !args.keywords.empty())
             raise_unsupported("is_grad_enabled() with arguments");
         return bool_value(grad_mode_enabled());
     }));
    for (auto& factory : torch_factories()) members.push_back(std::move(factory));
    for (auto& function : torch_random_functions()) members.push_back(std::move(function));
    for (auto& member : torch_generator_members()) members.push_back(std::move(member));
    for (auto& function : tensor_functions(torch_function_names())) members.push_back(std::move(function));
    for (auto& function : torch_softmax_functions()) members.push_back(std::move(function));
    for (auto& function : torch_joins()) members.push_back(std::move(function));
    for (auto& function : torch_layer_functions()) members.push_back(std::move(function));
    for (auto& function : torch_sorting_functions()) members.push_back(std::move(function));
    for (auto& function : torch_selection_functions()) members.push_back(std::move(function));
    for (auto& function : torch_reduction_functions()) members.push_back(std::move(function));
    for (auto& function : torch_pairwise_functions()) members.push_back(std::move(function));
    for (auto& function : torch_arrangement_functions()) members.push_back(std::move(function));
    for (auto& function : torch_division_functions()) members.push_back(std::move(function));
    for (auto& function : torch_measure_functions()) members.push_back(std::move(function));
    for (auto& function : tensor_functions(torch_rounding_function_names())) members.push_back(std::move(function));
    members.push_back(torch_round_function());
    for (auto& function : torch_repeat_functions()) members.push_back(std::move(function));
    members.push_back(functional_similarity().front());
    for (auto& function : torch_type_info_functions()) members.push_back(std::move(function));
    return module_value("torch", std::move(members));
}

namespace {

Value registered_torch() { return extension_module_value(*find_extension_module("torch")); }
Value member_of(const Value& module, const char* name) { return *object_of<ModuleObject>(module).find(name); }
Value registered_nn() { return member_of(registered_torch(), "nn"); }

}  // namespace

void register_torch_extension() {
    // Where CPython on Debian finds each module, as an ImportError names it.
    const std::string torch_folder = "/usr/lib/python3/dist-packages/torch/";
    register_extension_module({"torch", make_torch_module, torch_folder + "__init__.py", true});
    register_extension_module({"torch.nn", registered_nn, torch_folder + "nn/__init__.py", true});
    register_extension_module({"torch.optim", [] { return member_of(registered_torch(), "optim"); }, "/usr/lib/python3.11/torch.optim.py"});
    register_extension_module({"torch.optim.lr_scheduler", [] { return member_of(member_of(registered_torch(), "optim"), "lr_scheduler"); },
                               torch_folder + "optim/lr_scheduler.py"});
    register_extension_module({"torch.nn.functional", [] { return member_of(registered_nn(), "functional"); }, torch_folder + "nn/functional.py"});
    register_extension_module({"torch.nn.init", [] { return member_of(registered_nn(), "init"); }, "/usr/lib/python3.11/torch.nn.init.py"});
    register_extension_module({"torch.nn.utils", [] { return member_of(registered_nn(), "utils"); }, "/usr/lib/python3.11/torch.nn.utils.py"});
}

}  // namespace qkv::python
