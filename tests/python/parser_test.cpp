// python_parser_test.cpp — syntax trees of the subset, and CPython 3.11's SyntaxError wording.
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/compiler/parser.hpp"

using namespace qkv::python;

namespace {
std::string syntax_error_of(const std::string& source) {
    try {
        parse_module(source);
    } catch (const PythonError& error) {
        return error.last_line() + " @" + std::to_string(error.line());
    }
    return "no error";
}
}  // namespace

TEST(PythonParser, PrecedenceOfPowerAndUnaryMinus) {
    const Block block = parse_module("y = -2 ** 2\n");
    ASSERT_EQ(block.size(), 1u);
    const Expr& value = *block[0]->value;
    ASSERT_EQ(value.kind, ExprKind::UnaryOp);  // -(2 ** 2)
    EXPECT_EQ(value.items[0]->kind, ExprKind::BinaryOp);
    EXPECT_EQ(value.items[0]->text, "**");
}

TEST(PythonParser, DecoratorsBelongToTheDefinitionBelowThem) {
    const Block block = parse_module("@torch.no_grad()\n@log\ndef f():\n    pass\n@register\nclass A:\n    pass\n");
    ASSERT_EQ(block.size(), 2u);
    EXPECT_EQ(block[0]->kind, StmtKind::Def);
    ASSERT_EQ(block[0]->decorators.size(), 2u);
    EXPECT_EQ(block[0]->decorators[0]->kind, ExprKind::Call);
    EXPECT_EQ(block[0]->decorators[1]->text, "log");
    EXPECT_EQ(block[1]->kind, StmtKind::Class);
    EXPECT_EQ(block[1]->decorators.size(), 1u);
    EXPECT_EQ(syntax_error_of("@log\nx = 1\n"), "SyntaxError: invalid syntax @2");
}

TEST(PythonParser, ChainedComparisonKeepsAllOperands) {
    const Block block = parse_module("a < b <= c\n");
    const Expr& compare = *block[0]->value;
    ASSERT_EQ(compare.kind, ExprKind::Compare);
    EXPECT_EQ(compare.items.size(), 3u);
    EXPECT_EQ(compare.compare_ops, (std::vector<std::string>{"<", "<="}));
}

TEST(PythonParser, SubscriptWithSlicesOverSeveralAxes) {
    const Block block = parse_module("q[0, -1, :4]\n");
    const Expr& subscript = *block[0]->value;
    ASSERT_EQ(subscript.kind, ExprKind::Subscript);
    const Expr& index = *subscript.items[1];
    ASSERT_EQ(index.kind, ExprKind::Tuple);
    EXPECT_EQ(index.items[2]->kind, ExprKind::Slice);
    EXPECT_EQ(index.items[2]->items[0], nullptr);
}

TEST(PythonParser, FStringSplitsLiteralAndFields) {
    const Block block = parse_module("f'a{x!r:>5}b{{'\n");
    const Expr& fstring = *block[0]->value;
    ASSERT_EQ(fstring.kind, ExprKind::FString);
    ASSERT_EQ(fstring.fstring_parts.size(), 3u);
    EXPECT_EQ(fstring.fstring_parts[0].literal, "a");
    EXPECT_EQ(fstring.fstring_parts[1].conversion, 'r');
    EXPECT_EQ(fstring.fstring_parts[2].literal, "b{");
}

TEST(PythonParser, CPythonMessages) {
    EXPECT_EQ(syntax_error_of("for i in x\n    pass\n"), "SyntaxError: expected ':' @1");
    EXPECT_EQ(syntax_error_of("5 = x\n"), "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='? @1");
    EXPECT_EQ(syntax_error_of("print(a b)\n"), "SyntaxError: invalid syntax. Perhaps you forgot a comma? @1");
    EXPECT_EQ(syntax_error_of("if True:\nx = 1\n"), "IndentationError: expected an indented block after 'if' statement on line 1 @2");
    EXPECT_EQ(syntax_error_of("return 1\n"), "SyntaxError: 'return' outside function @1");
    EXPECT_EQ(syntax_error_of("d = {'a': 1,\n     'b' 2}\n"), "SyntaxError: ':' expected after dictionary key @2");
    EXPECT_EQ(syntax_error_of("d = {'a': 1, 'b'}\n"), "SyntaxError: ':' expected after dictionary key @1");
    EXPECT_EQ(syntax_error_of("d = {'a': }\n"), "SyntaxError: expression expected after dictionary key and ':' @1");
    EXPECT_EQ(syntax_error_of("d = {'a' 1}\n"), "SyntaxError: invalid syntax. Perhaps you forgot a comma? @1");
}

TEST(PythonParser, UnsupportedConstructsSaySoOnTheirLine) {
    EXPECT_EQ(syntax_error_of("async def f():\n    pass\n"), "NotImplementedError: `async` is not supported in this playground @1");
    EXPECT_EQ(syntax_error_of("def f():\n    x = [(yield 1)]\n"), "NotImplementedError: `yield` is not supported in this playground @2");
    EXPECT_EQ(syntax_error_of("try:\n    pass\nexcept* ValueError:\n    pass\n"),
              "NotImplementedError: `except* (exception groups)` is not supported in this playground @3");
    EXPECT_EQ(syntax_error_of("yield 1\n"), "SyntaxError: 'yield' outside function @1");
    EXPECT_EQ(syntax_error_of("nonlocal x\n"), "SyntaxError: nonlocal declaration not allowed at module level @1");
}

TEST(PythonParser, AFunctionWithAYieldIsAGeneratorButNotTheFunctionAroundIt) {
    const Block block = parse_module("def outer():\n    def inner():\n        if True:\n            x = yield 1\n    return inner\n");
    const Stmt& outer = *block[0];
    EXPECT_FALSE(outer.is_generator);
    EXPECT_TRUE(outer.body[0]->is_generator);
    EXPECT_EQ(outer.body[0]->body[0]->body[0]->value->kind, ExprKind::Yield);
}

TEST(PythonParser, ParametersSplitIntoPositionalStarKeywordOnlyAndDoubleStar) {
    const Block block = parse_module("def f(a, b=1, *rest, k, m=2, **options):\n    pass\n");
    const Stmt& def = *block[0];
    EXPECT_EQ(def.parameters, (std::vector<std::string>{"a", "b", "k", "m"}));
    EXPECT_EQ(def.positional_count, 2u);
    EXPECT_EQ(def.defaults.size(), 1u);
    ASSERT_EQ(def.keyword_defaults.size(), 2u);
    EXPECT_EQ(def.keyword_defaults[0], nullptr);
    EXPECT_NE(def.keyword_defaults[1], nullptr);
    EXPECT_EQ(def.star_parameter, "rest");
    EXPECT_EQ(def.double_star_parameter, "options");
}

TEST(PythonParser, LambdaIsAFunctionReturningItsBody) {
    const Block block = parse_module("key = lambda row, i=0: row[i]\n");
    const Expr& lambda = *block[0]->value;
    ASSERT_EQ(lambda.kind, ExprKind::Lambda);
    EXPECT_EQ(lambda.definition->text, "<lambda>");
    EXPECT_EQ(lambda.definition->parameters, (std::vector<std::string>{"row", "i"}));
    ASSERT_EQ(lambda.definition->body.size(), 1u);
    EXPECT_EQ(lambda.definition->body[0]->kind, StmtKind::Return);
}

TEST(PythonParser, DictAndSetDisplays) {
    EXPECT_EQ(parse_module("{}\n")[0]->value->kind, ExprKind::Dict);
    EXPECT_EQ(parse_module("{1, 2}\n")[0]->value->kind, ExprKind::Set);
    EXPECT_EQ(parse_module("{k: v for k, v in x}\n")[0]->value->kind, ExprKind::DictComp);
    EXPECT_EQ(parse_module("{x for x in y}\n")[0]->value->kind, ExprKind::SetComp);
    const Block merged = parse_module("{'a': 1, **other}\n");
    ASSERT_EQ(merged[0]->value->items.size(), 4u);
    EXPECT_EQ(merged[0]->value->items[2], nullptr);  // ** has no key
}

TEST(PythonParser, ParameterAndArgumentOrderErrors) {
    EXPECT_EQ(syntax_error_of("def f(a=1, b):\n    pass\n"), "SyntaxError: non-default argument follows default argument @1");
    EXPECT_EQ(syntax_error_of("def f(*):\n    pass\n"), "SyntaxError: named arguments must follow bare * @1");
    EXPECT_EQ(syntax_error_of("f(**k, 1)\n"), "SyntaxError: positional argument follows keyword argument unpacking @1");
    EXPECT_EQ(syntax_error_of("{1, 2} = 3\n"), "SyntaxError: cannot assign to set display here. Maybe you meant '==' instead of '='? @1");
}

// A := in a comprehension counts the comprehensions it binds through; a def records the names its := bind, so
// that they are its locals; CPython's words for the targets and places it refuses.
TEST(PythonParser, NamedExpressionsBindOutsideComprehensions) {
    const Block block = parse_module("def f(v):\n    return [[(t := a + b) for b in v] for a in v], (u := 1)\n");
    ASSERT_EQ(block.size(), 1u);
    EXPECT_EQ(block[0]->named_targets, (std::vector<std::string>{"t", "u"}));
    const Expr& outer = *block[0]->body[0]->value->items[0];
    const Expr& named = *outer.items[0]->items[0];
    ASSERT_EQ(named.kind, ExprKind::NamedExpr);
    EXPECT_EQ(named.int_value, 2);
    EXPECT_EQ(block[0]->body[0]->value->items[1]->int_value, 0);
    EXPECT_EQ(syntax_error_of("x = 1\n(x.y := 2)\n"), "SyntaxError: cannot use assignment expressions with attribute @2");
    EXPECT_EQ(syntax_error_of("[i := 0 for i in range(3)]\n"),
              "SyntaxError: assignment expression cannot rebind comprehension iteration variable 'i' @1");
    EXPECT_EQ(syntax_error_of("[v for v in (w := [1])]\n"), "SyntaxError: assignment expression cannot be used in a comprehension iterable expression @1");
    EXPECT_EQ(syntax_error_of("class A:\n    r = [(s := 1) for _ in 'ab']\n"),
              "SyntaxError: assignment expression within a comprehension cannot be used in a class body @2");
    EXPECT_EQ(syntax_error_of("x := 1\n"), "SyntaxError: invalid syntax @1");
    EXPECT_EQ(syntax_error_of("f(a=x := 1)\n"), "SyntaxError: invalid syntax @1");
    EXPECT_EQ(syntax_error_of("del (x := 1)\n"), "SyntaxError: cannot delete named expression @1");
    EXPECT_EQ(syntax_error_of("(lambda: (y := 1))\n[y for _ in 'a']\n"), "no error");
}
