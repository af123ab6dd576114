// tensor_methods.hpp — the methods of a tensor (x.tril(), x.softmax(-1), x.sum(dim=0) ...). Those that torch also
// offers as functions taking the tensor first (torch.tril(x), F.softmax(x, -1)) come from the same table.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "python/runtime/signature.hpp"
#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// A method: the tensor, then the call's remaining arguments.
using TensorMethod = Value (*)(Runtime&, const TensorPtr& self, CallArgs& args);
using MethodTable = std::map<std::string, TensorMethod>;

// Each file of methods adds its own to the table.
void add_math_methods(MethodTable& table);  // tensor_math.cpp: exp, log, softmax ...
void add_reduction_methods(MethodTable& table);  // tensor_reductions.cpp: sum, mean, var, max ...
void add_shape_methods(MethodTable& table);      // tensor_shapes.cpp: permute, unsqueeze, split ...
void add_predicate_methods(MethodTable& table);  // tensor_predicates.cpp: isnan, isinf, sign, count_nonzero ...
void add_in_place_methods(MethodTable& table);   // tensor_in_place.cpp: add, add_, mul_, fill_, zero_, copy_ ...
void add_activation_methods(MethodTable& table);  // tensor_activations.cpp: sigmoid
void add_sorting_methods(MethodTable& table);    // tensor_sorting.cpp: sort, argsort, topk, unique, flip
void add_selection_methods(MethodTable& table);  // tensor_selection.cpp: kthvalue, mode, unique_consecutive, diff
void add_measure_methods(MethodTable& table);    // tensor_measures.cpp: isclose, dist, histc
void add_random_fill_methods(MethodTable& table);  // nn_init.cpp: uniform_, normal_
void add_random_draw_methods(MethodTable& table);  // torch_random.cpp: bernoulli, bernoulli_
// torch.randn, rand, randn_like, rand_like, normal, bernoulli (torch_random.cpp).
std::vector<std::pair<std::string, Value>> torch_random_functions();
const MethodTable& method_table();
// A Tensor method torch writes in Python (torch/_tensor.py): CPython binds its arguments, and words their errors
// ("Tensor.split() missing 1 required positional argument: 'split_size'"), before the body runs. Those taking
// *args bind only self.
struct TensorPythonMethod {
    Signature signature;  // the parameters after self
    bool variadic = false;
};
const TensorPythonMethod* tensor_python_method(const std::string& name);
// The result of an op stored into `self` as its in-place form does (+=, add_, masked_fill_): torch's errors for a
// result of another shape or of a dtype self cannot hold.
void store_result_in_place(Tensor& self, const Tensor& result);
// torch.kthvalue, mode, unique_consecutive and diff (tensor_selection.cpp).
std::vector<std::pair<std::string, Value>> torch_selection_functions();
// torch.sort, argsort, msort, topk, unique and flip.
std::vector<std::pair<std::string, Value>> torch_sorting_functions();
// The indices of the `count` largest of each row of `ratios` ([rows, categories]), in topk's order: torch.multinomial
// without replacement samples this way.
void top_indices(const float* ratios, std::int64_t rows, std::int64_t categories, std::int64_t count, std::int64_t* out);
// torch.cat, concat, stack, vstack, row_stack, hstack, dstack and column_stack.
std::vector<std::pair<std::string, Value>> torch_joins();
// softmax or log_softmax of a tensor over `dim` (wrapped), with torch's errors and grad_fn.
TensorPtr softmax_tensor(Runtime& runtime, const TensorPtr& self, std::int64_t dim, bool logarithm);
// torch.nn.functional's softmax and log_softmax (their dim is optional there).
std::vector<std::pair<std::string, Value>> functional_math();
// torch.softmax and torch.log_softmax.
std::vector<std::pair<std::string, Value>> torch_softmax_functions();
// A NumPy array's .dtype, .sum, .mean and .round (numpy_arrays.cpp); nullopt for other names.
std::optional<Value> ndarray_numeric_attribute(const TensorPtr& values, const std::string& name);
// torch.einsum (torch_einsum.cpp).
Value torch_einsum(Runtime& runtime, CallArgs& args);
// torch.nn.functional's sigmoid, silu and gelu.
std::vector<std::pair<std::string, Value>> functional_activations();

// torch.linalg's norm (as a vector norm) and vector_norm (tensor_reductions.cpp).
std::vector<std::pair<std::string, Value>> torch_linalg_functions();
// torch.sum, torch.mean, torch.var_mean and torch.std_mean (tensor_reductions.cpp).
std::vector<std::pair<std::string, Value>> torch_reduction_functions();
// maximum, minimum, logical_*, index_select, unflatten, inner (tensor_pairwise.cpp).
void add_pairwise_methods(MethodTable& table);
std::vector<std::pair<std::string, Value>> torch_pairwise_functions();

// The `input` of torch.NAME(input, ...), by keyword or first position, removed from `args`; torch's TypeErrors when
// it is missing or not a tensor.
TensorPtr take_tensor_input(CallArgs& args, const std::string& function);
// torch.NAME(input, ...) for each name, as builtins that call the method NAME on `input`.
std::vector<std::pair<std::string, Value>> tensor_functions(const std::vector<std::string>& names);
// The names of the methods torch also has as functions.
std::vector<std::string> torch_function_names();
// torch.round (tensor_math.cpp): the method, with the function's signatures in torch's messages.
std::pair<std::string, Value> torch_round_function();

// where, roll, movedim, moveaxis, trace, bincount (tensor_arrangements.cpp), and torch's roll, movedim, moveaxis,
// trace, bincount, triu_indices and tril_indices; F.one_hot.
void add_arrangement_methods(MethodTable& table);
std::vector<std::pair<std::string, Value>> torch_arrangement_functions();
std::vector<std::pair<std::string, Value>> functional_one_hot();
// div (with rounding_mode) and floor_divide, as methods and torch functions (tensor_division.cpp).
void add_division_methods(MethodTable& table);
std::vector<std::pair<std::string, Value>> torch_division_functions();
// The parser's TypeError for an `other` that is neither a tensor nor a number, in a (Tensor other) / (Number other)
// op such as floor_divide, fmod or remainder (with_input: its torch.NAME form).
[[noreturn]] void raise_operand_type_mismatch(const std::string& function, const CallArgs& shown, const Value& other, bool with_input);
// floor, ceil, trunc, frac, square, reciprocal, rsqrt, fmod, remainder, true_divide, clip, clamp_min, clamp_max,
// broadcast_to, type_as, reshape_as and masked_select (tensor_rounding.cpp), and the names torch also has as functions
// (cumprod's among them, from tensor_math.cpp).
void add_rounding_methods(MethodTable& table);
std::vector<std::string> torch_rounding_function_names();
// tile, repeat_interleave, new_zeros, new_ones and new_full (tensor_repeats.cpp), and torch's tile and
// repeat_interleave.
void add_repeat_methods(MethodTable& table);
std::vector<std::pair<std::string, Value>> torch_repeat_functions();
// torch.isclose and torch.dist, whose messages count the input (tensor_measures.cpp).
std::vector<std::pair<std::string, Value>> torch_measure_functions();

}  // namespace qkv::python
