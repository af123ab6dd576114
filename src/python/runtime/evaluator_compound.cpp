// evaluator_compound.cpp — try/except/else/finally, raise, with and class statements, and the builtins that
// read the running program (super() needs the calling method; type() the builtins' own type objects).
#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

// Whether an exception of class `raised` is caught by `except handler_type`.
bool handles(const Value& handler_type, const ClassObject& raised) {
    if (handler_type.type == Type::Tuple) {
        for (const Value& option : items_of(handler_type))
            if (handles(option, raised)) return true;
        return false;
    }
    if (!is_exception_class(handler_type))
        raise_error("TypeError", "catching classes that do not inherit from BaseException is not allowed");
    return is_subclass(raised, class_of(handler_type));
}

}  // namespace

// A try statement in a generator: run_body resumes the body, and a body that yields leaves the statement for now.
// (Elsewhere execute() runs a try itself, one frame less per level of a recursion through it: docs/recursion.md.)
Evaluator::Flow Evaluator::execute_try(const Stmt& stmt, const std::function<Flow()>* run_body) {
    if (stmt.finally_body.empty()) return execute_try_except(stmt, run_body);
    Flow flow = Flow::Normal;
    try {
        flow = execute_try_except(stmt, run_body);
    } catch (PythonError& error) {
        if (!error.catchable()) throw;
        const Flow finally_flow = execute_block(stmt.finally_body);
        if (finally_flow != Flow::Normal) return finally_flow;  // return/break in finally drops the exception
        throw;
    }
    if (flow == Flow::Yield) return flow;
    const Flow finally_flow = execute_block(stmt.finally_body);
    return finally_flow != Flow::Normal ? finally_flow : flow;
}

// The try's body, its except clauses and its else clause; the body's statements run in this frame.
Evaluator::Flow Evaluator::execute_try_except(const Stmt& stmt, const std::function<Flow()>* run_body) {
    Flow flow = Flow::Normal;
    try {
        if (run_body) {
            flow = (*run_body)();
        } else {
            for (const StmtPtr& body_stmt : stmt.body)
                if ((flow = execute(*body_stmt)) != Flow::Normal) break;
        }
    } catch (PythonError& error) {
        if (!error.catchable()) throw;
        return handle_exception(stmt, error);
    }
    if (flow == Flow::Normal && !stmt.orelse.empty()) flow = execute_block(stmt.orelse);
    return flow;
}

// The first except clause that matches the exception runs; none matching raises it on (called from a catch
// block, whose exception `throw;` rethrows).
Evaluator::Flow Evaluator::handle_exception(const Stmt& stmt, const PythonError& error) {
    const ClassObject& raised_class = class_of_instance(exception_of(error));
    for (const ExceptHandler& handler : stmt.handlers)
        if (!handler.type || handles(evaluate(*handler.type), raised_class)) return run_handler(handler, error);
    throw;
}

// Runs an except clause with its exception bound to the `as` name, which is unbound afterwards as in Python.
Evaluator::Flow Evaluator::run_handler(const ExceptHandler& handler, const PythonError& error) {
    const Value exception = exception_of(error);
    handled_exceptions_.push_back(exception);
    if (!handler.name.empty()) store(handler.name, exception);
    auto leave = [&]() {
        handled_exceptions_.pop_back();
        if (handler.name.empty()) return;
        Scope* scope = &globals_;
        if (!comprehension_scopes_.empty()) scope = comprehension_scopes_.back();
        else if (!frames_.empty() && !frames_.back()->global_names.count(handler.name)) scope = frames_.back()->locals.get();
        scope->remove(handler.name);
    };
    try {
        const Flow flow = execute_block(handler.body);
        leave();
        return flow;
    } catch (...) {
        leave();
        throw;
    }
}

void Evaluator::execute_raise(const Stmt& stmt) {
    if (!stmt.value) {
        if (handled_exceptions_.empty()) raise_error("RuntimeError", "No active exception to reraise");
        raise_exception(runtime_, handled_exceptions_.back());
    }
    Value raised = evaluate(*stmt.value);
    if (stmt.test) {
        Value cause = evaluate(*stmt.test);
        if (cause.type != Type::None && !is_exception_class(cause) &&
            !(cause.type == Type::Instance && is_exception_class(object_of<InstanceObject>(cause).cls)))
            raise_error("TypeError", "exception causes must derive from BaseException");
        CallArgs no_arguments;
        if (is_exception_class(cause)) cause = call(cause, no_arguments);
        if (is_exception_class(raised)) raised = call(raised, no_arguments);
        if (raised.type == Type::Instance && is_exception_class(object_of<InstanceObject>(raised).cls))
            object_of<InstanceObject>(raised).attributes.set("__cause__", cause);
    }
    raise_exception(runtime_, raised);
}

// with EXPR as TARGET: __enter__'s result is bound; __exit__ always runs, and a true result from it swallows
// the exception the body raised.
Evaluator::Flow Evaluator::execute_with(const Stmt& stmt) {
    const Value manager = evaluate(*stmt.value);
    const bool has_protocol = manager.type == Type::Instance && find_member(class_of_instance(manager), "__enter__") &&
                              find_member(class_of_instance(manager), "__exit__");
    if (!has_protocol)
        raise_error("TypeError", "'" + type_name(manager) + "' object does not support the context manager protocol");
    const Value exit = get_attribute(runtime_, manager, "__exit__");
    CallArgs enter_args;
    const Value entered = call(get_attribute(runtime_, manager, "__enter__"), enter_args);
    Flow flow = Flow::Normal;
    try {
        if (!stmt.targets.empty()) assign(*stmt.targets[0], entered);
        flow = execute_block(stmt.body);
    } catch (PythonError& error) {
        if (!error.catchable()) throw;
        const Value exception = exception_of(error);
        CallArgs exit_args;
        exit_args.positional = {object_of<InstanceObject>(exception).cls, exception, none_value()};
        if (!truthy(call(exit, exit_args))) throw;
        return Flow::Normal;
    }
    CallArgs exit_args;
    exit_args.positional = {none_value(), none_value(), none_value()};
    call(exit, exit_args);
    return flow;
}

// The body runs in the class's own namespace; its functions become methods that know their class (for super()).
// A class body's `name: annotation` lines: CPython keeps them, evaluated, in the class's __annotations__ (which
// dataclasses read for the fields). An annotation the playground cannot evaluate (list[int]) is kept as None.
void Evaluator::collect_annotations(const Block& body, Scope& members) {
    Value annotations = dict_value();
    for (const StmtPtr& line : body) {
        if ((line->kind != StmtKind::Assign && line->kind != StmtKind::Pass) || line->text.empty()) continue;
        Value annotation = none_value();
        try {
            annotation = evaluate(*line->test);
        } catch (const PythonError& error) {
            if (error.catchable()) throw;
        }
        dict_of(annotations).set(str_value(line->text), annotation);
    }
    if (dict_of(annotations).size > 0) members.set("__annotations__", annotations);
}

void Evaluator::execute_class(const Stmt& stmt) {
    std::vector<Value> decorators = evaluate_decorators(stmt);
    std::vector<Value> bases;
    for (const ExprPtr& base_expression : stmt.bases) {
        const Value base = evaluate(*base_expression);
        if (base.type == Type::TypeObject) raise_unsupported("subclassing " + object_of<TypeObject>(base).name);
        if (base.type != Type::Class) raise_error("TypeError", "bases must be types");
        bases.push_back(base);
    }
    Scope members;
    members.set("__module__", str_value("__main__"));
    members.set("__qualname__", str_value(stmt.text));
    comprehension_scopes_.push_back(&members);
    try {
        execute_block(stmt.body);
        collect_annotations(stmt.body, members);
    } catch (...) {
        comprehension_scopes_.pop_back();
        throw;
    }
    comprehension_scopes_.pop_back();
    members.remove("__module__");
    members.remove("__qualname__");
    if (!members.find("__doc__")) {  // every class has its own, None without a docstring
        const std::string* doc = docstring_of(stmt.body);
        members.set("__doc__", doc ? str_value(*doc) : none_value());
    }
    const Value cls = make_class(stmt.text, "__main__", std::move(bases), std::move(members));
    runtime_.track(cls.object);
    for (const std::string& name : class_of(cls).members.names()) {
        const Value* member = class_of(cls).members.find(name);
        const bool decorated = member->type == Type::Instance && (&class_of_instance(*member) == &class_of(property_class()) ||
                                                                  &class_of_instance(*member) == &class_of(staticmethod_class()) ||
                                                                  &class_of_instance(*member) == &class_of(classmethod_class()));
        if (decorated) {  // the function a property, staticmethod or classmethod holds
            const Scope& held = object_of<InstanceObject>(*member).attributes;
            member = held.find("fget") ? held.find("fget") : held.find("__func__");
            if (!member) continue;
        }
        if (member->type != Type::Function) continue;
        FunctionObject& function = object_of<FunctionObject>(*member);
        if (function.defining_class.type != Type::None) continue;
        function.defining_class = cls;
        function.qualified_name = stmt.text + "." + function.qualified_name;
    }
    store(stmt.text, apply_decorators(std::move(decorators), cls));
}

// A definition's decorators are evaluated, top first, before the definition itself ...
std::vector<Value> Evaluator::evaluate_decorators(const Stmt& stmt) {
    std::vector<Value> decorators;
    for (const ExprPtr& decorator : stmt.decorators) decorators.push_back(evaluate(*decorator));
    return decorators;
}

// ... and applied after it, the nearest first.
Value Evaluator::apply_decorators(std::vector<Value> decorators, Value defined) {
    for (auto decorator = decorators.rbegin(); decorator != decorators.rend(); ++decorator) {
        CallArgs args;
        args.positional.push_back(std::move(defined));
        defined = call(*decorator, args);
    }
    return defined;
}

void Evaluator::add_class_builtins() {
    builtins_.set("object", object_class());
    builtins_.set("property", property_class());
    builtins_.set("staticmethod", staticmethod_class());
    builtins_.set("classmethod", classmethod_class());
    for (const auto& entry : exception_classes()) builtins_.set(entry.first, entry.second);
    builtins_.set("super", builtin_value("super", [this](Runtime&, CallArgs& args) {
        if (!args.positional.empty()) {
            if (args.positional.size() != 2) raise_error("TypeError", "super() takes at most 2 arguments");
            auto object = std::make_shared<SuperObject>();
            object->after = args.positional[0];
            object->self = args.positional[1];
            Value super;
            super.type = Type::Super;
            super.object = std::move(object);
            return super;
        }
        if (frames_.empty() || frames_.back()->function->definition->parameters.empty())
            raise_error("RuntimeError", "super(): no arguments");
        if (frames_.back()->function->defining_class.type == Type::None)
            raise_error("RuntimeError", "super(): __class__ cell not found");
        CallArgs explicit_args;
        explicit_args.positional = {frames_.back()->function->defining_class, frames_.back()->first_argument};
        return object_of<BuiltinObject>(*builtins_.find("super")).call(runtime_, explicit_args);
    }));
    builtins_.set("type", type_value("type", Type::Class, [this](Runtime&, CallArgs& args) {
        reject_keywords(args, "type");
        if (args.positional.size() != 1) raise_unsupported("type() with 3 arguments");
        const Value& value = args.positional[0];
        if (value.type == Type::Instance) return object_of<InstanceObject>(value).cls;
        const NativeType* native = value.type == Type::Native ? &native_type_of(value) : tuple_subclass_of(value);
        if (native && native->type_object) return native->type_object(value);
        if (const Value* builtin = builtins_.find(type_name(value)); builtin && builtin->type == Type::TypeObject) return *builtin;
        const std::string name = value.type == Type::Dict && dict_of(value).ordered ? "collections.OrderedDict"
                                 : type_name(value) == "Counter" ? "collections.Counter"
                                 : value.type == Type::Tuple && object_of<SequenceObject>(value).python_named ? "__main__." + type_name(value)
                                                                                                             : type_name(value);
        return type_value(name, value.type, [](Runtime&, CallArgs&) -> Value {
            raise_unsupported("calling this type");
        });
    }));
}

}  // namespace qkv::python
