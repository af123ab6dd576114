// evaluator_generators.cpp — generator functions: calling one makes a generator that owns its frame, and each
// next() resumes the body where its last yield stopped it; and generator expressions, run an item at a time.
//
// The evaluator walks the syntax tree recursively, so a generator cannot keep a C++ stack between yields. It keeps
// instead the path to where it stopped: one resume point per block it is inside (the statement it is at, and a
// for loop's iterator), outermost first. Statements without a yield run as anywhere else; those with one (the
// yield itself, and the if, while, for and try around it) walk down that path. A yield elsewhere (inside an
// expression, a with block, an except clause) raises NotImplementedError when reached.
#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/evaluator.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/stack_guard.hpp"

namespace qkv::python {
namespace {

bool is_yield(const Expr* expr) { return expr && expr->kind == ExprKind::Yield; }

bool block_yields(const Block& block);

// Whether the statement is one the runner resumes inside: a yield statement, or a compound statement whose
// resumable parts (if/else branches, loop bodies, try body) hold one. Nested defs and classes are their own.
bool statement_yields(const Stmt& stmt) {
    switch (stmt.kind) {
        case StmtKind::Expression: return is_yield(stmt.value.get());
        case StmtKind::Assign: return is_yield(stmt.value.get());
        case StmtKind::If: return block_yields(stmt.body) || block_yields(stmt.orelse);
        case StmtKind::While: case StmtKind::For: case StmtKind::Try: return block_yields(stmt.body);
        default: return false;
    }
}

bool block_yields(const Block& block) {
    return std::any_of(block.begin(), block.end(), [](const StmtPtr& stmt) { return statement_yields(*stmt); });
}

}  // namespace

struct Evaluator::GeneratorRun : Object {
    struct ResumePoint {
        const Block* block = nullptr;
        std::size_t index = 0;  // the statement it is at
        bool entered = false;   // that statement has started (a yield stopped inside it)
        Value iterator;         // a for loop's or a yield from's iterator
    };
    Value function;  // keeps the definition alive
    Frame frame;
    std::vector<ResumePoint> path;
    Value yielded;
    Value sent;  // what the paused `name = yield ...` receives: None from next(), the value of send()
    bool started = false;
    bool running = false;
    bool finished = false;
    void release_references() override {
        frame.locals.reset();
        path.clear();
        yielded = Value();
        sent = Value();
    }
};

Value Evaluator::make_generator(const Value& function, Frame frame) {
    auto run = std::make_shared<GeneratorRun>();
    runtime_.track(run);
    run->function = function;
    run->frame = std::move(frame);
    run->path.push_back(GeneratorRun::ResumePoint{&object_of<FunctionObject>(function).definition->body, 0, false, Value()});
    return lazy_iterator(runtime_, "generator", [this, run]() {
        run->sent = none_value();
        return resume_generator(*run);
    }, [this, run](const Value& sent) {
        if (!run->started && sent.type != Type::None) raise_error("TypeError", "can't send non-None value to a just-started generator");
        run->sent = sent;
        return resume_generator(*run);
    });
}

// One next(): the value the body yields, or nullopt when it returns (StopIteration, with a return value's str).
std::optional<Value> Evaluator::resume_generator(GeneratorRun& run) {
    if (run.finished) return std::nullopt;
    if (run.running) raise_error("ValueError", "generator already executing");
    run.running = true;
    run.started = true;
    Flow flow = Flow::Normal;
    const auto resume = [&]() { flow = in_frame(run.frame, [&]() { return resume_at(run, 0); }); };
    try {
        // A chain of generators (yield from a recursive generator) nests a resume per level, with no call between
        // them: it goes on on a fresh stack as deep calls do (RunLimits::frames_per_stack).
        if (fresh_stack_due(runtime_)) run_on_fresh_stack(runtime_, resume);
        else resume();
    } catch (PythonError& error) {
        run.running = false;
        run.finished = true;
        if (error.type() == "StopIteration") raise_error("RuntimeError", "generator raised StopIteration");
        throw;
    }
    run.running = false;
    if (flow == Flow::Yield) return run.yielded;
    run.finished = true;
    if (flow == Flow::Return && run.frame.return_value.type != Type::None) raise_stop_iteration(run.frame.return_value);
    return std::nullopt;
}

// Runs the block at path[depth] from where it stopped; Flow::Yield leaves the path pointing at the yield.
Evaluator::Flow Evaluator::resume_at(GeneratorRun& run, std::size_t depth) {
    while (run.path[depth].index < run.path[depth].block->size()) {
        const Stmt& stmt = *(*run.path[depth].block)[run.path[depth].index];
        const Flow flow = statement_yields(stmt) ? resume_statement(run, depth, stmt) : execute(stmt);
        if (flow == Flow::Yield) return flow;
        run.path.resize(depth + 1);
        run.path[depth].entered = false;
        run.path[depth].iterator = Value();
        if (flow != Flow::Normal) return flow;
        ++run.path[depth].index;
    }
    return Flow::Normal;
}

Evaluator::Flow Evaluator::resume_statement(GeneratorRun& run, std::size_t depth, const Stmt& stmt) {
    const bool entering = !run.path[depth].entered;
    run.path[depth].entered = true;
    try {
        if (entering) runtime_.charge(1);
        auto resume_child = [&](const Block* block) {
            if (run.path.size() == depth + 1) run.path.push_back(GeneratorRun::ResumePoint{block, 0, false, Value()});
            return resume_at(run, depth + 1);
        };
        switch (stmt.kind) {
            case StmtKind::Expression: case StmtKind::Assign: return resume_yield(run, depth, stmt, entering);
            case StmtKind::If: {
                if (!entering) return resume_at(run, depth + 1);
                const bool test = truthy(evaluate(*stmt.test));
                return resume_child(test ? &stmt.body : &stmt.orelse);
            }
            case StmtKind::While: case StmtKind::For: return resume_loop(run, depth, stmt, entering);
            case StmtKind::Try: {
                const std::function<Flow()> run_body = [&]() { return resume_child(&stmt.body); };
                return execute_try(stmt, &run_body);
            }
            default: raise_unsupported("yield in this position");
        }
    } catch (PythonError& error) {
        if (error.line() == 0) error.set_line(stmt.line);
        throw;
    }
}

// `yield value`, `name = yield value` (None from next(), the value from send()) and `yield from iterable`.
Evaluator::Flow Evaluator::resume_yield(GeneratorRun& run, std::size_t depth, const Stmt& stmt, bool entering) {
    const Expr& yield = *stmt.value;
    if (yield.text == "from") {
        if (stmt.kind == StmtKind::Assign) raise_unsupported("x = yield from ...");
        if (entering) run.path[depth].iterator = iterator_of(runtime_, evaluate(*yield.items[0]));
        std::optional<Value> item = next_item(runtime_, run.path[depth].iterator);
        if (!item) return Flow::Normal;
        run.yielded = *item;
        return Flow::Yield;
    }
    if (entering) {
        run.yielded = yield.items.empty() ? none_value() : evaluate(*yield.items[0]);
        return Flow::Yield;
    }
    for (const ExprPtr& target : stmt.targets) assign(*target, run.sent);
    run.sent = none_value();
    return Flow::Normal;
}

// A while or for loop whose body yields: the next test or item is taken only when the body has finished.
Evaluator::Flow Evaluator::resume_loop(GeneratorRun& run, std::size_t depth, const Stmt& stmt, bool entering) {
    const bool is_for = stmt.kind == StmtKind::For;
    if (entering && is_for) run.path[depth].iterator = iterator_of(runtime_, evaluate(*stmt.value));
    while (true) {
        if (run.path.size() == depth + 1) {
            runtime_.charge(1);
            if (is_for) {
                std::optional<Value> item = next_item(runtime_, run.path[depth].iterator);
                if (!item) return execute_block(stmt.orelse);
                assign(*stmt.targets[0], *item);
            } else if (!truthy(evaluate(*stmt.test))) {
                return execute_block(stmt.orelse);
            }
            run.path.push_back(GeneratorRun::ResumePoint{&stmt.body, 0, false, Value()});
        }
        const Flow flow = resume_at(run, depth + 1);
        if (flow == Flow::Yield) return flow;
        run.path.resize(depth + 1);
        if (flow == Flow::Break) return Flow::Normal;
        if (flow == Flow::Return) return flow;
    }
}

// A generator expression keeps an iterator per `for` clause and its own scope for the targets; each next() runs
// in the context it was written in (the frame's locals, or the module's), whoever pulls it.
struct Evaluator::GeneratorExpressionRun : Object {
    const Expr* expr = nullptr;
    std::optional<Frame> frame;          // the enclosing call's, sharing its locals; none at module level
    std::vector<Scope*> outer_scopes;    // the comprehensions it is nested in, alive only while they run
    std::shared_ptr<Scope> scope = std::make_shared<Scope>();
    std::vector<Value> iterators;        // one per clause entered, outermost first
    bool finished = false;
    void release_references() override {
        scope.reset();
        iterators.clear();
        frame.reset();
    }
};

Value Evaluator::make_generator_expression(const Expr& expr) {
    auto run = std::make_shared<GeneratorExpressionRun>();
    runtime_.track(run);
    run->expr = &expr;
    if (!frames_.empty()) run->frame = *frames_.back();
    run->outer_scopes = comprehension_scopes_;
    // The first iterable is evaluated at once, in the enclosing scope, as in Python.
    run->iterators.push_back(iterator_of(runtime_, evaluate(*expr.comprehensions[0].iterable)));
    return lazy_iterator(runtime_, "generator", [this, run]() { return resume_generator_expression(*run); });
}

std::optional<Value> Evaluator::resume_generator_expression(GeneratorExpressionRun& run) {
    if (run.finished) return std::nullopt;
    if (!run.outer_scopes.empty() && comprehension_scopes_ != run.outer_scopes)
        raise_unsupported("a generator expression nested in a comprehension, consumed outside it");
    std::vector<Frame*> saved_frames;
    std::vector<Scope*> saved_scopes = comprehension_scopes_;
    if (run.frame) saved_frames = {&*run.frame};
    saved_frames.swap(frames_);
    comprehension_scopes_ = run.outer_scopes;
    comprehension_scopes_.push_back(run.scope.get());
    comprehension_owners_[run.scope.get()] = run.scope;
    struct Restore {
        Evaluator& evaluator;
        std::vector<Frame*>& frames;
        std::vector<Scope*>& scopes;
        const Scope* own;
        ~Restore() {
            evaluator.frames_.swap(frames);
            evaluator.comprehension_scopes_.swap(scopes);
            evaluator.comprehension_owners_.erase(own);
        }
    } restore{*this, saved_frames, saved_scopes, run.scope.get()};
    const std::vector<Comprehension>& clauses = run.expr->comprehensions;
    while (!run.iterators.empty()) {
        const std::size_t clause = run.iterators.size() - 1;
        std::optional<Value> item = next_item(runtime_, run.iterators.back());
        if (!item) {
            run.iterators.pop_back();
            continue;
        }
        assign(*clauses[clause].target, *item);
        bool kept = true;
        for (const ExprPtr& condition : clauses[clause].conditions) kept = kept && truthy(evaluate(*condition));
        if (!kept) continue;
        if (clause + 1 < clauses.size()) {
            run.iterators.push_back(iterator_of(runtime_, evaluate(*clauses[clause + 1].iterable)));
            continue;
        }
        return evaluate(*run.expr->items[0]);
    }
    run.finished = true;
    return std::nullopt;
}

}  // namespace qkv::python
