// heapq_module.cpp — heappush, heappop, heapify, heapreplace, heappushpop as CPython's _heapq runs them
// (siftdown from a leaf toward the root, siftup by moving the smaller child up to a leaf, then siftdown), and
// nlargest / nsmallest as the sorted slices the documentation says they equal.
#include "python/modules/heapq_module.hpp"

#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/signature.hpp"

namespace qkv::python {
namespace {

bool less(const Value& left, const Value& right) { return compare("<", left, right); }

void sift_down(std::vector<Value>& heap, std::size_t start, std::size_t position) {
    const Value item = heap[position];
    while (position > start) {
        const std::size_t parent = (position - 1) >> 1;
        if (!less(item, heap[parent])) break;
        heap[position] = heap[parent];
        position = parent;
    }
    heap[position] = item;
}

void sift_up(std::vector<Value>& heap, std::size_t position) {
    const std::size_t end = heap.size(), start = position;
    const Value item = heap[position];
    for (std::size_t child = 2 * position + 1; child < end; child = 2 * position + 1) {
        if (child + 1 < end && !less(heap[child], heap[child + 1])) ++child;
        heap[position] = heap[child];
        position = child;
    }
    heap[position] = item;
    sift_down(heap, start, position);
}

// The list argument, with _heapq's TypeError for anything else.
std::vector<Value>& heap_argument(const Value& value, const std::string& function, bool first_of_two) {
    if (value.type != Type::List)
        raise_error("TypeError", function + "() argument " + (first_of_two ? "1 " : "") + "must be list, not " + type_name(value));
    return items_of(value);
}

// heappush(heap, item) and its kin take exactly two arguments.
void expect_two(const CallArgs& args, const std::string& function) {
    reject_keywords(args, function);
    if (args.positional.size() != 2)
        raise_error("TypeError", function + " expected 2 arguments, got " + std::to_string(args.positional.size()));
}

const Value& only_argument(const CallArgs& args, const std::string& function) {
    reject_keywords(args, function);
    if (args.positional.size() != 1)
        raise_error("TypeError", "_heapq." + function + "() takes exactly one argument (" + std::to_string(args.positional.size()) + " given)");
    return args.positional[0];
}

Value heappush(Runtime&, CallArgs& args) {
    expect_two(args, "heappush");
    std::vector<Value>& heap = heap_argument(args.positional[0], "heappush", true);
    heap.push_back(args.positional[1]);
    sift_down(heap, 0, heap.size() - 1);
    return none_value();
}

Value heappop(Runtime&, CallArgs& args) {
    std::vector<Value>& heap = heap_argument(only_argument(args, "heappop"), "heappop", false);
    if (heap.empty()) raise_error("IndexError", "index out of range");
    Value last = heap.back();
    heap.pop_back();
    if (heap.empty()) return last;
    Value top = heap[0];
    heap[0] = last;
    sift_up(heap, 0);
    return top;
}

Value heapreplace(Runtime&, CallArgs& args) {
    expect_two(args, "heapreplace");
    std::vector<Value>& heap = heap_argument(args.positional[0], "heapreplace", true);
    if (heap.empty()) raise_error("IndexError", "index out of range");
    Value top = heap[0];
    heap[0] = args.positional[1];
    sift_up(heap, 0);
    return top;
}

Value heappushpop(Runtime&, CallArgs& args) {
    expect_two(args, "heappushpop");
    std::vector<Value>& heap = heap_argument(args.positional[0], "heappushpop", true);
    Value item = args.positional[1];
    if (heap.empty() || !less(heap[0], item)) return item;
    std::swap(item, heap[0]);
    sift_up(heap, 0);
    return item;
}

Value heapify(Runtime&, CallArgs& args) {
    std::vector<Value>& heap = heap_argument(only_argument(args, "heapify"), "heapify", false);
    for (std::size_t i = heap.size() / 2; i-- > 0;) sift_up(heap, i);
    return none_value();
}

// nlargest(n, iterable, key=None): sorted(iterable, key=key, reverse=True)[:n], and nsmallest without reverse.
Value selection(Runtime& runtime, CallArgs& args, const std::string& function, bool largest) {
    std::optional<Value> key;
    for (const auto& [name, value] : args.keywords) {
        if (name != "key") raise_error("TypeError", function + "() got an unexpected keyword argument '" + name + "'");
        key = value;
    }
    if (args.positional.size() > 3)
        raise_error("TypeError", function + "() takes from 2 to 3 positional arguments but " + std::to_string(args.positional.size()) + " were given");
    if (args.positional.size() == 3) {
        if (key) raise_error("TypeError", function + "() got multiple values for argument 'key'");
        key = args.positional[2];
    }
    if (args.positional.size() < 2) {
        std::vector<std::string> missing;
        if (args.positional.empty()) missing.push_back("n");
        missing.push_back("iterable");
        raise_missing_parameters(function + "()", missing);
    }
    const Value& count = args.positional[0];
    if (count.type != Type::Int && count.type != Type::Bool) raise_unsupported(function + "() with a count that is not an int");
    const std::int64_t n = count.integer;
    std::vector<Value> items = iterate(runtime, args.positional[1]);
    CallArgs sort_args;
    if (key && key->type != Type::None) sort_args.keywords.emplace_back("key", *key);
    if (largest) sort_args.keywords.emplace_back("reverse", bool_value(true));
    sort_values(runtime, items, sort_args, "sort");
    if (n <= 0) items.clear();
    else if (static_cast<std::size_t>(n) < items.size()) items.resize(static_cast<std::size_t>(n));
    return list_value(items);
}

}  // namespace

Value make_heapq_module() {
    return module_value("heapq", false,
                        {{"heappush", builtin_value("heappush", heappush)},
                         {"heappop", builtin_value("heappop", heappop)},
                         {"heapreplace", builtin_value("heapreplace", heapreplace)},
                         {"heappushpop", builtin_value("heappushpop", heappushpop)},
                         {"heapify", builtin_value("heapify", heapify)},
                         {"nlargest", builtin_value("nlargest", [](Runtime& r, CallArgs& a) { return selection(r, a, "nlargest", true); })},
                         {"nsmallest", builtin_value("nsmallest", [](Runtime& r, CallArgs& a) { return selection(r, a, "nsmallest", false); })}});
}

}  // namespace qkv::python
