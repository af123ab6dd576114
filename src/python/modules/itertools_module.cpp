// itertools_module.cpp — Python's `itertools` as CPython 3.11 runs it: each function returns an iterator of the
// itertools class CPython names (<class 'itertools.count'>) that takes from its inputs only as its items are asked
// for, so count() and cycle() may be infinite. Like CPython, product, permutations and combinations read their
// inputs whole first, and groupby's groups share one pass over the input.
#include "python/modules/stdlib_modules.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {

namespace {

using Pull = std::function<std::optional<Value>()>;

struct ItertoolsState : Object {
    Pull pull;
    std::function<std::string()> describe;  // count's and repeat's repr; empty for the others
};

ItertoolsState& state_of(const Value& instance) {
    return static_cast<ItertoolsState&>(*object_of<InstanceObject>(instance).native);
}

const Value& itertools_class(const std::string& kind) {
    static std::map<std::string, Value> classes;
    auto found = classes.find(kind);
    if (found != classes.end()) return found->second;
    Scope members;
    members.set("__iter__", builtin_value("__iter__", [](Runtime&, CallArgs& args) { return args.positional[0]; }));
    members.set("__next__", builtin_value("__next__", [](Runtime&, CallArgs& args) -> Value {
        if (std::optional<Value> item = state_of(args.positional[0]).pull()) return *item;
        raise_error("StopIteration", "");
    }));
    members.set("__repr__", builtin_value("__repr__", [kind](Runtime&, CallArgs& args) {
        const ItertoolsState& state = state_of(args.positional[0]);
        return str_value(state.describe ? state.describe() : "<itertools." + kind + " object at 0x7f0000000000>");
    }));
    return classes[kind] = make_class(kind, "itertools", {}, std::move(members));
}

Value make_iterator(Runtime& runtime, const std::string& kind, Pull pull, std::function<std::string()> describe = {}) {
    CallArgs none;
    Value iterator = instantiate(runtime, itertools_class(kind), none);
    auto state = std::make_shared<ItertoolsState>();
    state->pull = std::move(pull);
    state->describe = std::move(describe);
    object_of<InstanceObject>(iterator).native = std::move(state);
    return iterator;
}

// Pulls the items of `iterable` one at a time.
Pull puller(Runtime& runtime, const Value& iterable) {
    const Value iterator = iterator_of(runtime, iterable);
    return [&runtime, iterator]() { return next_item(runtime, iterator); };
}

Value make_tuple_of(const std::vector<Value>& pool, const std::vector<std::size_t>& picks) {
    std::vector<Value> items;
    for (std::size_t pick : picks) items.push_back(pool[pick]);
    return tuple_value(std::move(items));
}

std::int64_t non_negative_r(const Value& given) {
    const std::int64_t r = integer_argument(given);
    if (r < 0) raise_error("ValueError", "r must be non-negative");
    return r;
}

Value count(Runtime& runtime, CallArgs& args) {
    Value start = take_keyword(args, "start").value_or(args.positional.size() > 0 ? args.positional[0] : int_value(0));
    Value step = take_keyword(args, "step").value_or(args.positional.size() > 1 ? args.positional[1] : int_value(1));
    reject_keywords(args, "count");
    if (!is_number(start) && start.type != Type::BigInt) raise_error("TypeError", "a number is required");
    if (!is_number(step) && step.type != Type::BigInt) raise_error("TypeError", "a number is required");
    auto current = std::make_shared<Value>(start);
    const bool plain_step = step.type == Type::Int && step.integer == 1;
    return make_iterator(
        runtime, "count",
        [&runtime, current, step]() -> std::optional<Value> {
            const Value item = *current;
            *current = binary_operation(runtime, "+", *current, step);
            return item;
        },
        [current, step, plain_step]() { return "count(" + repr(*current) + (plain_step ? "" : ", " + repr(step)) + ")"; });
}

Value repeat(Runtime& runtime, CallArgs& args) {
    std::optional<Value> object = take_keyword(args, "object");
    std::optional<Value> times = take_keyword(args, "times");
    reject_keywords(args, "repeat");
    if (!object && args.positional.empty()) raise_error("TypeError", "repeat() missing required argument 'object' (pos 1)");
    const Value item = object ? *object : args.positional[0];
    if (!times && args.positional.size() > 1) times = args.positional[1];
    if (!times) return make_iterator(runtime, "repeat", [item]() { return std::optional<Value>(item); }, [item]() { return "repeat(" + repr(item) + ")"; });
    auto left = std::make_shared<std::int64_t>(std::max<std::int64_t>(0, integer_argument(*times)));
    return make_iterator(
        runtime, "repeat",
        [item, left]() -> std::optional<Value> {
            if (*left == 0) return std::nullopt;
            --*left;
            return item;
        },
        [item, left]() { return "repeat(" + repr(item) + ", " + std::to_string(*left) + ")"; });
}

Value cycle(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "cycle");
    expect_argument_count(args, "cycle", 1, 1);
    Pull source = puller(runtime, args.positional[0]);
    auto seen = std::make_shared<std::vector<Value>>();
    auto replay = std::make_shared<std::size_t>(0);
    auto exhausted = std::make_shared<bool>(false);
    return make_iterator(runtime, "cycle", [source, seen, replay, exhausted]() -> std::optional<Value> {
        if (!*exhausted) {
            if (std::optional<Value> item = source()) {
                seen->push_back(*item);
                return item;
            }
            *exhausted = true;
        }
        if (seen->empty()) return std::nullopt;
        const Value item = (*seen)[*replay];
        *replay = (*replay + 1) % seen->size();
        return item;
    });
}

// Yields the items of each iterable produced by `iterables`, in turn.
Value chain_of(Runtime& runtime, Pull iterables) {
    auto current = std::make_shared<Pull>();
    return make_iterator(runtime, "chain", [&runtime, iterables, current]() -> std::optional<Value> {
        while (true) {
            if (*current)
                if (std::optional<Value> item = (*current)()) return item;
            std::optional<Value> next_iterable = iterables();
            if (!next_iterable) return std::nullopt;
            *current = puller(runtime, *next_iterable);
        }
    });
}

Value chain(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "chain");
    auto arguments = std::make_shared<std::vector<Value>>(args.positional);
    auto next = std::make_shared<std::size_t>(0);
    return chain_of(runtime, [arguments, next]() -> std::optional<Value> {
        if (*next >= arguments->size()) return std::nullopt;
        return (*arguments)[(*next)++];
    });
}

Value islice(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "islice");
    if (args.positional.size() < 2)
        raise_error("TypeError", "islice expected at least 2 arguments, got " + std::to_string(args.positional.size()));
    if (args.positional.size() > 4) raise_error("TypeError", "islice expected at most 4 arguments, got " + std::to_string(args.positional.size()));
    auto bound = [](const Value& value, const char* which) -> std::optional<std::int64_t> {
        if (value.type == Type::None) return std::nullopt;
        if ((value.type != Type::Int && value.type != Type::Bool) || value.integer < 0)
            raise_error("ValueError", std::string(which) + " argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
        return value.integer;
    };
    const bool only_stop = args.positional.size() == 2;
    const std::int64_t start = only_stop ? 0 : bound(args.positional[1], "Indices").value_or(0);
    const std::optional<std::int64_t> stop = bound(args.positional[only_stop ? 1 : 2], only_stop ? "Stop" : "Stop");
    std::int64_t step = 1;
    if (args.positional.size() == 4 && args.positional[3].type != Type::None) {
        if (args.positional[3].type != Type::Int || args.positional[3].integer <= 0)
            raise_error("ValueError", "Step for islice() must be a positive integer or None.");
        step = args.positional[3].integer;
    }
    Pull source = puller(runtime, args.positional[0]);
    auto position = std::make_shared<std::int64_t>(0);  // the index of the next item the source gives
    auto wanted = std::make_shared<std::int64_t>(start);
    return make_iterator(runtime, "islice", [source, position, wanted, stop, step]() -> std::optional<Value> {
        if (stop && *wanted >= *stop) {
            // CPython still consumes up to stop before finishing.
            while (*position < *stop && source()) ++*position;
            return std::nullopt;
        }
        while (true) {
            std::optional<Value> item = source();
            if (!item) return std::nullopt;
            if ((*position)++ == *wanted) {
                *wanted += step;
                return item;
            }
        }
    });
}

Value accumulate(Runtime& runtime, CallArgs& args) {
    std::optional<Value> function = take_keyword(args, "func");
    std::optional<Value> initial = take_keyword(args, "initial");
    if (!args.keywords.empty()) raise_error("TypeError", "'" + args.keywords[0].first + "' is an invalid keyword argument for accumulate()");
    expect_arguments_between(args, "accumulate", 1, 2);
    if (args.positional.size() == 2) function = args.positional[1];
    if (function && function->type == Type::None) function.reset();
    if (initial && initial->type == Type::None) initial.reset();
    Pull source = puller(runtime, args.positional[0]);
    auto total = std::make_shared<std::optional<Value>>();
    auto pending_initial = std::make_shared<std::optional<Value>>(initial);
    return make_iterator(runtime, "accumulate", [&runtime, source, total, pending_initial, function]() -> std::optional<Value> {
        if (*pending_initial) {
            *total = *pending_initial;
            pending_initial->reset();
            return *total;
        }
        std::optional<Value> item = source();
        if (!item) return std::nullopt;
        if (!*total) {
            *total = item;
        } else if (function) {
            CallArgs pair;
            pair.positional = {**total, *item};
            *total = runtime.call(*function, pair);
        } else {
            *total = binary_operation(runtime, "+", **total, *item);
        }
        return *total;
    });
}

Value zip_longest(Runtime& runtime, CallArgs& args) {
    const Value fill = take_keyword(args, "fillvalue").value_or(none_value());
    if (!args.keywords.empty()) raise_error("TypeError", "zip_longest() got an unexpected keyword argument");
    auto sources = std::make_shared<std::vector<Pull>>();
    for (const Value& iterable : args.positional) sources->push_back(puller(runtime, iterable));
    auto active = std::make_shared<std::vector<bool>>(sources->size(), true);
    return make_iterator(runtime, "zip_longest", [sources, active, fill]() -> std::optional<Value> {
        std::vector<Value> row;
        bool any = false;
        for (std::size_t i = 0; i < sources->size(); ++i) {
            std::optional<Value> item;
            if ((*active)[i]) item = (*sources)[i]();
            if (!item) (*active)[i] = false;
            any = any || item.has_value();
            row.push_back(item ? *item : fill);
        }
        if (!any) return std::nullopt;
        return tuple_value(std::move(row));
    });
}

// groupby: each group is read when it starts, so a group iterated after the next has begun is empty in CPython
// and full here; printing groups as they come (the usual use) is the same.
Value groupby(Runtime& runtime, CallArgs& args) {
    std::optional<Value> iterable = take_keyword(args, "iterable");
    std::optional<Value> key = take_keyword(args, "key");
    reject_keywords(args, "groupby");
    if (!iterable && args.positional.empty()) raise_error("TypeError", "groupby() missing required argument 'iterable' (pos 1)");
    if (!iterable) iterable = args.positional[0];
    if (!key && args.positional.size() > 1) key = args.positional[1];
    if (key && key->type == Type::None) key.reset();
    Pull source = puller(runtime, *iterable);
    auto lookahead = std::make_shared<std::optional<Value>>(source());
    auto key_of = [&runtime, key](const Value& item) {
        if (!key) return item;
        CallArgs one;
        one.positional = {item};
        return runtime.call(*key, one);
    };
    return make_iterator(runtime, "groupby", [&runtime, source, lookahead, key_of]() -> std::optional<Value> {
        if (!*lookahead) return std::nullopt;
        const Value group_key = key_of(**lookahead);
        auto members = std::make_shared<std::vector<Value>>();
        while (*lookahead && values_equal(key_of(**lookahead), group_key)) {
            members->push_back(**lookahead);
            *lookahead = source();
        }
        auto next = std::make_shared<std::size_t>(0);
        const Value group = make_iterator(runtime, "_grouper", [members, next]() -> std::optional<Value> {
            if (*next >= members->size()) return std::nullopt;
            return (*members)[(*next)++];
        });
        return tuple_value({group_key, group});
    });
}

// Advances `picks` (indices into a pool of `size`) to the next arrangement in CPython's order; false at the end.
using Advance = std::function<bool(std::vector<std::size_t>& picks, std::size_t size)>;

Value arrangements(Runtime& runtime, const std::string& kind, std::vector<Value> pool, std::vector<std::size_t> first, Advance advance,
                   bool empty) {
    auto shared_pool = std::make_shared<std::vector<Value>>(std::move(pool));
    auto picks = std::make_shared<std::vector<std::size_t>>(std::move(first));
    auto finished = std::make_shared<bool>(empty);
    auto started = std::make_shared<bool>(false);
    return make_iterator(runtime, kind, [&runtime, shared_pool, picks, finished, started, advance]() -> std::optional<Value> {
        if (*finished) return std::nullopt;
        if (*started && !advance(*picks, shared_pool->size())) {
            *finished = true;
            return std::nullopt;
        }
        *started = true;
        runtime.charge(static_cast<std::int64_t>(picks->size()));
        return make_tuple_of(*shared_pool, *picks);
    });
}

Value product(Runtime& runtime, CallArgs& args) {
    const std::int64_t repeat_count = integer_argument(take_keyword(args, "repeat").value_or(int_value(1)));
    reject_keywords(args, "product");
    if (repeat_count < 0) raise_error("ValueError", "repeat argument cannot be negative");
    std::vector<std::vector<Value>> pools;
    for (const Value& iterable : args.positional) pools.push_back(iterate(runtime, iterable));
    std::vector<Value> flat;                   // every pool's items, one after another
    std::vector<std::size_t> offsets, sizes;  // each factor's first item in flat, and its size
    for (std::int64_t r = 0; r < repeat_count; ++r)
        for (const auto& pool : pools) {
            offsets.push_back(flat.size());
            sizes.push_back(pool.size());
            flat.insert(flat.end(), pool.begin(), pool.end());
        }
    bool empty = false;
    for (std::size_t size : sizes) empty = empty || size == 0;
    Advance advance = [offsets, sizes](std::vector<std::size_t>& picks, std::size_t) {
        for (std::size_t i = picks.size(); i-- > 0;) {
            if (++picks[i] < offsets[i] + sizes[i]) return true;
            picks[i] = offsets[i];
        }
        return false;
    };
    return arrangements(runtime, "product", std::move(flat), offsets, advance, empty);
}

Value permutations(Runtime& runtime, CallArgs& args) {
    std::optional<Value> r_given = take_keyword(args, "r");
    reject_keywords(args, "permutations");
    expect_arguments_between(args, "permutations", 1, 2);
    if (!r_given && args.positional.size() == 2) r_given = args.positional[1];
    std::vector<Value> pool = iterate(runtime, args.positional[0]);
    const std::size_t n = pool.size();
    const std::size_t r = r_given && r_given->type != Type::None ? static_cast<std::size_t>(non_negative_r(*r_given)) : n;
    std::vector<std::size_t> first;
    for (std::size_t i = 0; i < r; ++i) first.push_back(i);
    // Lexicographic order of index tuples without repeats: CPython's order for distinct positions.
    Advance advance = [](std::vector<std::size_t>& picks, std::size_t size) {
        const std::size_t length = picks.size();
        for (std::size_t i = length; i-- > 0;) {
            std::vector<bool> used(size, false);
            for (std::size_t j = 0; j < i; ++j) used[picks[j]] = true;
            std::size_t candidate = picks[i] + 1;
            while (candidate < size && used[candidate]) ++candidate;
            if (candidate >= size) continue;
            picks[i] = candidate;
            used[candidate] = true;
            std::size_t fill = 0;
            for (std::size_t j = i + 1; j < length; ++j) {
                while (used[fill]) ++fill;
                picks[j] = fill;
                used[fill] = true;
            }
            return true;
        }
        return false;
    };
    return arrangements(runtime, "permutations", std::move(pool), first, advance, r > n);
}

Value combinations_of(Runtime& runtime, CallArgs& args, bool with_replacement) {
    const std::string kind = with_replacement ? "combinations_with_replacement" : "combinations";
    std::optional<Value> iterable = take_keyword(args, "iterable");
    std::optional<Value> r_given = take_keyword(args, "r");
    reject_keywords(args, kind);
    if (!iterable && !args.positional.empty()) iterable = args.positional[0];
    if (!r_given && args.positional.size() > 1) r_given = args.positional[1];
    if (!iterable) raise_error("TypeError", kind + "() missing required argument 'iterable' (pos 1)");
    if (!r_given) raise_error("TypeError", kind + "() missing required argument 'r' (pos 2)");
    std::vector<Value> pool = iterate(runtime, *iterable);
    const std::size_t n = pool.size();
    const std::size_t r = static_cast<std::size_t>(non_negative_r(*r_given));
    std::vector<std::size_t> first(r, 0);
    if (!with_replacement)
        for (std::size_t i = 0; i < r; ++i) first[i] = i;
    Advance advance = [with_replacement](std::vector<std::size_t>& picks, std::size_t size) {
        const std::size_t length = picks.size();
        for (std::size_t i = length; i-- > 0;) {
            const std::size_t limit = with_replacement ? size - 1 : i + size - length;
            if (picks[i] == limit) continue;
            ++picks[i];
            for (std::size_t j = i + 1; j < length; ++j) picks[j] = with_replacement ? picks[i] : picks[j - 1] + 1;
            return true;
        }
        return false;
    };
    return arrangements(runtime, kind, std::move(pool), first, advance, with_replacement ? (n == 0 && r > 0) : r > n);
}

// takewhile, dropwhile and filterfalse: a predicate over the items.
Value predicate_filter(Runtime& runtime, CallArgs& args, const std::string& kind) {
    reject_keywords(args, kind);
    if (args.positional.size() != 2) raise_error("TypeError", kind + " expected 2 arguments, got " + std::to_string(args.positional.size()));
    const Value predicate = args.positional[0];
    Pull source = puller(runtime, args.positional[1]);
    auto done = std::make_shared<bool>(false);  // takewhile has stopped, or dropwhile has stopped dropping
    return make_iterator(runtime, kind, [&runtime, predicate, source, done, kind]() -> std::optional<Value> {
        while (true) {
            std::optional<Value> item = source();
            if (!item) return std::nullopt;
            if (kind == "dropwhile" && *done) return item;
            if (kind == "takewhile" && *done) return std::nullopt;
            bool holds;
            if (predicate.type == Type::None) {
                holds = truthy(*item);
            } else {
                CallArgs one;
                one.positional = {*item};
                holds = truthy(runtime.call(predicate, one));
            }
            if (kind == "takewhile") {
                if (holds) return item;
                *done = true;
                return std::nullopt;
            }
            if (kind == "dropwhile") {
                if (holds) continue;
                *done = true;
                return item;
            }
            if (!holds) return item;  // filterfalse
        }
    });
}

Value starmap(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "starmap");
    if (args.positional.size() != 2) raise_error("TypeError", "starmap expected 2 arguments, got " + std::to_string(args.positional.size()));
    const Value function = args.positional[0];
    Pull source = puller(runtime, args.positional[1]);
    return make_iterator(runtime, "starmap", [&runtime, function, source]() -> std::optional<Value> {
        std::optional<Value> item = source();
        if (!item) return std::nullopt;
        CallArgs spread;
        spread.positional = iterate(runtime, *item);
        return runtime.call(function, spread);
    });
}

Value pairwise(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "pairwise");
    expect_argument_count(args, "pairwise", 1, 1);
    Pull source = puller(runtime, args.positional[0]);
    auto previous = std::make_shared<std::optional<Value>>();
    auto started = std::make_shared<bool>(false);
    return make_iterator(runtime, "pairwise", [source, previous, started]() -> std::optional<Value> {
        if (!*started) {
            *started = true;
            *previous = source();
        }
        if (!*previous) return std::nullopt;
        std::optional<Value> item = source();
        if (!item) {
            previous->reset();
            return std::nullopt;
        }
        const Value pair = tuple_value({**previous, *item});
        *previous = item;
        return pair;
    });
}

Value compress(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "compress");
    expect_argument_count(args, "compress", 2, 2);
    Pull data = puller(runtime, args.positional[0]);
    Pull selectors = puller(runtime, args.positional[1]);
    return make_iterator(runtime, "compress", [data, selectors]() -> std::optional<Value> {
        while (true) {
            std::optional<Value> item = data();
            if (!item) return std::nullopt;
            std::optional<Value> keep = selectors();
            if (!keep) return std::nullopt;
            if (truthy(*keep)) return item;
        }
    });
}

}  // namespace

std::optional<Value> module_function_attribute(const std::string& function, const std::string& name) {
    if (function != "chain" || name != "from_iterable") return std::nullopt;
    return builtin_value("from_iterable", [](Runtime& runtime, CallArgs& args) {
        reject_keywords(args, "from_iterable");
        expect_argument_count(args, "from_iterable", 1, 1);
        return chain_of(runtime, puller(runtime, args.positional[0]));
    });
}

Value make_itertools_module() {
    std::vector<std::pair<std::string, Value>> members;
    auto add = [&](const std::string& name, NativeFunction function) { members.emplace_back(name, builtin_value(name, std::move(function))); };
    add("accumulate", accumulate);
    add("chain", chain);
    add("combinations", [](Runtime& runtime, CallArgs& args) { return combinations_of(runtime, args, false); });
    add("combinations_with_replacement", [](Runtime& runtime, CallArgs& args) { return combinations_of(runtime, args, true); });
    add("compress", compress);
    add("count", count);
    add("cycle", cycle);
    for (const char* kind : {"dropwhile", "filterfalse", "takewhile"})
        add(kind, [kind](Runtime& runtime, CallArgs& args) { return predicate_filter(runtime, args, kind); });
    add("groupby", groupby);
    add("islice", islice);
    add("pairwise", pairwise);
    add("permutations", permutations);
    add("product", product);
    add("repeat", repeat);
    add("starmap", starmap);
    add("zip_longest", zip_longest);
    return module_value("itertools", true, std::move(members));
}

}  // namespace qkv::python
