// functools_module.cpp — `functools.reduce(function, iterable[, initial])`, folding from the left as CPython does.
#include "python/modules/functools_module.hpp"

#include <memory>
#include <vector>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"

namespace qkv::python {

namespace {

Value reduce(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "reduce");
    expect_arguments_between(args, "reduce", 2, 3);
    std::vector<Value> items;
    try {
        items = iterate(runtime, args.positional[1]);
    } catch (const PythonError& error) {
        if (error.type() != "TypeError") throw;
        raise_error("TypeError", "reduce() arg 2 must support iteration");
    }
    std::size_t next = 0;
    Value folded;
    if (args.positional.size() == 3) {
        folded = args.positional[2];
    } else if (items.empty()) {
        raise_error("TypeError", "reduce() of empty iterable with no initial value");
    } else {
        folded = items[next++];
    }
    for (; next < items.size(); ++next) {
        CallArgs pair;
        pair.positional = {folded, items[next]};
        folded = runtime.call(args.positional[0], pair);
    }
    return folded;
}

}  // namespace

Value make_functools_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "functools";
    module->members = {{"reduce", builtin_value("reduce", reduce)}};
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
