// evaluator.cpp — a tree-walking evaluator with Python's scoping (module globals, function locals, comprehension
// scopes), CPython 3.11's error messages, and a step budget charged per statement and loop iteration.
#include "python/runtime/evaluator.hpp"

#include <algorithm>

#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/bytes_type.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/classes.hpp"
#include "python/modules/collections_module.hpp"
#include "python/modules/dataclasses_module.hpp"
#include "python/modules/copy_module.hpp"
#include "python/modules/functools_module.hpp"
#include "python/modules/heapq_module.hpp"
#include "python/modules/json_module.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/percent_format.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/format_spec.hpp"
#include "python/modules/math_module.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/python_names.hpp"
#include "python/runtime/stack_guard.hpp"
#include "python/modules/random_module.hpp"
#include "python/modules/stdlib_modules.hpp"
#include "python/runtime/suggestions.hpp"

namespace qkv::python {
namespace {

// What CPython's compiler folds into a constant: literals, and operators and tuples over them.
bool is_constant_expression(const Expr& expr) {
    switch (expr.kind) {
        case ExprKind::Int: case ExprKind::Float: case ExprKind::Str: case ExprKind::Bytes: case ExprKind::Constant: return true;
        case ExprKind::UnaryOp: return expr.text != "not" && is_constant_expression(*expr.items[0]);
        case ExprKind::BinaryOp: case ExprKind::Tuple:
            return std::all_of(expr.items.begin(), expr.items.end(), [](const ExprPtr& item) { return is_constant_expression(*item); });
        default: return false;
    }
}

std::int64_t sequence_index(std::int64_t index, std::size_t size, const char* kind) {
    const std::int64_t length = static_cast<std::int64_t>(size);
    if (index < 0) index += length;
    if (index < 0 || index >= length) raise_error("IndexError", std::string(kind) + " index out of range");
    return index;
}

// text[index] and text[start:stop:step], by characters.
Value string_subscript(const Value& str, const Value& index) {
    const std::string& text = str_of(str);
    const bool ascii = str_is_ascii(str);
    static const std::vector<std::uint32_t> none;
    const std::vector<std::uint32_t>& starts = ascii ? none : str_character_starts(str);
    const std::size_t length = ascii ? text.size() : starts.size() - 1;
    const auto character = [&](std::int64_t position) {
        const std::size_t at = static_cast<std::size_t>(position);
        return ascii ? text.substr(at, 1) : text.substr(starts[at], starts[at + 1] - starts[at]);
    };
    if (index.type != Type::Slice) {
        if (index.type != Type::Int && index.type != Type::Bool)
            raise_error("TypeError", "string indices must be integers, not '" + type_name(index) + "'");
        return str_value(character(sequence_index(index.integer, length, "string")));
    }
    std::int64_t first, last, step;
    const auto& bounds = items_of(index);
    slice_bounds(bounds[0], bounds[1], bounds[2], static_cast<std::int64_t>(length), first, last, step);
    if (step == 1 && first < last)
        return str_value(ascii ? text.substr(first, last - first) : text.substr(starts[first], starts[last] - starts[first]));
    std::string out;
    for (std::int64_t i = first; step > 0 ? i < last : i > last; i += step) out += character(i);
    return str_value(out);
}

// Where CPython 3.11 on Debian found the module, as an ImportError names it.
std::string module_location(const ModuleObject& module) {
    if (module.built_in) return "unknown location";
    if (module.name == "collections" || module.name == "json") return "/usr/lib/python3.11/" + module.name + "/__init__.py";
    if (const ExtensionModule* extension = find_extension_module(module.name)) return extension->location;
    return "/usr/lib/python3.11/" + module.name + ".py";
}

}  // namespace

void slice_bounds(const Value& start, const Value& stop, const Value& step_value, std::int64_t length, std::int64_t& first,
                  std::int64_t& last, std::int64_t& step) {
    auto as_index = [](const Value& value) {
        if (value.type == Type::Native && native_type_of(value).index) return integer_argument(value);  // its __index__
        if (value.type != Type::Int && value.type != Type::Bool)
            raise_error("TypeError", "slice indices must be integers or None or have an __index__ method");
        return value.integer;
    };
    step = step_value.type == Type::None ? 1 : as_index(step_value);
    if (step == 0) raise_error("ValueError", "slice step cannot be zero");
    const std::int64_t lower = step < 0 ? -1 : 0, upper = step < 0 ? length - 1 : length;
    auto clamp = [&](const Value& value, std::int64_t fallback) {
        if (value.type == Type::None) return fallback;
        std::int64_t index = as_index(value);
        if (index < 0) {
            index += length;
            if (index < lower) index = lower;
        } else if (index > upper) {
            index = upper;
        }
        return index;
    };
    first = clamp(start, step < 0 ? upper : lower);
    last = clamp(stop, step < 0 ? lower : upper);
}

Evaluator::Evaluator(Runtime& runtime, const std::string& filename) : runtime_(runtime), active_(runtime) {
    runtime_.call = [this](const Value& callee, CallArgs& args) { return call(callee, args); };
    runtime_.subscript = [this](const Value& object, const Value& index) { return evaluate_subscript(object, index); };
    // The module's own dunder names come first in globals(), as in CPython; they matter for "Did you mean".
    globals_.set("__name__", str_value("__main__"));
    globals_.set("__doc__", none_value());
    globals_.set("__package__", none_value());
    globals_.set("__loader__", none_value());
    globals_.set("__spec__", none_value());
    globals_.set("__annotations__", none_value());
    globals_.set("__builtins__", none_value());
    globals_.set("__file__", str_value(filename));
    globals_.set("__cached__", none_value());
    for (auto& entry : make_builtins()) builtins_.set(entry.first, entry.second);
    add_class_builtins();
}

Evaluator::~Evaluator() { runtime_.release_cycles(); }

void Evaluator::execute_module(const Block& module) {
    if (const std::string* doc = docstring_of(module)) globals_.set("__doc__", str_value(*doc));
    execute_block(module);
}

Evaluator::Flow Evaluator::execute_block(const Block& block) {
    for (const StmtPtr& stmt : block) {
        const Flow flow = execute(*stmt);
        if (flow != Flow::Normal) return flow;
    }
    return Flow::Normal;
}

// A statement in the tail of an `if` block goes on in this same call, its flow being the `if`'s: one wasm frame less
// per level of a recursion such as `if n not in cache: cache[n] = f(n - 1) + f(n - 2)` (docs/recursion.md).
Evaluator::Flow Evaluator::execute(const Stmt& first) {
    const Stmt* current = &first;
    try {
        for (;;) {
            const Stmt& stmt = *current;
            runtime_.charge(1);
            switch (stmt.kind) {
                case StmtKind::Expression: evaluate(*stmt.value); return Flow::Normal;
                case StmtKind::Assign: {
                    const Value value = evaluate(*stmt.value);
                    for (const ExprPtr& target : stmt.targets) assign(*target, value);
                    return Flow::Normal;
                }
                case StmtKind::AugAssign: execute_aug_assign(stmt); return Flow::Normal;
                case StmtKind::If: {  // the chosen block runs here, its last statement in this same call
                    const Block& chosen = truthy(evaluate(*stmt.test)) ? stmt.body : stmt.orelse;
                    if (chosen.empty()) return Flow::Normal;
                    for (std::size_t i = 0; i + 1 < chosen.size(); ++i) {
                        const Flow flow = execute(*chosen[i]);
                        if (flow != Flow::Normal) return flow;
                    }
                    current = chosen.back().get();
                    continue;
                }
                case StmtKind::While: return execute_while(stmt);
                case StmtKind::For: return execute_for(stmt);
                case StmtKind::Def: execute_def(stmt); return Flow::Normal;
                case StmtKind::Return:
                    frames_.back()->return_value = stmt.value ? evaluate(*stmt.value) : none_value();
                    return Flow::Return;
                case StmtKind::Pass: case StmtKind::Global: case StmtKind::Nonlocal: return Flow::Normal;
                case StmtKind::Break: return Flow::Break;
                case StmtKind::Continue: return Flow::Continue;
                case StmtKind::Import: execute_import(stmt); return Flow::Normal;
                case StmtKind::Delete:
                    for (const ExprPtr& target : stmt.targets) execute_delete(*target);
                    return Flow::Normal;
                case StmtKind::Assert: execute_assert(stmt); return Flow::Normal;
                case StmtKind::Try: {  // the body runs in this same call (docs/recursion.md)
                    Flow flow = Flow::Normal;
                    try {
                        bool raised = false;
                        try {
                            for (const StmtPtr& body_stmt : stmt.body)
                                if ((flow = execute(*body_stmt)) != Flow::Normal) break;
                        } catch (PythonError& error) {
                            if (!error.catchable()) throw;
                            raised = true;
                            flow = handle_exception(stmt, error);  // raises it on when no clause matches
                        }
                        if (!raised && flow == Flow::Normal && !stmt.orelse.empty()) flow = execute_block(stmt.orelse);
                    } catch (PythonError& error) {
                        if (!error.catchable() || stmt.finally_body.empty()) throw;
                        const Flow finally_flow = execute_block(stmt.finally_body);
                        if (finally_flow != Flow::Normal) return finally_flow;  // return/break in finally drops it
                        throw;
                    }
                    if (stmt.finally_body.empty()) return flow;
                    const Flow finally_flow = execute_block(stmt.finally_body);
                    return finally_flow != Flow::Normal ? finally_flow : flow;
                }
                case StmtKind::Raise: execute_raise(stmt); return Flow::Normal;
                case StmtKind::With: return execute_with(stmt);
                case StmtKind::Class: execute_class(stmt); return Flow::Normal;
            }
            return Flow::Normal;
        }
    } catch (PythonError& error) {
        if (error.line() == 0) error.set_line(current->line);
        throw;
    }
    return Flow::Normal;
}

// The rarer statements run out of line: `execute` is on the stack once per statement of every running call, and
// its frame holds what its largest case needs (docs/recursion.md).
void Evaluator::execute_aug_assign(const Stmt& stmt) {
    const Expr& target = *stmt.targets[0];
    if (target.kind == ExprKind::Name) {
        const Value current = load(target.text);
        const Value operand = evaluate(*stmt.value);
        store(target.text, in_place(stmt.text, current, operand));
    } else if (target.kind == ExprKind::Subscript) {
        const Value object = evaluate(*target.items[0]);
        const Value index = evaluate(*target.items[1]);
        const Value current = evaluate_subscript(object, index);
        const Value operand = evaluate(*stmt.value);
        assign_item(object, index, in_place(stmt.text, current, operand));
    } else {
        const Value object = evaluate(*target.items[0]);
        const Value current = get_attribute(runtime_, object, target.text);
        const Value operand = evaluate(*stmt.value);
        set_attribute(runtime_, object, target.text, in_place(stmt.text, current, operand));
    }
}

void Evaluator::execute_def(const Stmt& stmt) {
    std::vector<Value> decorators = evaluate_decorators(stmt);
    store(stmt.text, apply_decorators(std::move(decorators), make_function(stmt)));
}

void Evaluator::execute_assert(const Stmt& stmt) {
    if (!truthy(evaluate(*stmt.test))) raise_error("AssertionError", stmt.value ? str(evaluate(*stmt.value)) : "");
}

Evaluator::Flow Evaluator::execute_while(const Stmt& stmt) {
    while (truthy(evaluate(*stmt.test))) {
        runtime_.charge(1);
        const Flow flow = execute_block(stmt.body);
        if (flow == Flow::Break) return Flow::Normal;  // else runs only when the loop was not broken
        if (flow == Flow::Return) return flow;
    }
    return execute_block(stmt.orelse);
}

Evaluator::Flow Evaluator::execute_for(const Stmt& stmt) {
    const Value iterable = evaluate(*stmt.value);
    auto run_body = [&](const Value& item) {
        runtime_.charge(1);
        assign(*stmt.targets[0], item);
        return execute_block(stmt.body);
    };
    if (iterable.type == Type::Range) {  // lazily, so range(10**9) costs steps rather than memory
        const RangeObject range = range_of(iterable);
        for (std::int64_t i = 0; i < range.length(); ++i) {
            const Flow flow = run_body(int_value(range.start + i * range.step));
            if (flow == Flow::Break) return Flow::Normal;  // else runs only when the loop was not broken
            if (flow == Flow::Return) return flow;
        }
        return execute_block(stmt.orelse);
    }
    if (iterable.type == Type::Instance) {  // a generator or iterator: each item taken when the body wants it
        const Value iterator = iterator_of(runtime_, iterable);
        while (std::optional<Value> item = next_item(runtime_, iterator)) {
            const Flow flow = run_body(*item);
            if (flow == Flow::Break) return Flow::Normal;
            if (flow == Flow::Return) return flow;
        }
        return execute_block(stmt.orelse);
    }
    for (const Value& item : iterate(runtime_, iterable)) {
        const Flow flow = run_body(item);
        if (flow == Flow::Break) return Flow::Normal;
        if (flow == Flow::Return) return flow;
    }
    return execute_block(stmt.orelse);
}

// lst[a:b] = iterable replaces the slice; lst[a:b:c] = iterable needs as many items; `del` passes no value.
void Evaluator::assign_list_slice(const Value& list, const Value& slice, const Value* value) {
    auto& items = items_of(list);
    const auto& bounds = items_of(slice);
    std::int64_t first, last, step;
    slice_bounds(bounds[0], bounds[1], bounds[2], static_cast<std::int64_t>(items.size()), first, last, step);
    const std::vector<Value> replacement = value ? iterate(runtime_, *value) : std::vector<Value>{};
    if (step == 1) {
        last = std::max(first, last);
        items.erase(items.begin() + first, items.begin() + last);
        items.insert(items.begin() + first, replacement.begin(), replacement.end());
        return;
    }
    std::vector<std::int64_t> positions;
    for (std::int64_t i = first; step > 0 ? i < last : i > last; i += step) positions.push_back(i);
    if (!value) {
        std::sort(positions.rbegin(), positions.rend());
        for (std::int64_t position : positions) items.erase(items.begin() + position);
        return;
    }
    if (replacement.size() != positions.size())
        raise_error("ValueError", "attempt to assign sequence of size " + std::to_string(replacement.size()) +
                                      " to extended slice of size " + std::to_string(positions.size()));
    for (std::size_t i = 0; i < positions.size(); ++i) items[static_cast<std::size_t>(positions[i])] = replacement[i];
}

void Evaluator::execute_delete(const Expr& target) {
    if (target.kind == ExprKind::Name) {
        Scope* scope = &globals_;
        if (!comprehension_scopes_.empty()) scope = comprehension_scopes_.back();
        else if (!frames_.empty() && !frames_.back()->global_names.count(target.text)) scope = frames_.back()->locals.get();
        if (!scope->remove(target.text)) load(target.text);  // raises the NameError
        return;
    }
    if (target.kind == ExprKind::Attribute) {
        delete_attribute(evaluate(*target.items[0]), target.text);
        return;
    }
    const Value object = evaluate(*target.items[0]);
    const Value index = evaluate(*target.items[1]);
    if (object.type == Type::Dict) {
        if (!dict_of(object).remove(index)) raise_key_error(index);
        return;
    }
    if (object.type == Type::List && (index.type == Type::Int || index.type == Type::Bool)) {
        auto& items = items_of(object);
        items.erase(items.begin() + sequence_index(index.integer, items.size(), "list assignment"));
        return;
    }
    if (object.type == Type::List && index.type == Type::Slice) {
        assign_list_slice(object, index, nullptr);
        return;
    }
    raise_error("TypeError", "'" + type_name(object) + "' object doesn't support item deletion");
}

namespace {

// A module the playground does not have: CPython's ModuleNotFoundError when no such module exists here (a typo such
// as `import toch` or `torch.nn.functionl`), else the playground's own message.
[[noreturn]] void raise_missing_module(const std::string& path) {
    const std::string top = path.substr(0, path.find('.'));
    const auto& modules = real_names("modules");
    if (!top.empty() && top[0] != '_' && !std::binary_search(modules.begin(), modules.end(), top))
        raise_error("ModuleNotFoundError", "No module named '" + top + "'");
    std::string known = top;  // the part of an extension's path whose names are known: torch, torch.nn
    const auto is_package = [](const std::string& name) {
        const ExtensionModule* module = find_extension_module(name);
        return module && module->package;
    };
    for (std::size_t start = top.size(); start < path.size() && is_package(known);) {
        const std::size_t end = std::min(path.find('.', start + 1), path.size());
        const std::string name = path.substr(start + 1, end - start - 1);
        const auto& names = real_names(known);
        if (std::find(names.begin(), names.end(), name) == names.end())
            raise_error("ModuleNotFoundError", "No module named '" + path.substr(0, end) + "'");
        known = path.substr(0, end);
        start = end;
    }
    raise_unsupported("import " + path);
}

}  // namespace

void Evaluator::execute_import(const Stmt& stmt) {
    static const Value math = make_math_module();
    static const Value collections = make_collections_module();
    static const Value functools = make_functools_module();
    static const Value dataclasses = make_dataclasses_module();
    static const std::vector<std::pair<std::string, Value>> standard_modules = {
        {"itertools", make_itertools_module()}, {"typing", make_typing_module()}, {"sys", make_sys_module()},
        {"time", make_time_module()},           {"string", make_string_module()}, {"operator", make_operator_module()},
        {"json", make_json_module()},           {"copy", make_copy_module()},     {"heapq", make_heapq_module()},
    };
    auto resolve = [&](const std::string& path) -> Value {
        if (path == "math") return math;
        if (path == "collections") return collections;
        if (path == "functools") return functools;
        if (path == "dataclasses") return dataclasses;
        for (const auto& [name, module] : standard_modules)
            if (path == name) return module;
        if (path == "random") {  // per run: its generator's state is the program's
            if (random_module_.type == Type::None) random_module_ = make_random_module();
            return random_module_;
        }
        if (const ExtensionModule* extension = find_extension_module(path)) return extension_module_value(*extension);
        raise_missing_module(path);
    };
    if (stmt.text.empty()) {
        for (const ImportedName& imported : stmt.imports) {
            const bool bind_module_itself = !imported.name.empty() && imported.name[0] == '=';
            const std::string path = bind_module_itself ? imported.name.substr(1) : imported.name;
            const Value module = resolve(path);
            store(imported.alias, bind_module_itself ? module : resolve(path.substr(0, path.find('.'))));
        }
        return;
    }
    const Value module = resolve(stmt.text);
    for (const ImportedName& imported : stmt.imports) {
        const ModuleObject& object = object_of<ModuleObject>(module);
        const Value* member = object.find(imported.name);
        if (!member) {
            const auto& real = real_names(object.name);
            if (std::find(real.begin(), real.end(), imported.name) != real.end()) raise_unsupported(object.name + "." + imported.name);
            raise_error("ImportError", "cannot import name '" + imported.name + "' from '" + object.name + "' (" +
                                           module_location(object) + ")");
        }
        store(imported.alias, *member);
    }
}

Value Evaluator::in_place(const std::string& op, const Value& current, const Value& operand) {
    if (current.type == Type::List && op == "+") {
        // list += iterable extends the same list object.
        runtime_.track_container(current);
        std::vector<Value> more = iterate(runtime_, operand);
        items_of(current).insert(items_of(current).end(), more.begin(), more.end());
        return current;
    }
    if (current.type == Type::Set && !set_of(current).frozen && operand.type == Type::Set && (op == "|" || op == "&" || op == "-" || op == "^")) {
        set_update_in_place(runtime_, op, current, operand);
        return current;
    }
    if (current.type == Type::Dict && operand.type == Type::Dict && op == "|") {
        runtime_.track_container(current);
        for (const DictObject::Entry* entry : dict_of(operand).live_entries()) dict_of(current).set(entry->key, entry->value);
        return current;
    }
    if (current.type == Type::Native && native_type_of(current).in_place)  // a tensor updated in place
        if (std::optional<Value> result = native_type_of(current).in_place(runtime_, op, current, operand)) return *result;
    if (current.type == Type::Instance)
        if (std::optional<Value> result = instance_in_place(op, current, operand)) return *result;
    try {
        return binary_operation(runtime_, op, current, operand);
    } catch (const PythonError& error) {  // CPython names the augmented operator: "for +=: 'int' and 'str'"
        const std::string named = "unsupported operand type(s) for " + std::string(op == "**" ? "** or pow()" : op) + ":";
        if (error.type() != "TypeError" || error.message().rfind(named, 0) != 0) throw;
        raise_error("TypeError", "unsupported operand type(s) for " + op + "=:" + error.message().substr(named.size()));
    }
}

// ---- names -------------------------------------------------------------------------------------------------

Value Evaluator::load(const std::string& name) {
    for (auto it = comprehension_scopes_.rbegin(); it != comprehension_scopes_.rend(); ++it)
        if (Value* value = (*it)->find(name)) return *value;
    if (!frames_.empty()) {
        Frame& frame = *frames_.back();
        if (frame.local_names.count(name) && !frame.global_names.count(name)) {
            if (Value* value = frame.locals->find(name)) return *value;
            raise_error("UnboundLocalError", "cannot access local variable '" + name + "' where it is not associated with a value");
        }
        const auto& closure = frame.function->closure;
        for (auto it = closure.rbegin(); it != closure.rend(); ++it)
            if (Value* value = (*it)->find(name)) return *value;
    }
    if (Value* value = globals_.find(name)) return *value;
    if (Value* value = builtins_.find(name)) return *value;
    raise_name_error(name);
}

void Evaluator::raise_name_error(const std::string& name) {
    const auto& real_builtins = real_names("builtins");
    if (std::find(real_builtins.begin(), real_builtins.end(), name) != real_builtins.end()) raise_unsupported(name);
    std::string message = "name '" + name + "' is not defined";
    std::optional<std::string> suggestion;
    if (!frames_.empty()) suggestion = suggest_similar_name(name, frames_.back()->variable_names);
    if (!suggestion) suggestion = suggest_similar_name(name, globals_.names());
    if (!suggestion) suggestion = suggest_similar_name(name, real_builtins);
    raise_error_suggesting("NameError", message, suggestion);
}

void Evaluator::store(const std::string& name, Value value) {
    if (!comprehension_scopes_.empty()) {
        comprehension_scopes_.back()->set(name, std::move(value));
        return;
    }
    if (!frames_.empty() && frames_.back()->nonlocal_names.count(name)) {
        const auto& closure = frames_.back()->function->closure;
        for (auto it = closure.rbegin(); it != closure.rend(); ++it) {
            if (Value* bound = (*it)->find(name)) {
                *bound = std::move(value);
                return;
            }
        }
    }
    if (!frames_.empty() && !frames_.back()->global_names.count(name)) {
        frames_.back()->locals->set(name, std::move(value));
        return;
    }
    globals_.set(name, std::move(value));
}

// NAME := value stores in the scope the comprehensions around it (expr.int_value of them) are nested in.
Value Evaluator::evaluate_named(const Expr& expr) {
    Value value = evaluate(*expr.items[0]);
    const std::size_t inner = std::min(static_cast<std::size_t>(expr.int_value), comprehension_scopes_.size());
    std::vector<Scope*> comprehensions(comprehension_scopes_.end() - static_cast<std::ptrdiff_t>(inner), comprehension_scopes_.end());
    comprehension_scopes_.resize(comprehension_scopes_.size() - inner);
    store(expr.text, value);
    comprehension_scopes_.insert(comprehension_scopes_.end(), comprehensions.begin(), comprehensions.end());
    return value;
}

void Evaluator::assign(const Expr& target, const Value& value) {
    switch (target.kind) {
        case ExprKind::Name: store(target.text, value); return;
        case ExprKind::Tuple: case ExprKind::List: {
            const std::vector<Value> items = iterate(runtime_, value);
            if (std::any_of(target.items.begin(), target.items.end(), [](const ExprPtr& item) { return item->kind == ExprKind::Starred; })) {
                assign_starred(target, items);
                return;
            }
            const std::size_t expected = target.items.size();
            if (items.size() < expected)
                raise_error("ValueError", "not enough values to unpack (expected " + std::to_string(expected) + ", got " + std::to_string(items.size()) + ")");
            if (items.size() > expected) raise_error("ValueError", "too many values to unpack (expected " + std::to_string(expected) + ")");
            for (std::size_t i = 0; i < expected; ++i) assign(*target.items[i], items[i]);
            return;
        }
        case ExprKind::Subscript: {
            const Value object = evaluate(*target.items[0]);
            const Value index = evaluate(*target.items[1]);
            assign_item(object, index, value);
            return;
        }
        case ExprKind::Attribute: set_attribute(runtime_, evaluate(*target.items[0]), target.text, value); return;
        default: raise_unsupported("this assignment target");
    }
}

// a, *rest, z = items: the starred name takes a list of what the others leave.
void Evaluator::assign_starred(const Expr& target, const std::vector<Value>& items) {
    const std::size_t star = static_cast<std::size_t>(
        std::find_if(target.items.begin(), target.items.end(), [](const ExprPtr& item) { return item->kind == ExprKind::Starred; }) -
        target.items.begin());
    const std::size_t after = target.items.size() - star - 1;
    if (items.size() < star + after)
        raise_error("ValueError", "not enough values to unpack (expected at least " + std::to_string(star + after) + ", got " +
                                      std::to_string(items.size()) + ")");
    for (std::size_t i = 0; i < star; ++i) assign(*target.items[i], items[i]);
    assign(*target.items[star]->items[0], list_value(std::vector<Value>(items.begin() + static_cast<std::ptrdiff_t>(star),
                                                                        items.end() - static_cast<std::ptrdiff_t>(after))));
    for (std::size_t i = 0; i < after; ++i) assign(*target.items[star + 1 + i], items[items.size() - after + i]);
}

void Evaluator::assign_item(const Value& object, const Value& index, const Value& value) {
    if (object.type == Type::List || object.type == Type::Dict) runtime_.track_container(object, value);
    if (object.type == Type::List && index.type == Type::Slice) {
        assign_list_slice(object, index, &value);
        return;
    }
    if (object.type == Type::List) {
        if (index.type == Type::Int || index.type == Type::Bool) {
            auto& items = items_of(object);
            items[static_cast<std::size_t>(sequence_index(index.integer, items.size(), "list assignment"))] = value;
            return;
        }
        raise_unsupported("assigning to a list slice");
    }
    if (object.type == Type::Native && native_type_of(object).assign_subscript)
        return native_type_of(object).assign_subscript(runtime_, object, index, value);
    if (object.type == Type::Dict) {
        dict_of(object).set(index, value);
        return;
    }
    if (object.type == Type::Instance && call_special(object, "__setitem__", {index, value})) return;
    raise_error("TypeError", "'" + type_name(object) + "' object does not support item assignment");
}

// ---- expressions -------------------------------------------------------------------------------------------

namespace {

// Out of line: a BigInteger in `evaluate`'s frame would make every level of every recursion larger.
[[gnu::noinline]] Value big_int_literal(const Expr& expr) {
    return int_value(*BigInteger::parse(expr.text, static_cast<int>(expr.int_value)));
}

}  // namespace

Value Evaluator::evaluate(const Expr& whole) {
    // `a if test else b` goes on with the chosen branch in this same call: one wasm frame less on the page's
    // JavaScript stack in a recursion such as `return 0 if n == 0 else 1 + f(n - 1)` (docs/recursion.md).
    const Expr* chosen = &whole;
    for (;;) {
        const Expr& expr = *chosen;
        switch (expr.kind) {
            case ExprKind::Name: return load(expr.text);
            case ExprKind::Int:
                if (!expr.text.empty()) return big_int_literal(expr);
                return int_value(expr.int_value);
            case ExprKind::Float: return float_value(expr.float_value);
            case ExprKind::Str: return str_value(expr.text);
            case ExprKind::Bytes: return bytes_value(runtime_, expr.text);
            case ExprKind::FString: return evaluate_fstring(expr);
            case ExprKind::Constant:
                if (expr.text == "None") return none_value();
                if (expr.text == "...") {
                    Value ellipsis;
                    ellipsis.type = Type::Ellipsis;
                    return ellipsis;
                }
                return bool_value(expr.text == "True");
            case ExprKind::Tuple: case ExprKind::List: return evaluate_sequence_display(expr);
            case ExprKind::ListComp:
                if (expr.text == "generator") return make_generator_expression(expr);
                return evaluate_comprehension(expr);
            case ExprKind::DictComp: case ExprKind::SetComp: return evaluate_comprehension(expr);
            case ExprKind::Dict: return evaluate_dict_display(expr);
            case ExprKind::Set: return evaluate_set_display(expr);
            case ExprKind::BinaryOp: {
                const Value left = evaluate(*expr.items[0]);
                const Value right = evaluate(*expr.items[1]);
                return binary_operation(runtime_, expr.text, left, right);
            }
            case ExprKind::UnaryOp: return unary_operation(runtime_, expr.text, evaluate(*expr.items[0]));
            case ExprKind::BoolOp: return evaluate_bool_operation(expr);
            case ExprKind::Compare: return evaluate_comparison(expr);
            case ExprKind::IfElse:
                chosen = truthy(evaluate(*expr.items[1])) ? expr.items[0].get() : expr.items[2].get();
                continue;
            case ExprKind::Call: return evaluate_call(expr);
            case ExprKind::Attribute: return get_attribute(runtime_, evaluate(*expr.items[0]), expr.text);
            case ExprKind::Subscript: {
                const Value object = evaluate(*expr.items[0]);
                return evaluate_subscript(object, evaluate(*expr.items[1]));
            }
            case ExprKind::Slice: return evaluate_slice(expr);
            case ExprKind::Starred: raise_unsupported("* here");
            case ExprKind::Lambda: return make_function(*expr.definition);
            case ExprKind::NamedExpr: return evaluate_named(expr);
            case ExprKind::Yield: raise_unsupported("yield in this position");
        }
        return none_value();
    }
}

// (a, *b) and [a, *b]: a starred item spreads its elements.
Value Evaluator::evaluate_sequence_display(const Expr& expr) {
    std::vector<Value> items;
    for (const ExprPtr& item : expr.items) {
        if (item->kind == ExprKind::Starred) {
            for (const Value& element : iterate(runtime_, evaluate(*item->items[0]))) items.push_back(element);
        } else {
            items.push_back(evaluate(*item));
        }
    }
    return expr.kind == ExprKind::List ? list_value(std::move(items)) : tuple_value(std::move(items));
}

// a and b, a or b: the first operand that decides, else the last.
Value Evaluator::evaluate_bool_operation(const Expr& expr) {
    Value value;
    for (const ExprPtr& operand : expr.items) {
        value = evaluate(*operand);
        const bool truth = truthy(value);
        if (expr.text == "and" ? !truth : truth) return value;
    }
    return value;
}

Value Evaluator::evaluate_comparison(const Expr& expr) {
    // a < b < c is (a < b) and (b < c): the first false result, or the last one.
    Value left = evaluate(*expr.items[0]);
    Value result;
    for (std::size_t i = 0; i < expr.compare_ops.size(); ++i) {
        Value right = evaluate(*expr.items[i + 1]);
        result = rich_compare(runtime_, expr.compare_ops[i], left, right);
        if (i + 1 < expr.compare_ops.size() && !truthy(result)) return result;
        left = std::move(right);
    }
    return result;
}

// start:stop:step as the slice object indexing reads.
Value Evaluator::evaluate_slice(const Expr& expr) {
    std::vector<Value> bounds;
    for (const ExprPtr& item : expr.items) bounds.push_back(item ? evaluate(*item) : none_value());
    Value slice = tuple_value(bounds);
    slice.type = Type::Slice;  // start, stop, step
    return slice;
}

namespace {
bool is_slice(const Value& value) { return value.type == Type::Slice; }
}  // namespace

Value Evaluator::evaluate_subscript(const Value& object, const Value& given_index) {
    if (object.type == Type::Native && native_type_of(object).subscript) return native_type_of(object).subscript(runtime_, object, given_index);
    // A tensor indexing a list, tuple, str or range stands for its integer (Tensor.__index__).
    const bool by_position = object.type != Type::Dict && object.type != Type::Instance;
    const bool has_index = given_index.type == Type::Native && native_type_of(given_index).index;
    const Value index = by_position && has_index ? int_value(integer_argument(given_index)) : given_index;
    if (object.type == Type::Instance) {
        if (std::optional<Value> item = call_special(object, "__getitem__", {index})) return *item;
        raise_error("TypeError", "'" + type_name(object) + "' object is not subscriptable");
    }
    if (object.type == Type::Dict) {
        if (const Value* found = dict_of(object).find(index)) return *found;
        if (std::optional<Value> made = missing_dict_value(runtime_, object, index)) return *made;
        raise_key_error(index);
    }
    const bool sequence = object.type == Type::List || object.type == Type::Tuple || object.type == Type::Str;
    if (object.type == Type::Range) {
        const RangeObject& range = range_of(object);
        if (is_slice(index)) {  // range(10)[2::3] is range(2, 10, 3)
            std::int64_t first, last, step;
            const auto& bounds = items_of(index);
            slice_bounds(bounds[0], bounds[1], bounds[2], range.length(), first, last, step);
            return range_value(range.start + first * range.step, range.start + last * range.step, range.step * step);
        }
        if (index.type != Type::Int && index.type != Type::Bool)
            raise_error("TypeError", "range indices must be integers or slices, not " + type_name(index));
        const std::int64_t position = sequence_index(index.integer, static_cast<std::size_t>(range.length()), "range object");
        return int_value(range.start + position * range.step);
    }
    if (!sequence) {
        if (object.type == Type::TypeObject) {
            const std::string& name = object_of<TypeObject>(object).name;
            if (name == "list" || name == "dict" || name == "tuple" || name == "set" || name == "frozenset" || name == "type")
                return builtin_generic_alias(runtime_, name, index);
            raise_unsupported("subscripting a type");
        }
        raise_error("TypeError", "'" + type_name(object) + "' object is not subscriptable");
    }
    const char* kind = is_deque(object) ? "deque" : object.type == Type::List ? "list" : object.type == Type::Str ? "string" : "tuple";
    if (is_deque(object) && is_slice(index)) raise_error("TypeError", "sequence index must be integer, not 'slice'");
    if (object.type == Type::Str) return string_subscript(object, index);
    const auto& items = items_of(object);
    if (is_slice(index)) {
        std::int64_t first, last, step;
        const auto& bounds = items_of(index);
        slice_bounds(bounds[0], bounds[1], bounds[2], static_cast<std::int64_t>(items.size()), first, last, step);
        std::vector<Value> picked;
        for (std::int64_t i = first; step > 0 ? i < last : i > last; i += step) picked.push_back(items[static_cast<std::size_t>(i)]);
        if (object.type == Type::List) return list_value(picked);
        if (const NativeType* subclass = tuple_subclass_of(object)) return subclass->from_items(picked);  // torch.Size[1:]
        return tuple_value(picked);
    }
    if (index.type == Type::BigInt) raise_error("IndexError", "cannot fit 'int' into an index-sized integer");
    if (index.type != Type::Int && index.type != Type::Bool) {
        if (index.type == Type::Tuple && !tuple_subclass_of(object))
            raise_error("TypeError", std::string(kind) + " indices must be integers or slices, not tuple");
        raise_error("TypeError", std::string(kind) + " indices must be integers or slices, not " + type_name(index));
    }
    return items[static_cast<std::size_t>(sequence_index(index.integer, items.size(), kind))];
}

Value Evaluator::evaluate_fstring(const Expr& expr) {
    std::string out;
    for (const FStringPart& part : expr.fstring_parts) {
        if (!part.expression) {
            out += part.literal;
            continue;
        }
        out += part.debug_text;
        Value value = evaluate(*part.expression);
        const std::string spec = part.format_spec ? str_of(evaluate_fstring(*part.format_spec)) : "";
        // CPython's repr and str (a spec-less {value} is str(value)) take a level of recursion: an instance's
        // __repr__/__str__ counts it where it is called (classes.cpp); other values only need the room for it.
        const bool reprs = part.conversion == 'r' || part.conversion == 'a';
        if (value.type != Type::Instance && (reprs || ((part.conversion == 's' || spec.empty()) && value.type != Type::Str)))
            check_recursion_room(runtime_, reprs ? " while getting the repr of an object" : " while getting the str of an object");
        if (reprs) value = str_value(part.conversion == 'a' ? ascii_repr(value) : repr(value));
        else if (part.conversion == 's') value = str_value(str(value));
        out += format_with_spec(value, spec);
    }
    return str_value(out);
}

Value Evaluator::evaluate_comprehension(const Expr& expr) {
    const RecursionLevel level(runtime_, "");  // CPython 3.11 runs a comprehension as a function of its own
    const std::shared_ptr<Scope> owned = std::make_shared<Scope>();
    Scope& scope = *owned;
    comprehension_owners_[&scope] = owned;
    struct Forget {
        Evaluator& evaluator;
        const Scope* scope;
        ~Forget() { evaluator.comprehension_owners_.erase(scope); }
    } forget{*this, &scope};
    comprehension_scopes_.push_back(&scope);
    Value result = expr.kind == ExprKind::DictComp ? dict_value() : expr.kind == ExprKind::SetComp ? set_value() : list_value({});
    std::size_t count = 0;
    auto emit = [&]() {
        if (++count >= 10'000'000) raise_error("MemoryError", "this list is too long for the playground");
        if (expr.kind == ExprKind::DictComp) {
            Value key = evaluate(*expr.items[0]);
            dict_of(result).set(key, evaluate(*expr.items[1]));
        } else if (expr.kind == ExprKind::SetComp) {
            set_of(result).add(evaluate(*expr.items[0]));
        } else {
            items_of(result).push_back(evaluate(*expr.items[0]));
        }
    };
    try {
        run_comprehension(expr, 0, emit);
    } catch (...) {
        comprehension_scopes_.pop_back();
        throw;
    }
    comprehension_scopes_.pop_back();
    return result;
}

void Evaluator::run_comprehension(const Expr& expr, std::size_t clause_index, const std::function<void()>& emit) {
    if (clause_index == expr.comprehensions.size()) {
        emit();
        return;
    }
    const Comprehension& clause = expr.comprehensions[clause_index];
    // The first iterable is evaluated in the enclosing scope, as in Python.
    Value iterable;
    if (clause_index == 0) {
        Scope* own = comprehension_scopes_.back();
        comprehension_scopes_.pop_back();
        try {
            iterable = evaluate(*clause.iterable);
        } catch (...) {
            comprehension_scopes_.push_back(own);
            throw;
        }
        comprehension_scopes_.push_back(own);
    } else {
        iterable = evaluate(*clause.iterable);
    }
    auto visit = [&](const Value& item) {
        runtime_.charge(1);
        assign(*clause.target, item);
        for (const ExprPtr& condition : clause.conditions)
            if (!truthy(evaluate(*condition))) return;
        run_comprehension(expr, clause_index + 1, emit);
    };
    if (iterable.type == Type::Range) {
        const RangeObject range = range_of(iterable);
        for (std::int64_t i = 0; i < range.length(); ++i) visit(int_value(range.start + i * range.step));
        return;
    }
    if (iterable.type == Type::Instance) {  // a generator or iterator: each item taken when the clause wants it
        const Value iterator = iterator_of(runtime_, iterable);
        while (std::optional<Value> item = next_item(runtime_, iterator)) visit(*item);
        return;
    }
    for (const Value& item : iterate(runtime_, iterable)) visit(item);
}

// {a: 1, **other} and {a, *rest}: keys and items in source order.
Value Evaluator::evaluate_dict_display(const Expr& expr) {
    Value result = dict_value();
    for (std::size_t i = 0; i < expr.items.size(); i += 2) {
        if (!expr.items[i]) {
            const Value other = evaluate(*expr.items[i + 1]);
            if (other.type != Type::Dict) raise_error("TypeError", "'" + type_name(other) + "' object is not a mapping");
            for (const DictObject::Entry* entry : dict_of(other).live_entries()) dict_of(result).set(entry->key, entry->value);
            continue;
        }
        Value key = evaluate(*expr.items[i]);
        dict_of(result).set(key, evaluate(*expr.items[i + 1]));
    }
    return result;
}

Value Evaluator::evaluate_set_display(const Expr& expr) {
    std::vector<Value> items;
    bool constants = true;
    for (const ExprPtr& item : expr.items) {
        if (item->kind == ExprKind::Starred) {
            constants = false;
            for (const Value& element : iterate(runtime_, evaluate(*item->items[0]))) items.push_back(element);
            continue;
        }
        if (!is_constant_expression(*item)) constants = false;
        items.push_back(evaluate(*item));
    }
    return set_from_items(items, constants);
}

}  // namespace qkv::python
