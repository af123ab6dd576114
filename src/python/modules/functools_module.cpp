// functools_module.cpp — `functools.reduce(function, iterable[, initial])`, folding from the left as CPython does,
// and `lru_cache` / `cache`: a wrapper that remembers results by CPython's key (the argument itself for one int or
// str, else the arguments' tuple), counts hits and misses, and forgets the least recently used past maxsize.
#include "python/modules/functools_module.hpp"

#include <memory>
#include <vector>

#include "python/runtime/builtins.hpp"
#include "python/runtime/attributes.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/stack_guard.hpp"

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

// =====================================================================================================================
// lru_cache
// =====================================================================================================================

struct LruCache : Object {
    Value function;
    std::int64_t maxsize = -1;  // -1: None, unbounded
    Value results;              // a dict, least recently used first
    std::int64_t hits = 0, misses = 0;
    void release_references() override {
        function = Value{};
        results = Value{};
    }
};

LruCache& cache_of(const Value& wrapper) { return static_cast<LruCache&>(*object_of<InstanceObject>(wrapper).native); }

// CPython's _make_key: one positional int or str is its own key; anything else a tuple of the arguments, with the
// keywords after a marker.
Value cache_key(const CallArgs& args) {
    static const Value keyword_mark = builtin_value("kwd_mark", [](Runtime&, CallArgs&) { return none_value(); });
    const bool fast = args.keywords.empty() && args.positional.size() == 1 &&
                      (args.positional[0].type == Type::Int || args.positional[0].type == Type::Str);
    if (fast) return args.positional[0];
    std::vector<Value> items = args.positional;
    if (!args.keywords.empty()) items.push_back(keyword_mark);
    for (const auto& [name, value] : args.keywords) items.push_back(str_value(name)), items.push_back(value);
    return tuple_value(std::move(items));
}

Value call_cached(Runtime& runtime, CallArgs& args) {
    const Value wrapper = args.positional.front();
    args.positional.erase(args.positional.begin());
    LruCache& cache = cache_of(wrapper);
    const RecursionLevel level(runtime, " while calling a Python object");  // the wrapper is a C function in CPython
    if (cache.maxsize == 0) {
        ++cache.misses;
        return runtime.call(cache.function, args);
    }
    const Value key = cache_key(args);
    if (Value* found = dict_of(cache.results).find(key)) {
        ++cache.hits;
        Value result = *found;
        if (cache.maxsize > 0) {  // now the most recently used
            dict_of(cache.results).remove(key);
            dict_of(cache.results).set(key, result);
        }
        return result;
    }
    ++cache.misses;
    Value result = runtime.call(cache.function, args);
    if (dict_of(cache.results).find(key)) return result;  // the call itself cached it (a recursion)
    dict_of(cache.results).set(key, result);
    if (cache.maxsize > 0 && std::int64_t(dict_of(cache.results).size) > cache.maxsize)
        dict_of(cache.results).remove(dict_of(cache.results).keys().front());
    return result;
}

const Value& lru_wrapper_class() {
    static const Value cls = [] {
        Scope members;
        members.set("__call__", builtin_value("__call__", call_cached));
        members.set("cache_info", builtin_value("cache_info", [](Runtime&, CallArgs& args) {
            expect_argument_count(args, "cache_info", 1, 1);
            const LruCache& cache = cache_of(args.positional[0]);
            Value info = named_tuple_value("CacheInfo", {"hits", "misses", "maxsize", "currsize"},
                                           {int_value(cache.hits), int_value(cache.misses),
                                            cache.maxsize < 0 ? none_value() : int_value(cache.maxsize),
                                            int_value(std::int64_t(dict_of(cache.results).size))});
            object_of<SequenceObject>(info).python_named = true;
            return info;
        }));
        members.set("cache_clear", builtin_value("cache_clear", [](Runtime&, CallArgs& args) {
            expect_argument_count(args, "cache_clear", 1, 1);
            LruCache& cache = cache_of(args.positional[0]);
            dict_of(cache.results).clear();
            cache.hits = cache.misses = 0;
            return none_value();
        }));
        return make_class("_lru_cache_wrapper", "functools", {}, std::move(members));
    }();
    return cls;
}

Value wrap_in_cache(Runtime& runtime, const Value& function, std::int64_t maxsize) {
    auto cache = std::make_shared<LruCache>();
    runtime.track(cache);  // the function's globals hold the wrapper, which holds the function
    cache->function = function;
    cache->maxsize = maxsize;
    cache->results = dict_value();
    CallArgs none;
    Value wrapper = instantiate(runtime, lru_wrapper_class(), none);
    object_of<InstanceObject>(wrapper).native = std::move(cache);
    for (const char* name : {"__name__", "__qualname__", "__doc__"})
        if (function.type == Type::Function) object_of<InstanceObject>(wrapper).attributes.set(name, get_attribute(runtime, function, name));
    object_of<InstanceObject>(wrapper).attributes.set("__wrapped__", function);
    return wrapper;
}

bool is_callable(const Value& value) {
    return value.type == Type::Function || value.type == Type::Builtin || value.type == Type::Class ||
           value.type == Type::BoundMethod || value.type == Type::Instance;
}

// lru_cache(maxsize=128, typed=False) gives a decorator; lru_cache(function) wraps it at once (maxsize 128).
Value lru_cache(Runtime& runtime, CallArgs& args) {
    std::optional<Value> maxsize = take_keyword(args, "maxsize");
    if (const std::optional<Value> typed = take_keyword(args, "typed"); typed && truthy(*typed)) raise_unsupported("lru_cache(typed=True)");
    reject_keywords(args, "lru_cache");
    expect_arguments_between(args, "lru_cache", 0, 2);
    if (!maxsize && !args.positional.empty()) {
        if (is_callable(args.positional[0])) return wrap_in_cache(runtime, args.positional[0], 128);
        maxsize = args.positional[0];
    }
    std::int64_t size = 128;
    if (maxsize && maxsize->type == Type::None) size = -1;
    else if (maxsize && maxsize->type == Type::Int) size = std::max<std::int64_t>(0, maxsize->integer);
    else if (maxsize) raise_error("TypeError", "Expected first argument to be an integer, a callable, or None");
    return builtin_value("decorating_function", [size](Runtime& runtime, CallArgs& call) {
        expect_argument_count(call, "decorating_function", 1, 1);
        return wrap_in_cache(runtime, call.positional[0], size);
    });
}

}  // namespace

Value make_functools_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "functools";
    module->members = {
        {"reduce", builtin_value("reduce", reduce)},
        {"lru_cache", builtin_value("lru_cache", lru_cache)},
        {"cache", builtin_value("cache", [](Runtime& runtime, CallArgs& args) {
             reject_keywords(args, "cache");
             expect_argument_count(args, "cache", 1, 1);
             return wrap_in_cache(runtime, args.positional[0], -1);
         })},
    };
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
