// parser.cpp — a recursive-descent parser for the playground's Python subset.
#include "python/compiler/parser.hpp"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <limits>
#include <algorithm>
#include <set>
#include <utility>

#include "python/runtime/errors.hpp"
#include "python/compiler/tokenizer.hpp"

namespace qkv::python {
namespace {

const std::set<std::string> kKeywords = {"False", "None", "True", "and", "as", "assert", "async", "await", "break",
                                         "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
                                         "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not",
                                         "or", "pass", "raise", "return", "try", "while", "with", "yield"};

const std::set<std::string> kAugmentedOperators = {"+=", "-=", "*=", "/=", "//=", "%=", "**=", "@=",
                                                    "&=", "|=", "^=", "<<=", ">>="};

[[noreturn]] void syntax_error(const std::string& message, int line, const char* type = "SyntaxError") {
    throw PythonError(type, message, line);
}

ExprPtr make_expr(ExprKind kind, int line) {
    auto expr = std::make_unique<Expr>();
    expr->kind = kind;
    expr->line = line;
    return expr;
}

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

    // Whether only the end's own tokens (the last NEWLINE, DEDENTs, END) are left.
    bool at_source_end() const {
        for (std::size_t i = position_; i < tokens_.size(); ++i) {
            const TokenKind kind = tokens_[i].kind;
            if (kind != TokenKind::Newline && kind != TokenKind::Dedent && kind != TokenKind::End) return false;
        }
        return true;
    }

    Block parse_file() {
        Block block;
        while (!at(TokenKind::End)) {
            if (at(TokenKind::Newline)) {
                advance();
                continue;
            }
            parse_statement(block);
        }
        return block;
    }

    ExprPtr parse_lone_expression() {
        ExprPtr expr = parse_star_expressions();
        if (at(TokenKind::Newline)) advance();
        if (!at(TokenKind::End)) syntax_error("f-string: invalid syntax", peek().line);
        return expr;
    }

private:
    // ---- token helpers -------------------------------------------------------------------------------------
    const Token& peek(std::size_t ahead = 0) const {
        const std::size_t index = std::min(position_ + ahead, tokens_.size() - 1);
        return tokens_[index];
    }
    bool at(TokenKind kind) const { return peek().kind == kind; }
    bool at_op(const char* op) const { return peek().kind == TokenKind::Operator && peek().text == op; }
    bool at_keyword(const char* word) const { return peek().kind == TokenKind::Name && peek().text == word; }
    const Token& advance() { return tokens_[std::min(position_++, tokens_.size() - 1)]; }
    bool accept_op(const char* op) {
        if (!at_op(op)) return false;
        advance();
        return true;
    }
    bool accept_keyword(const char* word) {
        if (!at_keyword(word)) return false;
        advance();
        return true;
    }
    // The playground's "not supported" error, on the line the parser has reached.
    [[noreturn]] void unsupported_here(const std::string& construct) {
        try {
            raise_unsupported(construct);
        } catch (PythonError& error) {
            error.set_line(peek().line);
            throw;
        }
    }
    [[noreturn]] void fail_here() {
        const Token& token = peek();
        if (token.kind == TokenKind::Indent) syntax_error("unexpected indent", token.line, "IndentationError");
        syntax_error("invalid syntax", token.line);
    }
    void expect_op(const char* op) {
        if (!accept_op(op)) fail_here();
    }
    void expect_colon() {
        if (at_op(":=")) fail_here();  // a := where the grammar has no named expression: `for a in b := c:`
        if (!accept_op(":")) syntax_error("expected ':'", peek().line);
    }
    bool starts_expression() const {
        const Token& token = peek();
        if (token.kind == TokenKind::Number || token.kind == TokenKind::String || token.kind == TokenKind::Bytes ||
            token.kind == TokenKind::FString)
            return true;
        if (token.kind == TokenKind::Name)
            return !kKeywords.count(token.text) || token.text == "True" || token.text == "False" ||
                   token.text == "None" || token.text == "not" || token.text == "lambda";
        if (token.kind == TokenKind::Operator)
            return token.text == "(" || token.text == "[" || token.text == "{" || token.text == "-" ||
                   token.text == "+" || token.text == "~" || token.text == "...";
        return false;
    }

    // ---- statements ----------------------------------------------------------------------------------------
    void parse_statement(Block& block) {
        DepthGuard guard(depth_);
        const Token& token = peek();
        if (token.kind == TokenKind::Indent) syntax_error("unexpected indent", token.line, "IndentationError");
        if (at_op("@")) return block.push_back(parse_decorated());
        if (token.kind == TokenKind::Name) {
            const std::string& word = token.text;
            if (word == "if") return block.push_back(parse_if());
            if (word == "while") return block.push_back(parse_while());
            if (word == "for") return block.push_back(parse_for());
            if (word == "def") return block.push_back(parse_def());
            if (word == "try") return block.push_back(parse_try());
            if (word == "with") return block.push_back(parse_with());
            if (word == "class") return block.push_back(parse_class());
            if (word == "async") unsupported_here(word);
            if (word == "elif" || word == "else" || word == "except" || word == "finally") fail_here();
        }
        parse_simple_statements(block);
    }

    void parse_simple_statements(Block& block) {
        while (true) {
            block.push_back(parse_small_statement());
            if (accept_op(";")) {
                if (at(TokenKind::Newline)) break;
                continue;
            }
            break;
        }
        if (!at(TokenKind::Newline)) {
            if (at_op("=")) syntax_error("invalid syntax", peek().line);
            fail_here();
        }
        advance();
    }

    StmtPtr make_stmt(StmtKind kind, int line) {
        auto stmt = std::make_unique<Stmt>();
        stmt->kind = kind;
        stmt->line = line;
        return stmt;
    }

    StmtPtr parse_small_statement() {
        const Token& token = peek();
        const int line = token.line;
        if (token.kind == TokenKind::Name)
            if (StmtPtr stmt = parse_keyword_statement(token.text, line)) return stmt;
        return parse_expression_statement(line);
    }

    // pass, break, continue, return, import, global, assert, del, raise, yield ...; null when the statement does not
    // start with one of these keywords.
    StmtPtr parse_keyword_statement(std::string word, int line) {
        if (word == "pass") { advance(); return make_stmt(StmtKind::Pass, line); }
        if (word == "break" || word == "continue") {
            advance();
            if (loop_depth_ == 0)
                syntax_error(word == "break" ? "'break' outside loop" : "'continue' not properly in loop", line);
            return make_stmt(word == "break" ? StmtKind::Break : StmtKind::Continue, line);
        }
        if (word == "return") {
            advance();
            if (function_depth_ == 0) syntax_error("'return' outside function", line);
            auto stmt = make_stmt(StmtKind::Return, line);
            if (starts_expression()) stmt->value = parse_star_expressions();
            return stmt;
        }
        if (word == "import") return parse_import();
        if (word == "from") return parse_from_import();
        if (word == "global" || word == "nonlocal") {
            advance();
            if (word == "nonlocal" && function_depth_ == 0) syntax_error("nonlocal declaration not allowed at module level", line);
            auto stmt = make_stmt(word == "global" ? StmtKind::Global : StmtKind::Nonlocal, line);
            do {
                if (!at(TokenKind::Name)) fail_here();
                stmt->parameters.push_back(advance().text);
            } while (accept_op(","));
            return stmt;
        }
        if (word == "assert") {
            advance();
            auto stmt = make_stmt(StmtKind::Assert, line);
            stmt->test = parse_test();
            if (accept_op(",")) stmt->value = parse_test();
            return stmt;
        }
        if (word == "del") return parse_del();
        if (word == "raise") return parse_raise();
        if (word == "yield") {
            auto stmt = make_stmt(StmtKind::Expression, line);
            stmt->value = parse_yield();
            return stmt;
        }
        if (word == "await") unsupported_here(word);
        if (word == "print" && (peek(1).kind == TokenKind::String || peek(1).kind == TokenKind::Number ||
                                (peek(1).kind == TokenKind::Name && !kKeywords.count(peek(1).text))))
            syntax_error("Missing parentheses in call to 'print'. Did you mean print(...)?", line);
        return nullptr;
    }

    // An expression statement, an augmented assignment, an assignment or an annotated one.
    StmtPtr parse_expression_statement(int line) {
        ExprPtr first = parse_star_expressions();
        if (at(TokenKind::Operator) && kAugmentedOperators.count(peek().text)) {
            check_assignable(*first, true);
            auto stmt = make_stmt(StmtKind::AugAssign, line);
            std::string op = advance().text;
            op.pop_back();
            stmt->text = op;
            stmt->targets.push_back(std::move(first));
            stmt->value = parse_star_expressions();
            return stmt;
        }
        if (at_op("=")) return parse_assignment(std::move(first), line);
        if (at_op(":")) return parse_annotated_assignment(std::move(first), line);
        if (at_op(":=")) {  // a bare name or tuple is plain invalid syntax at statement level; any other target is named
            if ((first->kind == ExprKind::Name || first->kind == ExprKind::Tuple) && !first->parenthesized) fail_here();
            syntax_error(std::string("cannot use assignment expressions with ") + describe_for_walrus(*first), first->line);
        }
        if (starts_expression() && !at_op("-") && !at_op("+") && !at_op("~")) syntax_error("invalid syntax", peek().line);
        auto stmt = make_stmt(StmtKind::Expression, line);
        stmt->value = std::move(first);
        return stmt;
    }

    // target = value, and chains of them (a = b = value).
    StmtPtr parse_assignment(ExprPtr first, int line) {
        auto stmt = make_stmt(StmtKind::Assign, line);
        stmt->targets.push_back(std::move(first));
        while (accept_op("=")) {
            if (at_keyword("yield")) {
                stmt->targets.push_back(parse_yield());
                break;
            }
            if (!starts_expression()) fail_here();
            stmt->targets.push_back(parse_star_expressions());
        }
        stmt->value = std::move(stmt->targets.back());
        stmt->targets.pop_back();
        for (const ExprPtr& target : stmt->targets) check_assignable(*target, false);
        return stmt;
    }

    // x: int = 5 — the value is assigned; a class body keeps the annotation (dataclasses).
    StmtPtr parse_annotated_assignment(ExprPtr first, int line) {
        advance();
        ExprPtr annotation = parse_test();
        const std::string annotated = first->kind == ExprKind::Name ? first->text : "";
        if (!accept_op("=")) {
            auto stmt = make_stmt(StmtKind::Pass, line);
            stmt->text = annotated;
            stmt->test = std::move(annotation);
            return stmt;
        }
        check_assignable(*first, false);
        auto stmt = make_stmt(StmtKind::Assign, line);
        stmt->text = annotated;
        stmt->test = std::move(annotation);
        stmt->targets.push_back(std::move(first));
        stmt->value = parse_star_expressions();
        return stmt;
    }

    StmtPtr parse_raise() {
        auto stmt = make_stmt(StmtKind::Raise, advance().line);
        if (starts_expression()) {
            stmt->value = parse_test();
            if (accept_keyword("from")) stmt->test = parse_test();
        }
        return stmt;
    }

    StmtPtr parse_del() {
        auto stmt = make_stmt(StmtKind::Delete, advance().line);
        ExprPtr targets = parse_star_expressions();
        if (targets->kind == ExprKind::Tuple && !targets->parenthesized) {
            for (ExprPtr& target : targets->items) stmt->targets.push_back(std::move(target));
        } else {
            stmt->targets.push_back(std::move(targets));
        }
        for (const ExprPtr& target : stmt->targets) {
            if (target->kind == ExprKind::Name || target->kind == ExprKind::Subscript || target->kind == ExprKind::Attribute) continue;
            syntax_error(std::string("cannot delete ") + describe_for_assignment(*target), target->line);
        }
        return stmt;
    }

    static const char* describe_for_assignment(const Expr& expr) {
        switch (expr.kind) {
            case ExprKind::Int: case ExprKind::Float: case ExprKind::Str: case ExprKind::Bytes: return "literal";
            case ExprKind::FString: return "f-string expression";
            case ExprKind::Constant:
                if (expr.text == "...") return "ellipsis";
                return expr.text == "None" ? "None" : expr.text == "True" ? "True" : "False";
            case ExprKind::Call: return "function call";
            case ExprKind::BinaryOp: case ExprKind::UnaryOp: return "expression";
            case ExprKind::BoolOp: return "expression";
            case ExprKind::Compare: return "comparison";
            case ExprKind::IfElse: return "conditional expression";
            case ExprKind::ListComp: return "list comprehension";
            case ExprKind::DictComp: return "dict comprehension";
            case ExprKind::SetComp: return "set comprehension";
            case ExprKind::Dict: return "dict literal";
            case ExprKind::Set: return "set display";
            case ExprKind::NamedExpr: return "named expression";
            default: return "expression";
        }
    }

    void check_assignable(const Expr& target, bool augmented) {
        switch (target.kind) {
            case ExprKind::Name: case ExprKind::Attribute: case ExprKind::Subscript: return;
            case ExprKind::Tuple: case ExprKind::List:
                if (augmented)
                    syntax_error(std::string("'") + (target.kind == ExprKind::Tuple ? "tuple" : "list") +
                                     "' is an illegal expression for augmented assignment", target.line);
                for (const ExprPtr& item : target.items) check_assignable(*item, false);
                return;
            case ExprKind::Starred: check_assignable(*target.items[0], false); return;
            default: break;
        }
        const char* what = describe_for_assignment(target);
        if (augmented) syntax_error(std::string("'") + what + "' is an illegal expression for augmented assignment", target.line);
        if (target.kind == ExprKind::Constant) syntax_error(std::string("cannot assign to ") + what, target.line);
        syntax_error(std::string("cannot assign to ") + what + " here. Maybe you meant '==' instead of '='?", target.line);
    }

    std::string parse_dotted_name() {
        if (!at(TokenKind::Name)) fail_here();
        std::string name = advance().text;
        while (accept_op(".")) {
            if (!at(TokenKind::Name)) fail_here();
            name += "." + advance().text;
        }
        return name;
    }

    StmtPtr parse_import() {
        auto stmt = make_stmt(StmtKind::Import, advance().line);
        do {
            ImportedName imported;
            imported.name = parse_dotted_name();
            imported.alias = imported.name.substr(0, imported.name.find('.'));
            if (accept_keyword("as")) {
                if (!at(TokenKind::Name)) fail_here();
                imported.alias = advance().text;
                imported.name = "=" + imported.name;  // '=' marks "bind the module itself, not its top package"
            }
            stmt->imports.push_back(std::move(imported));
        } while (accept_op(","));
        return stmt;
    }

    StmtPtr parse_from_import() {
        auto stmt = make_stmt(StmtKind::Import, advance().line);
        if (at_op(".")) unsupported_here("relative imports");
        stmt->text = parse_dotted_name();
        if (!accept_keyword("import")) fail_here();
        const bool parenthesized = accept_op("(");
        if (at_op("*")) unsupported_here("import *");
        do {
            if (parenthesized && at_op(")")) break;
            if (!at(TokenKind::Name)) fail_here();
            ImportedName imported;
            imported.name = advance().text;
            imported.alias = imported.name;
            if (accept_keyword("as")) {
                if (!at(TokenKind::Name)) fail_here();
                imported.alias = advance().text;
            }
            stmt->imports.push_back(std::move(imported));
        } while (accept_op(","));
        if (parenthesized) expect_op(")");
        return stmt;
    }

    Block parse_block(const std::string& after, int header_line) {
        Block block;
        if (!at(TokenKind::Newline)) {
            parse_simple_statements(block);
            return block;
        }
        advance();
        if (!at(TokenKind::Indent))
            syntax_error("expected an indented block after " + after + " on line " + std::to_string(header_line),
                         peek().line, "IndentationError");
        advance();
        while (!at(TokenKind::Dedent) && !at(TokenKind::End)) parse_statement(block);
        if (at(TokenKind::Dedent)) advance();
        return block;
    }

    ExprPtr parse_condition() {
        ExprPtr test = parse_named_test();
        if (at_op("=")) syntax_error("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", peek().line);
        return test;
    }

    ExprPtr parse_named_test() { return named_from(parse_test()); }

    ExprPtr parse_star_or_named() { return named_from(parse_star_or_test()); }

    // NAME := value, where Python's grammar has a named expression; any other target is CPython's error for it.
    ExprPtr named_from(ExprPtr target) {
        if (!at_op(":=")) return target;
        if (target->kind == ExprKind::Starred) fail_here();
        if (target->kind != ExprKind::Name || target->parenthesized)
            syntax_error(std::string("cannot use assignment expressions with ") + describe_for_walrus(*target), target->line);
        advance();
        auto named = make_expr(ExprKind::NamedExpr, target->line);
        named->text = target->text;
        named->items.push_back(parse_test());
        std::vector<std::string>& bound = named_targets_.back();
        if (std::find(bound.begin(), bound.end(), named->text) == bound.end()) bound.push_back(named->text);
        return named;
    }

    static const char* describe_for_walrus(const Expr& expr) {
        switch (expr.kind) {
            case ExprKind::Name: return "name";
            case ExprKind::Attribute: return "attribute";
            case ExprKind::Subscript: return "subscript";
            case ExprKind::Tuple: return "tuple";
            case ExprKind::List: return "list";
            case ExprKind::Lambda: return "lambda";
            case ExprKind::Yield: return "yield expression";
            case ExprKind::ListComp: return expr.text == "generator" ? "generator expression" : "list comprehension";
            default: return describe_for_assignment(expr);
        }
    }

    // PEP 572 in a comprehension: a := binds in the scope around it (each NamedExpr counts the comprehensions
    // between it and that scope), never an iteration variable, never in an iterable, never in a class body.
    void bind_named_outside(Expr& comprehension) {
        std::vector<std::string> iteration_names;
        for (const Comprehension& clause : comprehension.comprehensions) collect_names(*clause.target, iteration_names);
        for (Comprehension& clause : comprehension.comprehensions)
            visit_named(*clause.iterable, [&](Expr& named) {
                syntax_error("assignment expression cannot be used in a comprehension iterable expression", named.line);
            });
        auto in_body = [&](Expr& named) {
            if (std::find(iteration_names.begin(), iteration_names.end(), named.text) != iteration_names.end())
                syntax_error("assignment expression cannot rebind comprehension iteration variable '" + named.text + "'", named.line);
            if (class_depth_.back()) syntax_error("assignment expression within a comprehension cannot be used in a class body", named.line);
            ++named.int_value;
        };
        for (ExprPtr& item : comprehension.items) visit_named(*item, in_body);
        for (Comprehension& clause : comprehension.comprehensions)
            for (ExprPtr& condition : clause.conditions) visit_named(*condition, in_body);
    }

    static void collect_names(const Expr& target, std::vector<std::string>& names) {
        if (target.kind == ExprKind::Name) names.push_back(target.text);
        if (target.kind == ExprKind::Tuple || target.kind == ExprKind::List || target.kind == ExprKind::Starred)
            for (const ExprPtr& item : target.items) collect_names(*item, names);
    }

    // Calls visit on every NamedExpr in `expr` outside lambdas (which are scopes of their own).
    template <class Visit>
    static void visit_named(Expr& expr, const Visit& visit) {
        if (expr.kind == ExprKind::Lambda) return;
        if (expr.kind == ExprKind::NamedExpr) visit(expr);
        for (ExprPtr& item : expr.items)
            if (item) visit_named(*item, visit);
        for (ExprPtr& value : expr.keyword_values) visit_named(*value, visit);
        for (Comprehension& clause : expr.comprehensions) {
            visit_named(*clause.iterable, visit);
            for (ExprPtr& condition : clause.conditions) visit_named(*condition, visit);
        }
        for (FStringPart& part : expr.fstring_parts) {
            if (part.expression) visit_named(*part.expression, visit);
            if (part.format_spec) visit_named(*part.format_spec, visit);
        }
    }

    StmtPtr parse_if() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::If, line);
        stmt->test = parse_condition();
        expect_colon();
        stmt->body = parse_block("'if' statement", line);
        if (at_keyword("elif")) {
            const int elif_line = peek().line;
            StmtPtr nested = parse_if_chain("elif");
            nested->line = elif_line;
            stmt->orelse.push_back(std::move(nested));
        } else if (at_keyword("else")) {
            const int else_line = advance().line;
            expect_colon();
            stmt->orelse = parse_block("'else' statement", else_line);
        }
        return stmt;
    }

    StmtPtr parse_if_chain(const char*) {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::If, line);
        stmt->test = parse_condition();
        expect_colon();
        stmt->body = parse_block("'elif' statement", line);
        if (at_keyword("elif")) {
            stmt->orelse.push_back(parse_if_chain("elif"));
        } else if (at_keyword("else")) {
            const int else_line = advance().line;
            expect_colon();
            stmt->orelse = parse_block("'else' statement", else_line);
        }
        return stmt;
    }

    StmtPtr parse_try() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::Try, line);
        expect_colon();
        stmt->body = parse_block("'try' statement", line);
        while (at_keyword("except")) {
            ExceptHandler handler;
            handler.line = advance().line;
            if (at_op("*")) unsupported_here("except* (exception groups)");
            if (!at_op(":")) {
                handler.type = parse_test();
                if (at_op(",")) syntax_error("multiple exception types must be parenthesized", peek().line);
                if (accept_keyword("as")) {
                    if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
                    handler.name = advance().text;
                }
            } else if (!stmt->handlers.empty() && !stmt->handlers.back().type) {
                fail_here();
            }
            expect_colon();
            handler.body = parse_block("'except' statement", handler.line);
            stmt->handlers.push_back(std::move(handler));
        }
        for (std::size_t i = 0; i + 1 < stmt->handlers.size(); ++i)
            if (!stmt->handlers[i].type) syntax_error("default 'except:' must be last", stmt->handlers[i].line);
        if (at_keyword("else")) {
            if (stmt->handlers.empty()) fail_here();
            const int else_line = advance().line;
            expect_colon();
            stmt->orelse = parse_block("'else' statement", else_line);
        }
        if (at_keyword("finally")) {
            const int finally_line = advance().line;
            expect_colon();
            stmt->finally_body = parse_block("'finally' statement", finally_line);
        }
        if (stmt->handlers.empty() && stmt->finally_body.empty()) syntax_error("expected 'except' or 'finally' block", peek().line);
        return stmt;
    }

    // with a as x, b as y: ... is read as with a as x: with b as y: ...
    StmtPtr parse_with() {
        const int line = advance().line;
        std::vector<StmtPtr> items;
        do {
            auto item = make_stmt(StmtKind::With, line);
            item->value = parse_test();
            if (accept_keyword("as")) {
                ExprPtr target = parse_target_list();
                check_assignable(*target, false);
                item->targets.push_back(std::move(target));
            }
            items.push_back(std::move(item));
        } while (accept_op(","));
        expect_colon();
        items.back()->body = parse_block("'with' statement", line);
        for (std::size_t i = items.size() - 1; i > 0; --i) items[i - 1]->body.push_back(std::move(items[i]));
        return std::move(items.front());
    }

    // @decorator lines, then the def or class they decorate.
    StmtPtr parse_decorated() {
        std::vector<ExprPtr> decorators;
        while (accept_op("@")) {
            decorators.push_back(parse_test());
            if (!at(TokenKind::Newline)) fail_here();
            advance();
        }
        if (at_keyword("async")) unsupported_here("async");
        StmtPtr stmt;
        if (at_keyword("def")) stmt = parse_def();
        else if (at_keyword("class")) stmt = parse_class();
        else fail_here();
        stmt->decorators = std::move(decorators);
        return stmt;
    }

    StmtPtr parse_class() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::Class, line);
        if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
        stmt->text = advance().text;
        if (accept_op("(")) {
            while (!at_op(")")) {
                if (at(TokenKind::Name) && peek(1).kind == TokenKind::Operator && peek(1).text == "=") unsupported_here("class keywords");
                stmt->bases.push_back(parse_test());
                if (!accept_op(",")) break;
            }
            expect_op(")");
        }
        expect_colon();
        const int saved_loops = loop_depth_;
        loop_depth_ = 0;
        class_depth_.push_back(true);
        stmt->body = parse_block("class definition", line);
        class_depth_.pop_back();
        loop_depth_ = saved_loops;
        return stmt;
    }

    StmtPtr parse_while() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::While, line);
        stmt->test = parse_condition();
        expect_colon();
        ++loop_depth_;
        stmt->body = parse_block("'while' statement", line);
        --loop_depth_;
        if (at_keyword("else")) {
            const int else_line = advance().line;
            expect_colon();
            stmt->orelse = parse_block("'else' statement", else_line);
        }
        return stmt;
    }

    StmtPtr parse_for() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::For, line);
        ExprPtr target = parse_target_list();
        check_assignable(*target, false);
        stmt->targets.push_back(std::move(target));
        if (!accept_keyword("in")) fail_here();
        stmt->value = parse_star_expressions();
        expect_colon();
        ++loop_depth_;
        stmt->body = parse_block("'for' statement", line);
        --loop_depth_;
        if (at_keyword("else")) {
            const int else_line = advance().line;
            expect_colon();
            stmt->orelse = parse_block("'else' statement", else_line);
        }
        return stmt;
    }

    // Targets of for/comprehensions: a, b or (a, b), stopping before 'in'.
    ExprPtr parse_target_list() {
        const int line = peek().line;
        ExprPtr first = parse_bitor();
        if (!at_op(",")) return first;
        auto tuple = make_expr(ExprKind::Tuple, line);
        tuple->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_keyword("in")) break;
            tuple->items.push_back(parse_bitor());
        }
        return tuple;
    }

    StmtPtr parse_def() {
        const int line = advance().line;
        auto stmt = make_stmt(StmtKind::Def, line);
        if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
        stmt->text = advance().text;
        expect_op("(");
        parse_parameters(*stmt, ")");
        expect_op(")");
        if (accept_op("->")) parse_test();  // the return annotation
        expect_colon();
        ++function_depth_;
        const int saved_loops = loop_depth_;
        const bool saved_yields = body_yields_;
        loop_depth_ = 0;
        body_yields_ = false;
        named_targets_.emplace_back();
        class_depth_.push_back(false);
        stmt->body = parse_block("function definition", line);
        stmt->named_targets = std::move(named_targets_.back());
        named_targets_.pop_back();
        class_depth_.pop_back();
        stmt->is_generator = body_yields_;
        body_yields_ = saved_yields;
        loop_depth_ = saved_loops;
        --function_depth_;
        return stmt;
    }

    // yield, yield VALUE, yield from ITERABLE: as a statement or an assignment's value, where the generator
    // runner can stop and resume (other places raise NotImplementedError when evaluated).
    ExprPtr parse_yield() {
        const int line = advance().line;
        if (function_depth_ == 0) syntax_error("'yield' outside function", line);
        body_yields_ = true;
        auto yield = make_expr(ExprKind::Yield, line);
        if (accept_keyword("from")) {
            yield->text = "from";
            yield->items.push_back(parse_test());
        } else if (starts_expression()) {
            yield->items.push_back(parse_star_expressions());
        }
        return yield;
    }

    // a, b=1, *args, c, d=2, **kwargs — up to `closer` (")" for def, ":" for lambda).
    void parse_parameters(Stmt& def, const char* closer) {
        bool keyword_only = false;
        auto add_name = [&](const std::string& name) {
            const bool duplicate = std::find(def.parameters.begin(), def.parameters.end(), name) != def.parameters.end() ||
                                   name == def.star_parameter || name == def.double_star_parameter;
            if (duplicate) syntax_error("duplicate argument '" + name + "' in function definition", def.line);
        };
        while (!at_op(closer)) {
            if (at_op("/")) unsupported_here("/ in def");
            if (accept_op("**")) {
                if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
                add_name(peek().text);
                def.double_star_parameter = advance().text;
                accept_op(",");
                if (!at_op(closer)) syntax_error("arguments cannot follow var-keyword argument", peek().line);
                break;
            }
            if (accept_op("*")) {
                if (keyword_only) syntax_error("* argument may appear only once", peek().line);
                keyword_only = true;
                if (at(TokenKind::Name) && !kKeywords.count(peek().text)) {
                    add_name(peek().text);
                    def.star_parameter = advance().text;
                } else if (at_op(closer) || (at_op(",") && peek(1).kind == TokenKind::Operator && peek(1).text == closer)) {
                    syntax_error("named arguments must follow bare *", peek().line);
                }
                if (!accept_op(",")) break;
                continue;
            }
            if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
            const std::string name = advance().text;
            add_name(name);
            def.parameters.push_back(name);
            if (std::string(closer) == ")" && accept_op(":")) parse_test();  // a parameter's annotation
            ExprPtr default_value;
            if (accept_op("=")) default_value = parse_test();
            if (keyword_only) {
                def.keyword_defaults.push_back(std::move(default_value));
            } else {
                ++def.positional_count;
                if (default_value) def.defaults.push_back(std::move(default_value));
                else if (!def.defaults.empty()) syntax_error("non-default argument follows default argument", def.line);
            }
            if (!accept_op(",")) break;
        }
    }

    ExprPtr parse_lambda() {
        const int line = advance().line;
        auto lambda = make_expr(ExprKind::Lambda, line);
        auto def = std::make_shared<Stmt>();
        def->kind = StmtKind::Def;
        def->line = line;
        def->text = "<lambda>";
        parse_parameters(*def, ":");
        expect_colon();
        auto body = make_stmt(StmtKind::Return, line);
        named_targets_.emplace_back();
        class_depth_.push_back(false);
        body->value = parse_test();
        def->named_targets = std::move(named_targets_.back());
        named_targets_.pop_back();
        class_depth_.pop_back();
        def->body.push_back(std::move(body));
        lambda->definition = std::move(def);
        return lambda;
    }

    // ---- expressions ---------------------------------------------------------------------------------------
    ExprPtr parse_star_expressions() {
        const int line = peek().line;
        ExprPtr first = parse_star_or_test();
        if (!at_op(",")) return first;
        auto tuple = make_expr(ExprKind::Tuple, line);
        tuple->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (!starts_expression() && !at_op("*")) break;
            tuple->items.push_back(parse_star_or_test());
        }
        return tuple;
    }

    ExprPtr parse_star_or_test() {
        if (at_op("*")) {
            const int line = advance().line;
            auto starred = make_expr(ExprKind::Starred, line);
            starred->items.push_back(parse_bitor());
            return starred;
        }
        return parse_test();
    }

    // Bounds recursion on inputs such as 10,000 unary minuses, which would otherwise exhaust the native stack.
    struct DepthGuard {
        explicit DepthGuard(int& depth) : depth_(depth) {
            if (++depth_ > 150) {
                --depth_;
                throw PythonError("RecursionError", "the code is nested too deeply for the playground");
            }
        }
        ~DepthGuard() { --depth_; }
        int& depth_;
    };

    ExprPtr parse_test() {
        DepthGuard guard(depth_);
        if (at_keyword("lambda")) return parse_lambda();
        ExprPtr body = parse_or();
        if (!at_keyword("if")) return body;
        const int line = advance().line;
        auto conditional = make_expr(ExprKind::IfElse, line);
        ExprPtr test = parse_or();
        if (!accept_keyword("else")) syntax_error("expected 'else' after 'if' expression", peek().line);
        ExprPtr orelse = parse_test();
        conditional->items.push_back(std::move(body));
        conditional->items.push_back(std::move(test));
        conditional->items.push_back(std::move(orelse));
        return conditional;
    }

    ExprPtr parse_bool_chain(const char* word, ExprPtr (Parser::*next)()) {
        ExprPtr first = (this->*next)();
        if (!at_keyword(word)) return first;
        auto chain = make_expr(ExprKind::BoolOp, first->line);
        chain->text = word;
        chain->items.push_back(std::move(first));
        while (accept_keyword(word)) chain->items.push_back((this->*next)());
        return chain;
    }
    ExprPtr parse_or() { return parse_bool_chain("or", &Parser::parse_and); }
    ExprPtr parse_and() { return parse_bool_chain("and", &Parser::parse_not); }

    ExprPtr parse_not() {
        DepthGuard guard(depth_);
        if (at_keyword("not")) {
            const int line = advance().line;
            auto negation = make_expr(ExprKind::UnaryOp, line);
            negation->text = "not";
            negation->items.push_back(parse_not());
            return negation;
        }
        return parse_comparison();
    }

    std::string accept_compare_op() {
        if (peek().kind == TokenKind::Operator) {
            const std::string& op = peek().text;
            if (op == "<" || op == ">" || op == "==" || op == ">=" || op == "<=" || op == "!=") {
                advance();
                return op;
            }
        }
        if (at_keyword("in")) { advance(); return "in"; }
        if (at_keyword("not") && peek(1).kind == TokenKind::Name && peek(1).text == "in") {
            advance(); advance();
            return "not in";
        }
        if (at_keyword("is")) {
            advance();
            if (accept_keyword("not")) return "is not";
            return "is";
        }
        return "";
    }

    ExprPtr parse_comparison() {
        ExprPtr first = parse_bitor();
        std::string op = accept_compare_op();
        if (op.empty()) return first;
        auto compare = make_expr(ExprKind::Compare, first->line);
        compare->items.push_back(std::move(first));
        while (!op.empty()) {
            compare->compare_ops.push_back(op);
            compare->items.push_back(parse_bitor());
            op = accept_compare_op();
        }
        return compare;
    }

    ExprPtr parse_binary_level(const std::vector<const char*>& ops, ExprPtr (Parser::*next)()) {
        ExprPtr left = (this->*next)();
        while (true) {
            const char* matched = nullptr;
            for (const char* op : ops)
                if (at_op(op)) matched = op;
            if (!matched) return left;
            const int line = advance().line;
            auto binary = make_expr(ExprKind::BinaryOp, line);
            binary->text = matched;
            binary->items.push_back(std::move(left));
            binary->items.push_back((this->*next)());
            left = std::move(binary);
        }
    }
    ExprPtr parse_bitor() { return parse_binary_level({"|"}, &Parser::parse_xor); }
    ExprPtr parse_xor() { return parse_binary_level({"^"}, &Parser::parse_bitand); }
    ExprPtr parse_bitand() { return parse_binary_level({"&"}, &Parser::parse_shift); }
    ExprPtr parse_shift() { return parse_binary_level({"<<", ">>"}, &Parser::parse_arith); }
    ExprPtr parse_arith() { return parse_binary_level({"+", "-"}, &Parser::parse_term); }
    ExprPtr parse_term() { return parse_binary_level({"*", "/", "//", "%", "@"}, &Parser::parse_factor); }

    ExprPtr parse_factor() {
        DepthGuard guard(depth_);
        if (at_op("-") || at_op("+") || at_op("~")) {
            const Token& token = advance();
            auto unary = make_expr(ExprKind::UnaryOp, token.line);
            unary->text = token.text;
            unary->items.push_back(parse_factor());
            return unary;
        }
        return parse_power();
    }

    ExprPtr parse_power() {
        ExprPtr base = parse_primary();
        if (!at_op("**")) return base;
        const int line = advance().line;
        auto power = make_expr(ExprKind::BinaryOp, line);
        power->text = "**";
        power->items.push_back(std::move(base));
        power->items.push_back(parse_factor());
        return power;
    }

    ExprPtr parse_primary() {
        ExprPtr expr = parse_atom();
        while (true) {
            if (at_op("(")) {
                const int line = advance().line;
                auto call = make_expr(ExprKind::Call, line);
                call->items.push_back(std::move(expr));
                parse_call_arguments(*call);
                expr = std::move(call);
            } else if (at_op("[")) {
                const int line = advance().line;
                auto subscript = make_expr(ExprKind::Subscript, line);
                subscript->items.push_back(std::move(expr));
                subscript->items.push_back(parse_subscript_list());
                expect_op("]");
                expr = std::move(subscript);
            } else if (at_op(".")) {
                const int line = advance().line;
                if (!at(TokenKind::Name) || kKeywords.count(peek().text)) fail_here();
                auto attribute = make_expr(ExprKind::Attribute, line);
                attribute->text = advance().text;
                attribute->items.push_back(std::move(expr));
                expr = std::move(attribute);
            } else {
                return expr;
            }
        }
    }

    void parse_call_arguments(Expr& call) {
        while (!at_op(")")) {
            if (accept_op("**")) {
                call.keyword_names.push_back("**");
                call.keyword_values.push_back(parse_test());
            } else if (at(TokenKind::Name) && peek(1).kind == TokenKind::Operator && peek(1).text == "=" && !kKeywords.count(peek().text)) {
                const std::string name = advance().text;
                advance();
                for (const std::string& existing : call.keyword_names)
                    if (existing == name) syntax_error("keyword argument repeated: " + name, call.line);
                call.keyword_names.push_back(name);
                call.keyword_values.push_back(parse_test());
            } else {
                if (!call.keyword_names.empty() && !at_op("*")) {
                    const bool after_unpacking = call.keyword_names.back() == "**";
                    syntax_error(after_unpacking ? "positional argument follows keyword argument unpacking"
                                                 : "positional argument follows keyword argument", peek().line);
                }
                ExprPtr argument = parse_star_or_named();
                if (at_keyword("for")) {
                    const int line = argument->line;
                    argument = parse_comprehension(std::move(argument), line);
                    argument->text = "generator";
                }
                if (at_op("=")) syntax_error("expression cannot contain assignment, perhaps you meant \"==\"?", peek().line);
                call.items.push_back(std::move(argument));
            }
            if (!accept_op(",")) break;
        }
        if (!at_op(")")) {
            if (starts_expression()) syntax_error("invalid syntax. Perhaps you forgot a comma?", peek().line);
            fail_here();
        }
        advance();
    }

    ExprPtr parse_subscript_list() {
        const int line = peek().line;
        ExprPtr first = parse_slice();
        if (!at_op(",")) return first;
        auto tuple = make_expr(ExprKind::Tuple, line);
        tuple->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op("]")) break;
            tuple->items.push_back(parse_slice());
        }
        return tuple;
    }

    ExprPtr parse_slice() {
        const int line = peek().line;
        ExprPtr start;
        if (!at_op(":")) {
            start = parse_test();
            if (at_op(":=")) return named_from(std::move(start));
            if (!at_op(":")) return start;
        }
        auto slice = make_expr(ExprKind::Slice, line);
        advance();  // ':'
        ExprPtr stop, step;
        if (!at_op(":") && !at_op("]") && !at_op(",")) stop = parse_test();
        if (accept_op(":")) {
            if (!at_op("]") && !at_op(",")) step = parse_test();
        }
        slice->items.push_back(std::move(start));
        slice->items.push_back(std::move(stop));
        slice->items.push_back(std::move(step));
        return slice;
    }

    ExprPtr parse_comprehension(ExprPtr element, int line) {
        auto comprehension = make_expr(ExprKind::ListComp, line);
        comprehension->items.push_back(std::move(element));
        while (accept_keyword("for")) {
            Comprehension clause;
            clause.target = parse_target_list();
            check_assignable(*clause.target, false);
            if (!accept_keyword("in")) fail_here();
            clause.iterable = parse_or();
            while (accept_keyword("if")) clause.conditions.push_back(parse_or());
            comprehension->comprehensions.push_back(std::move(clause));
        }
        bind_named_outside(*comprehension);
        return comprehension;
    }

    ExprPtr parse_atom() {
        const Token& token = peek();
        const int line = token.line;
        switch (token.kind) {
            case TokenKind::Number: return parse_number(advance());
            case TokenKind::String:
            case TokenKind::Bytes:
            case TokenKind::FString: return parse_strings();
            case TokenKind::Name: {
                if (token.text == "True" || token.text == "False" || token.text == "None") {
                    auto constant = make_expr(ExprKind::Constant, line);
                    constant->text = advance().text;
                    return constant;
                }
                if (token.text == "yield" || token.text == "await") unsupported_here(token.text);
                if (kKeywords.count(token.text)) fail_here();
                auto name = make_expr(ExprKind::Name, line);
                name->text = advance().text;
                return name;
            }
            case TokenKind::Operator: break;
            default: fail_here();
        }
        if (token.text == "(") return parse_parenthesized(line);
        if (token.text == "[") return parse_list_display(line);
        if (token.text == "{") return parse_braces();
        if (token.text == "...") {
            auto ellipsis = make_expr(ExprKind::Constant, line);
            ellipsis->text = advance().text;
            return ellipsis;
        }
        fail_here();
    }

    // ( ... ): (), a parenthesized expression, a tuple, or a generator expression.
    ExprPtr parse_parenthesized(int line) {
        advance();
        if (accept_op(")")) return make_expr(ExprKind::Tuple, line);
        ExprPtr first = parse_star_or_named();
        if (at_keyword("for")) {
            first = parse_comprehension(std::move(first), line);  // a generator expression
            first->text = "generator";
            expect_op(")");
            return first;
        }
        if (accept_op(")")) {
            first->parenthesized = true;
            return first;
        }
        auto tuple = make_expr(ExprKind::Tuple, line);
        tuple->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op(")")) break;
            tuple->items.push_back(parse_star_or_named());
        }
        if (!at_op(")")) {
            if (starts_expression()) syntax_error("invalid syntax. Perhaps you forgot a comma?", peek().line);
            fail_here();
        }
        advance();
        tuple->parenthesized = true;
        return tuple;
    }

    // [ ... ]: a list display or a list comprehension.
    ExprPtr parse_list_display(int line) {
        advance();
        auto list = make_expr(ExprKind::List, line);
        if (accept_op("]")) return list;
        ExprPtr first = parse_star_or_named();
        if (at_keyword("for")) {
            ExprPtr comprehension = parse_comprehension(std::move(first), line);
            expect_op("]");
            return comprehension;
        }
        list->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op("]")) break;
            list->items.push_back(parse_star_or_named());
        }
        if (!at_op("]")) {
            if (starts_expression()) syntax_error("invalid syntax. Perhaps you forgot a comma?", peek().line);
            fail_here();
        }
        advance();
        return list;
    }

    // {} {a: 1, **b} {k: v for ...} {a, b} {x for ...}
    ExprPtr parse_braces() {
        const int line = advance().line;
        auto display = make_expr(ExprKind::Dict, line);
        if (accept_op("}")) return display;
        if (!at_op("**")) {
            ExprPtr first = parse_star_or_test();
            if (at_op(":=")) return parse_set_display(named_from(std::move(first)), line);
            if (!at_op(":")) return parse_set_display(std::move(first), line);
            advance();
            ExprPtr value = parse_dict_value();
            if (at_keyword("for")) {
                ExprPtr comprehension = parse_comprehension(std::move(first), line);
                comprehension->kind = ExprKind::DictComp;
                comprehension->items.push_back(std::move(value));
                expect_op("}");
                return comprehension;
            }
            display->items.push_back(std::move(first));
            display->items.push_back(std::move(value));
            if (!accept_op(",")) return close_display(std::move(display));
        }
        while (!at_op("}")) {
            if (accept_op("**")) {
                display->items.push_back(nullptr);
                display->items.push_back(parse_bitor());
            } else {
                ExprPtr key = parse_test();
                if (!at_op(":")) syntax_error("':' expected after dictionary key", key->line);
                advance();
                display->items.push_back(std::move(key));
                display->items.push_back(parse_dict_value());
            }
            if (!accept_op(",")) break;
        }
        return close_display(std::move(display));
    }

    ExprPtr parse_dict_value() {
        if (at_op("}") || at_op(",")) syntax_error("expression expected after dictionary key and ':'", peek().line);
        return parse_test();
    }

    ExprPtr parse_set_display(ExprPtr first, int line) {
        if (at_keyword("for")) {
            ExprPtr comprehension = parse_comprehension(std::move(first), line);
            comprehension->kind = ExprKind::SetComp;
            expect_op("}");
            return comprehension;
        }
        auto display = make_expr(ExprKind::Set, line);
        display->items.push_back(std::move(first));
        while (accept_op(",")) {
            if (at_op("}")) break;
            display->items.push_back(parse_star_or_named());
        }
        return close_display(std::move(display));
    }

    ExprPtr close_display(ExprPtr display) {
        if (!at_op("}")) {
            if (starts_expression()) syntax_error("invalid syntax. Perhaps you forgot a comma?", peek().line);
            fail_here();
        }
        advance();
        return display;
    }

    ExprPtr parse_number(const Token& token) {
        std::string digits;
        for (char c : token.text)
            if (c != '_') digits += c;
        const bool is_float = digits.find_first_of(".eE") != std::string::npos &&
                              !(digits.size() > 1 && (digits[1] == 'x' || digits[1] == 'X'));
        if (is_float) {
            auto number = make_expr(ExprKind::Float, token.line);
            number->float_value = std::strtod(digits.c_str(), nullptr);
            return number;
        }
        int base = 10;
        std::string body = digits;
        if (digits.size() > 1 && digits[0] == '0' && std::isalpha(static_cast<unsigned char>(digits[1]))) {
            const char marker = static_cast<char>(std::tolower(static_cast<unsigned char>(digits[1])));
            base = marker == 'x' ? 16 : marker == 'o' ? 8 : 2;
            body = digits.substr(2);
        } else if (digits.size() > 1 && digits[0] == '0' && digits.find_first_not_of('0') != std::string::npos) {
            syntax_error("leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", token.line);
        }
        errno = 0;
        char* end = nullptr;
        const unsigned long long value = std::strtoull(body.c_str(), &end, base);
        if (body.empty() || *end != '\0') syntax_error("invalid " + std::string(base == 16 ? "hexadecimal" : base == 8 ? "octal" : base == 2 ? "binary" : "decimal") + " literal", token.line);
        auto number = make_expr(ExprKind::Int, token.line);
        if (errno == ERANGE || value > static_cast<unsigned long long>(std::numeric_limits<std::int64_t>::max())) {
            number->text = body;  // beyond 64 bits: the evaluator reads the digits
            number->int_value = base;
            return number;
        }
        number->int_value = static_cast<std::int64_t>(value);
        return number;
    }

    // Adjacent string literals concatenate; any f-string among them makes the whole an f-string. Bytes literals
    // concatenate only with bytes literals.
    ExprPtr parse_strings() {
        const int line = peek().line;
        auto result = make_expr(ExprKind::Str, line);
        bool formatted = false;
        const bool bytes = at(TokenKind::Bytes);
        std::vector<FStringPart> parts;
        while (at(TokenKind::String) || at(TokenKind::FString) || at(TokenKind::Bytes)) {
            const Token& token = advance();
            if ((token.kind == TokenKind::Bytes) != bytes) syntax_error("cannot mix bytes and nonbytes literals", line);
            if (bytes) {
                result->kind = ExprKind::Bytes;
                result->text += token.text;
                continue;
            }
            if (token.kind == TokenKind::String) {
                FStringPart part;
                part.literal = token.text;
                parts.push_back(std::move(part));
            } else {
                formatted = true;
                parse_fstring_body(token.text, token.raw, token.line, parts);
            }
        }
        if (!formatted) {
            for (const FStringPart& part : parts) result->text += part.literal;
            return result;
        }
        result->kind = ExprKind::FString;
        result->fstring_parts = std::move(parts);
        return result;
    }

    static void parse_fstring_body(const std::string& body, bool raw, int line, std::vector<FStringPart>& parts);

    std::vector<Token> tokens_;
    std::size_t position_ = 0;
    int loop_depth_ = 0;
    int function_depth_ = 0;
    // Per scope being parsed (the module, then each def or lambda): the names its := bind; and whether each scope
    // (the module, a def or lambda, a class body) is a class body.
    std::vector<std::vector<std::string>> named_targets_ = {{}};
    std::vector<bool> class_depth_ = {false};
    bool body_yields_ = false;  // the function being parsed has a yield: it is a generator
    int depth_ = 0;
};

ExprPtr parse_fstring_expression(const std::string& text, int line) {
    bool blank = true;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) blank = false;
    if (blank) syntax_error("f-string: empty expression not allowed", line);
    std::vector<Token> tokens;
    try {
        tokens = tokenize("(" + text + ")");
    } catch (PythonError& error) {
        throw PythonError(error.type(), "f-string: " + error.message(), line);
    }
    for (Token& token : tokens) token.line = line;
    Parser parser(std::move(tokens));
    return parser.parse_lone_expression();
}

void Parser::parse_fstring_body(const std::string& body, bool raw, int line, std::vector<FStringPart>& parts) {
    std::string literal;
    auto flush_literal = [&]() {
        if (literal.empty()) return;
        FStringPart part;
        part.literal = raw ? literal : decode_string_escapes(literal, line);
        parts.push_back(std::move(part));
        literal.clear();
    };
    std::size_t i = 0;
    while (i < body.size()) {
        const char c = body[i];
        if (c == '{' && i + 1 < body.size() && body[i + 1] == '{') { literal += '{'; i += 2; continue; }
        if (c == '}' && i + 1 < body.size() && body[i + 1] == '}') { literal += '}'; i += 2; continue; }
        if (c == '}') syntax_error("f-string: single '}' is not allowed", line);
        if (c != '{') { literal += c; ++i; continue; }
        flush_literal();
        // Find the end of the expression: a top-level '!', ':' or '}' outside brackets and strings.
        std::size_t j = i + 1;
        int depth = 0;
        char quote = 0;
        std::size_t expression_end = std::string::npos;
        for (; j < body.size(); ++j) {
            const char d = body[j];
            if (quote) { if (d == quote) quote = 0; continue; }
            if (d == '\'' || d == '"') { quote = d; continue; }
            if (d == '(' || d == '[' || d == '{') { ++depth; continue; }
            if ((d == ')' || d == ']' || d == '}') && depth > 0) { --depth; continue; }
            if (depth == 0 && (d == '}' || d == ':' || (d == '!' && j + 1 < body.size() && body[j + 1] != '='))) {
                expression_end = j;
                break;
            }
        }
        if (expression_end == std::string::npos) syntax_error("f-string: expecting '}'", line);
        std::string expression_text = body.substr(i + 1, expression_end - i - 1);
        FStringPart part;
        // f"{x=}" prints "x=" then the value (repr unless a spec or conversion is given).
        std::size_t last = expression_text.find_last_not_of(" \t");
        if (last != std::string::npos && expression_text[last] == '=' &&
            (last == 0 || std::string("=!<>").find(expression_text[last - 1]) == std::string::npos)) {
            part.debug_text = expression_text;
            expression_text = expression_text.substr(0, last);
        }
        part.expression = parse_fstring_expression(expression_text, line);
        j = expression_end;
        if (body[j] == '!') {
            if (j + 1 >= body.size()) syntax_error("f-string: expecting '}'", line);
            const char conversion = body[j + 1];
            if (conversion != 'r' && conversion != 's' && conversion != 'a')
                syntax_error("f-string: invalid conversion character: expected 's', 'r', or 'a'", line);
            part.conversion = conversion;
            j += 2;
        }
        if (j < body.size() && body[j] == ':') {
            // The spec runs to the matching '}', and may itself hold replacement fields.
            std::size_t k = j + 1;
            int nested = 0;
            for (; k < body.size(); ++k) {
                if (body[k] == '{') ++nested;
                else if (body[k] == '}') {
                    if (nested == 0) break;
                    --nested;
                }
            }
            if (k >= body.size()) syntax_error("f-string: expecting '}'", line);
            auto spec = make_expr(ExprKind::FString, line);
            parse_fstring_body(body.substr(j + 1, k - j - 1), raw, line, spec->fstring_parts);
            part.format_spec = std::move(spec);
            j = k;
        }
        if (j >= body.size() || body[j] != '}') syntax_error("f-string: expecting '}'", line);
        if (!part.debug_text.empty() && !part.conversion && !part.format_spec) part.conversion = 'r';
        parts.push_back(std::move(part));
        i = j + 1;
    }
    flush_literal();
}

}  // namespace

Block parse_module(std::string_view source) {
    std::optional<PythonError> unclosed;
    Parser parser(tokenize(source, &unclosed));
    if (!unclosed) return parser.parse_file();
    try {
        parser.parse_file();
    } catch (const PythonError& error) {
        // CPython's parser reads on to the end (and then names the open bracket) unless it fails on the open
        // bracket's own line, as in `def f(:`.
        if (!parser.at_source_end() && error.line() <= unclosed->line()) throw;
    }
    throw *unclosed;
}

}  // namespace qkv::python
