// evaluator_calls.cpp — calls: evaluating arguments (*iterable, **mapping), making functions and lambdas with
// their defaults and closures, and binding arguments to parameters with CPython 3.11's messages.
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/stack_guard.hpp"
#include "python/runtime/native_type.hpp"

namespace qkv::python {
namespace {

void add_name(std::vector<std::string>& names, const std::string& name) {
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
}

void collect_target_names(const Expr& target, std::vector<std::string>& names) {
    if (target.kind == ExprKind::Name) {
        add_name(names, target.text);
    } else if (target.kind == ExprKind::Tuple || target.kind == ExprKind::List) {
        for (const ExprPtr& item : target.items) collect_target_names(*item, names);
    } else if (target.kind == ExprKind::Starred) {
        collect_target_names(*target.items[0], names);
    }
}

// Names a function body binds (its locals), in first-appearance order, and the names it declares global.
// A nested def binds its own name here; what its body binds is its own.
void collect_bound_names(const Block& block, std::vector<std::string>& names, std::set<std::string>& globals,
                         std::set<std::string>& nonlocals) {
    for (const StmtPtr& stmt : block) {
        switch (stmt->kind) {
            case StmtKind::Assign: case StmtKind::AugAssign: case StmtKind::For:
                for (const ExprPtr& target : stmt->targets) collect_target_names(*target, names);
                break;
            case StmtKind::Def: case StmtKind::Class: add_name(names, stmt->text); continue;
            case StmtKind::With:
                for (const ExprPtr& target : stmt->targets) collect_target_names(*target, names);
                break;
            case StmtKind::Try:
                for (const ExceptHandler& handler : stmt->handlers) {
                    add_name(names, handler.name);
                    collect_bound_names(handler.body, names, globals, nonlocals);
                }
                collect_bound_names(stmt->finally_body, names, globals, nonlocals);
                break;
            case StmtKind::Import:
                for (const ImportedName& imported : stmt->imports) add_name(names, imported.alias);
                break;
            case StmtKind::Global:
                for (const std::string& name : stmt->parameters) globals.insert(name);
                break;
            case StmtKind::Nonlocal:
                for (const std::string& name : stmt->parameters) nonlocals.insert(name);
                break;
            default: break;
        }
        collect_bound_names(stmt->body, names, globals, nonlocals);
        collect_bound_names(stmt->orelse, names, globals, nonlocals);
    }
}

// 'a', 'a' and 'b', 'a', 'b', and 'c'
std::string quoted_list(const std::vector<std::string>& names) {
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) list += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        list += "'" + names[i] + "'";
    }
    return list;
}

[[noreturn]] void raise_missing(const std::string& name, const std::vector<std::string>& missing, const char* kind) {
    raise_error("TypeError", name + "() missing " + std::to_string(missing.size()) + " required " + kind + " argument" +
                                 (missing.size() == 1 ? "" : "s") + ": " + quoted_list(missing));
}

[[noreturn]] void raise_too_many_positional(const FunctionObject& function, std::size_t given) {
    const std::size_t count = function.definition->positional_count;
    const std::size_t required = count - function.defaults.size();
    std::string expected = std::to_string(count);
    if (!function.defaults.empty()) expected = "from " + std::to_string(required) + " to " + std::to_string(count);
    raise_error("TypeError", function.qualified_name + "() takes " + expected + " positional argument" +
                                 (count == 1 && function.defaults.empty() ? "" : "s") + " but " + std::to_string(given) +
                                 (given == 1 ? " was" : " were") + " given");
}

// "__main__.f()", "print()": how CPython names the callee when a call's ** argument is wrong.
std::string function_description(const Value& callee) {
    if (callee.type == Type::Function) return "__main__." + object_of<FunctionObject>(callee).qualified_name + "()";
    if (callee.type == Type::Builtin) return object_of<BuiltinObject>(callee).name + "()";
    return type_name(callee) + " object";
}

}  // namespace

void Evaluator::capture_comprehension_scopes(std::vector<std::shared_ptr<Scope>>& closure) const {
    for (const Scope* scope : comprehension_scopes_)
        if (const auto owner = comprehension_owners_.find(scope); owner != comprehension_owners_.end()) closure.push_back(owner->second);
}

Value Evaluator::make_function(const Stmt& definition) {
    auto function = std::make_shared<FunctionObject>();
    runtime_.track(function);
    function->definition = &definition;
    function->qualified_name = definition.text;
    for (const ExprPtr& default_value : definition.defaults) function->defaults.push_back(evaluate(*default_value));
    for (const ExprPtr& default_value : definition.keyword_defaults)
        function->keyword_defaults.push_back(default_value ? std::optional<Value>(evaluate(*default_value)) : std::nullopt);
    if (!frames_.empty()) {
        const Frame& enclosing = *frames_.back();
        function->closure = enclosing.function->closure;
        function->closure.push_back(enclosing.locals);
    }
    if (!comprehension_scopes_.empty()) capture_comprehension_scopes(function->closure);
    Value value;
    value.type = Type::Function;
    value.object = std::move(function);
    return value;
}

Value Evaluator::evaluate_call(const Expr& expr) {
    const Value callee = evaluate(*expr.items[0]);
    CallArgs args;
    for (std::size_t i = 1; i < expr.items.size(); ++i) {
        const Expr& argument = *expr.items[i];
        if (argument.kind == ExprKind::Starred) {
            for (const Value& item : iterate(runtime_, evaluate(*argument.items[0]))) args.positional.push_back(item);
        } else {
            args.positional.push_back(evaluate(argument));
        }
    }
    for (std::size_t i = 0; i < expr.keyword_names.size(); ++i) {
        Value value = evaluate(*expr.keyword_values[i]);
        if (expr.keyword_names[i] != "**") {
            args.keywords.emplace_back(expr.keyword_names[i], std::move(value));
            continue;
        }
        if (value.type != Type::Dict)
            raise_error("TypeError", function_description(callee) + " argument after ** must be a mapping, not " + type_name(value));
        for (const DictObject::Entry* entry : dict_of(value).live_entries()) {
            if (entry->key.type != Type::Str) raise_error("TypeError", "keywords must be strings");
            const std::string& keyword = str_of(entry->key);
            for (const auto& earlier : args.keywords)
                if (earlier.first == keyword)
                    raise_error("TypeError", function_description(callee) + " got multiple values for keyword argument '" + keyword + "'");
            args.keywords.emplace_back(keyword, entry->value);
        }
    }
    return call(callee, args);
}

Value Evaluator::call(const Value& callee, CallArgs& args) {
    runtime_.charge(1);
    switch (callee.type) {
        case Type::Builtin: return object_of<BuiltinObject>(callee).call(runtime_, args);
        case Type::TypeObject: return object_of<TypeObject>(callee).construct(runtime_, args);
        case Type::Function: return call_function(callee, args);
        case Type::Class: return instantiate(runtime_, callee, args);
        case Type::Instance: return call_instance(runtime_, callee, args);
        case Type::BoundMethod: return call_method(callee, args);
        case Type::Native:
            if (native_type_of(callee).call) return native_type_of(callee).call(runtime_, callee, args);
            [[fallthrough]];
        default: raise_error("TypeError", "'" + type_name(callee) + "' object is not callable");
    }
}

// A bound method of a Python function is called here directly rather than through call_bound_method and
// runtime.call, which saves the page's stack that detour's frames on every recursive method call.
Value Evaluator::call_method(const Value& method, CallArgs& args) {
    const BoundMethodObject& bound = object_of<BoundMethodObject>(method);
    if (bound.function.type != Type::Function) return call_bound_method(runtime_, method, args);
    runtime_.charge(1);
    CallArgs with_self;  // a copy: callers such as sorted's key= pass the same arguments again
    with_self.positional.reserve(args.positional.size() + 1);
    with_self.positional.push_back(bound.self);
    with_self.positional.insert(with_self.positional.end(), args.positional.begin(), args.positional.end());
    with_self.keywords = args.keywords;
    return call_function(bound.function, with_self);
}

// Positional arguments fill the positional parameters (the rest go to *args), keywords find their parameter
// (or **kwargs), and defaults fill what is left; anything else is CPython's TypeError.
void Evaluator::bind_arguments(const FunctionObject& function, CallArgs& args, Frame& frame) {
    const Stmt& definition = *function.definition;
    const std::vector<std::string>& parameters = definition.parameters;
    const std::size_t positional_count = definition.positional_count;
    const std::string& name = function.qualified_name;
    Scope& locals = *frame.locals;
    if (args.positional.size() > positional_count && definition.star_parameter.empty())
        raise_too_many_positional(function, args.positional.size());
    std::vector<bool> bound(parameters.size(), false);
    const std::size_t by_position = std::min(args.positional.size(), positional_count);
    for (std::size_t i = 0; i < by_position; ++i) {
        locals.set(parameters[i], args.positional[i]);
        bound[i] = true;
    }
    if (!definition.star_parameter.empty())
        locals.set(definition.star_parameter, tuple_value(std::vector<Value>(args.positional.begin() + by_position, args.positional.end())));
    Value extra_keywords = dict_value();
    for (const auto& keyword : args.keywords) {
        const auto it = std::find(parameters.begin(), parameters.end(), keyword.first);
        if (it == parameters.end()) {
            if (definition.double_star_parameter.empty())
                raise_error("TypeError", name + "() got an unexpected keyword argument '" + keyword.first + "'");
            dict_of(extra_keywords).set(str_value(keyword.first), keyword.second);
            continue;
        }
        const std::size_t position = static_cast<std::size_t>(it - parameters.begin());
        if (bound[position]) raise_error("TypeError", name + "() got multiple values for argument '" + keyword.first + "'");
        locals.set(keyword.first, keyword.second);
        bound[position] = true;
    }
    if (!definition.double_star_parameter.empty()) locals.set(definition.double_star_parameter, extra_keywords);
    const std::size_t required = positional_count - function.defaults.size();
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < positional_count; ++i) {
        if (bound[i]) continue;
        if (i >= required) locals.set(parameters[i], function.defaults[i - required]);
        else missing.push_back(parameters[i]);
    }
    if (!missing.empty()) raise_missing(name, missing, "positional");
    for (std::size_t i = positional_count; i < parameters.size(); ++i) {
        if (bound[i]) continue;
        const std::optional<Value>& fallback = function.keyword_defaults[i - positional_count];
        if (fallback) locals.set(parameters[i], *fallback);
        else missing.push_back(parameters[i]);
    }
    if (!missing.empty()) raise_missing(name, missing, "keyword-only");
}

Value Evaluator::call_function(const Value& function_value, CallArgs& args) {
    const FunctionObject& function = object_of<FunctionObject>(function_value);
    const Stmt& definition = *function.definition;
    check_recursion_room(runtime_, "");

    Frame frame;
    frame.function = &function;
    if (!args.positional.empty()) frame.first_argument = args.positional[0];
    frame.variable_names = definition.parameters;
    add_name(frame.variable_names, definition.star_parameter);
    add_name(frame.variable_names, definition.double_star_parameter);
    collect_bound_names(definition.body, frame.variable_names, frame.global_names, frame.nonlocal_names);
    for (const std::string& name : definition.named_targets) add_name(frame.variable_names, name);
    for (const std::string& local : frame.variable_names)
        if (!frame.global_names.count(local) && !frame.nonlocal_names.count(local)) frame.local_names.insert(local);
    bind_arguments(function, args, frame);
    if (definition.is_generator) return make_generator(function_value, std::move(frame));
    // The body's statements run here rather than through execute_block: one wasm frame less per Python call on the
    // page's JavaScript stack (docs/recursion.md).
    const auto body = [&]() {
        for (const StmtPtr& stmt : definition.body) {
            const Flow flow = execute(*stmt);
            if (flow == Flow::Return) return frame.return_value;
            if (flow != Flow::Normal) break;
        }
        return none_value();
    };
    if (!fresh_stack_due(runtime_)) return in_frame(frame, body);
    Value result;  // a deep recursion goes on on a stack of its own (RunLimits::frames_per_stack)
    run_on_fresh_stack(runtime_, [&]() { result = in_frame(frame, body); });
    return result;
}

}  // namespace qkv::python
