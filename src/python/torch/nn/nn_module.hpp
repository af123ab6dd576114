// nn_module.hpp — torch.nn.Module as a built-in class of the interpreter, and what its built-in subclasses
// (nn_layers.cpp, nn_containers.cpp) share: the module's tables, argument binding with CPython's messages for
// methods written in Python, and calls into torch.nn.functional.
//
// A module instance is an InstanceObject whose `native` is its ModuleState once Module.__init__ has run; its
// `training` flag and plain attributes live in the instance's attributes, as in torch's __dict__.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "python/runtime/scope.hpp"
#include "python/runtime/signature.hpp"
#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// One of a module's ordered tables (_parameters, _buffers, _modules); a value may be None.
struct NamedValues {
    std::vector<std::pair<std::string, Value>> entries;
    Value* find(const std::string& name);
    void set(const std::string& name, Value value);  // replaces in place, or appends
    bool remove(const std::string& name);
};

struct ModuleState : Object {
    NamedValues parameters, buffers, modules;
    std::set<std::string> non_persistent_buffers;  // left out of state_dict()
    void release_references() override;
    // copy.copy of a module shares its tables, as torch's shares its __dict__'s; copy.deepcopy copies each entry.
    bool shared_by_copy() const override { return true; }
    std::shared_ptr<Object> deep_copied(DeepCopier& copier) const override;
};

using NamedValueList = std::vector<std::pair<std::string, Value>>;

const Value& module_class();  // torch.nn.Module
// A built-in subclass of nn.Module; its name also names its dir() table in python_names ("Linear", "ReLU" ...).
Value make_module_class(const std::string& name, const std::string& python_module, Scope members);
bool is_module(const Value& value);

// What Module.__init__ does: the empty tables, and training=True.
void initialise_module(const Value& instance);
// The instance's tables, or torch's AttributeError when Module.__init__ never ran (torch fails on reading
// `missing`, e.g. '_parameters').
ModuleState& module_state(const Value& instance, const std::string& missing);

// named_parameters() of a module: dotted names, each parameter once, in torch's recursion order.
NamedValueList named_parameters(const Value& module);
NamedValueList named_buffers(const Value& module);  // the same for buffers
// torch.typename(value): 'torch.FloatTensor', 'int', '__main__.Head'.
std::string torch_typename(const Value& value);
// Calls something callable from native code: a native method directly, anything else through the program.
Value call_value(Runtime& runtime, const Value& callable, CallArgs args);

// The arguments of a native method as CPython binds a Python function's (self counted, its messages):
// `parameters` after self, the first `required` of them without defaults; absent ones are nullopt.
std::vector<std::optional<Value>> method_arguments(CallArgs& args, const std::string& function,
                                                   const ParameterNames& parameters, std::size_t required = 0);
// The instance a native method was called on (its first argument): the class's receiver check (classes.cpp)
// has made sure there is one, of the method's class (or, for a method marked with_any_self, any object).
Value self_of(const CallArgs& args);
// A native method of a module class; "Module.train" is how CPython names it in messages. The parameters after
// self without a default are named by the receiver check when a call leaves them out.
Value module_method(const std::string& qualified_name, NativeFunction function);
template <class Body, class = std::enable_if_t<std::is_convertible_v<Body, NativeFunction::Plain>>>
Value module_method(const char* qualified_name, Body body) {  // as builtin_value's: no temporaries at the call site
    return plain_builtin_value(qualified_name, body);
}
Value module_method(const std::string& qualified_name, const ParameterNames& required_parameters, NativeFunction function);
// A method whose __qualname__ in torch differs from the name its messages use ("Module._call_impl" for __call__).
Value with_qualified_name(Value method, std::string qualified_name);
// A method whose body, as torch writes it, reads self only through its attributes, before anything else it does
// (`F.linear(input, self.weight, self.bias)`): called with another object as self, it runs as in PyTorch.
Value with_any_self(Value method);
// Calls torch.nn.functional.<name>, or says the playground does not have it yet.
Value call_functional(Runtime& runtime, const Value& functional, const std::string& name, CallArgs args);

// zero_grad's step for one parameter (Module's and an optimizer's): its .grad dropped, or zeroed in place.
void clear_grad(Tensor& parameter, bool to_none);

// Module.load_state_dict (nn_load_state.cpp).
void add_load_state_member(Scope& members);

// The built-in module classes and nn.Parameter, as members of the torch.nn module.
NamedValueList nn_layer_members(const Value& functional);
NamedValueList nn_container_members();
// The functions of torch.nn.init (nn_init.cpp).
NamedValueList nn_init_members();
// xavier_uniform_ with gain 1, drawn from the program's generator as torch.nn.init draws it (nn_init.cpp).
void xavier_uniform_fill(Runtime& runtime, Tensor& tensor);
// nn.MultiheadAttention, whose out-projection subclasses `linear` (nn_attention.cpp).
NamedValueList nn_attention_members(const Value& linear, const Value& functional);
// torch.nn.utils: clip_grad_norm_ and clip_grad_value_ (nn_utils.cpp).
NamedValueList nn_utils_members();

}  // namespace qkv::python
