// evaluator.hpp — executes a parsed module: statements, expressions, calls, scopes, imports
// (evaluator.cpp; evaluator_calls.cpp for functions and calls; evaluator_compound.cpp for try, raise, with and class;
// evaluator_generators.cpp for generator functions).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "python/compiler/ast.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/scope.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

// Python's slice.indices(): bounds clamped for the given length and step.
void slice_bounds(const Value& start, const Value& stop, const Value& step_value, std::int64_t length, std::int64_t& first,
                  std::int64_t& last, std::int64_t& step);

class Evaluator {
public:
    Evaluator(Runtime& runtime, const std::string& filename);
    ~Evaluator();  // frees the run's reference cycles

    // Runs the module's statements; throws PythonError (with its line) on an uncaught exception.
    void execute_module(const Block& module);
    Scope& globals() { return globals_; }

private:
    enum class Flow { Normal, Break, Continue, Return, Yield };

    struct Frame {  // one call of a user-defined function
        const FunctionObject* function = nullptr;
        std::shared_ptr<Scope> locals = std::make_shared<Scope>();  // shared with the closures it creates
        std::set<std::string> local_names;
        std::set<std::string> global_names;
        std::set<std::string> nonlocal_names;  // bound in an enclosing call's locals
        std::vector<std::string> variable_names;  // parameters first, as CPython's co_varnames
        Value return_value;
        Value first_argument;  // a method's self, for super()
    };

    struct GeneratorRun;  // a generator's frame and where its body stopped (evaluator_generators.cpp)
    Value make_generator(const Value& function, Frame frame);
    std::optional<Value> resume_generator(GeneratorRun& run);
    Flow resume_at(GeneratorRun& run, std::size_t depth);
    Flow resume_statement(GeneratorRun& run, std::size_t depth, const Stmt& stmt);
    Flow resume_yield(GeneratorRun& run, std::size_t depth, const Stmt& stmt, bool entering);
    Flow resume_loop(GeneratorRun& run, std::size_t depth, const Stmt& stmt, bool entering);
    template <typename Body>
    auto in_frame(Frame& frame, Body&& body) -> decltype(body());
    struct GeneratorExpressionRun;  // a generator expression's clauses' iterators and its scope
    Value make_generator_expression(const Expr& expr);
    std::optional<Value> resume_generator_expression(GeneratorExpressionRun& run);

    Flow execute_block(const Block& block);
    Flow execute(const Stmt& stmt);
    [[gnu::noinline]] void execute_aug_assign(const Stmt& stmt);
    [[gnu::noinline]] void execute_def(const Stmt& stmt);
    [[gnu::noinline]] void execute_assert(const Stmt& stmt);
    Flow execute_while(const Stmt& stmt);
    Flow execute_for(const Stmt& stmt);
    void execute_delete(const Expr& target);
    void execute_import(const Stmt& stmt);
    // run_body is a pointer, not a defaulted std::function: no temporary in every `execute` frame.
    Flow execute_try(const Stmt& stmt, const std::function<Flow()>* run_body = nullptr);
    Flow execute_try_except(const Stmt& stmt, const std::function<Flow()>* run_body);
    [[gnu::noinline]] Flow handle_exception(const Stmt& stmt, const PythonError& error);
    Flow run_handler(const ExceptHandler& handler, const PythonError& error);
    void execute_raise(const Stmt& stmt);
    Flow execute_with(const Stmt& stmt);
    void execute_class(const Stmt& stmt);
    void collect_annotations(const Block& body, Scope& members);
    std::vector<Value> evaluate_decorators(const Stmt& stmt);
    Value apply_decorators(std::vector<Value> decorators, Value defined);
    void add_class_builtins();  // type, super, isinstance's classes ...: the ones that read the running program

    Value evaluate(const Expr& expr);
    Value evaluate_sequence_display(const Expr& expr);
    Value evaluate_bool_operation(const Expr& expr);
    Value evaluate_comparison(const Expr& expr);
    Value evaluate_slice(const Expr& expr);
    Value evaluate_call(const Expr& expr);
    Value evaluate_subscript(const Value& object, const Value& index);
    Value evaluate_fstring(const Expr& expr);
    Value evaluate_comprehension(const Expr& expr);
    Value evaluate_named(const Expr& expr);
    void run_comprehension(const Expr& expr, std::size_t clause, const std::function<void()>& emit);
    Value evaluate_dict_display(const Expr& expr);
    Value evaluate_set_display(const Expr& expr);

    Value call(const Value& callee, CallArgs& args);
    Value call_function(const Value& function, CallArgs& args);
    Value call_method(const Value& method, CallArgs& args);
    void bind_arguments(const FunctionObject& function, CallArgs& args, Frame& frame);
    Value make_function(const Stmt& definition);

    Value load(const std::string& name);
    void store(const std::string& name, Value value);
    void assign(const Expr& target, const Value& value);
    void assign_item(const Value& object, const Value& index, const Value& value);
    void assign_starred(const Expr& target, const std::vector<Value>& items);
    void assign_list_slice(const Value& list, const Value& slice, const Value* value);
    Value in_place(const std::string& op, const Value& current, const Value& operand);
    [[noreturn]] void raise_name_error(const std::string& name);

    Runtime& runtime_;
    ActiveRuntime active_;
    std::vector<Value> handled_exceptions_;  // the exceptions the running except clauses handle, innermost last
    Scope globals_;
    Scope builtins_;
    std::vector<Frame*> frames_;
    std::vector<Scope*> comprehension_scopes_;
    // The comprehensions' own scopes among comprehension_scopes_ (a class body's is not one), owned so that a
    // function made inside a comprehension can keep its variables as its closure, as Python's cells do.
    std::unordered_map<const Scope*, std::shared_ptr<Scope>> comprehension_owners_;
    void capture_comprehension_scopes(std::vector<std::shared_ptr<Scope>>& closure) const;
    Value random_module_;  // `random`, made at its first import
};

// Runs body with frame as the running call (its comprehension scopes set aside), however body ends.
template <typename Body>
auto Evaluator::in_frame(Frame& frame, Body&& body) -> decltype(body()) {
    std::vector<Scope*> saved_comprehensions;
    saved_comprehensions.swap(comprehension_scopes_);
    frames_.push_back(&frame);
    ++runtime_.call_depth;
    struct Restore {
        Evaluator& evaluator;
        std::vector<Scope*>& saved;
        ~Restore() {
            --evaluator.runtime_.call_depth;
            evaluator.frames_.pop_back();
            evaluator.comprehension_scopes_.swap(saved);
        }
    } restore{*this, saved_comprehensions};
    return body();
}

}  // namespace qkv::python
