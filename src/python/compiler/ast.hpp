// ast.hpp — the syntax tree of the Python subset: expressions and statements, each with its source line.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace qkv::python {

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using Block = std::vector<StmtPtr>;

enum class ExprKind {
    Name,        // text = identifier
    Int,         // int_value; beyond 64 bits, text = the digits and int_value = their base
    Float,       // float_value
    Str,         // text = value
    Bytes,       // text = the bytes (b'...')
    FString,     // fstring_parts
    Constant,    // text = "True" / "False" / "None" / "..."
    Tuple,       // items
    List,        // items
    ListComp,    // items[0] = element; comprehensions; text = "generator" for a generator expression
    Dict,        // items = key, value, key, value ...; a null key with its value for {**other}
    Set,         // items
    DictComp,    // items = {key, value}; comprehensions
    SetComp,     // items[0] = element; comprehensions
    BinaryOp,    // text = operator; items = {left, right}
    UnaryOp,     // text = "-", "+", "~", "not"; items = {operand}
    BoolOp,      // text = "and" / "or"; items = operands
    Compare,     // items = operands; compare_ops between them
    IfElse,      // items = {body, test, orelse}
    Call,        // items[0] = callee, then positional args; keyword_names/keyword_values
    Attribute,   // items[0] = object; text = attribute name
    Subscript,   // items = {object, index}
    Slice,       // items = {start, stop, step}, each may be null
    Starred,     // items[0]
    Lambda,      // definition: a Def statement named "<lambda>" whose body returns the expression
    Yield,       // items = {value} or none; text = "from" for `yield from`
    NamedExpr,   // NAME := value: text = name; items = {value}; int_value = comprehensions between it and its scope
};

struct Comprehension {
    ExprPtr target;
    ExprPtr iterable;
    std::vector<ExprPtr> conditions;
};

struct FStringPart {
    std::string literal;      // when expression is null
    ExprPtr expression;       // a replacement field
    std::string debug_text;   // "x=" for f"{x=}"
    char conversion = 0;      // 'r', 's', 'a' or 0
    ExprPtr format_spec;      // an FString expression, or null
};

struct Expr {
    ExprKind kind = ExprKind::Constant;
    int line = 0;
    std::string text;
    std::int64_t int_value = 0;
    double float_value = 0.0;
    std::vector<ExprPtr> items;
    std::vector<std::string> compare_ops;
    std::vector<std::string> keyword_names;  // Call: "**" for a **mapping argument
    std::vector<ExprPtr> keyword_values;
    std::vector<Comprehension> comprehensions;
    std::vector<FStringPart> fstring_parts;
    std::shared_ptr<Stmt> definition;  // Lambda
    bool parenthesized = false;
};

enum class StmtKind { Expression, Assign, AugAssign, If, While, For, Def, Return, Pass, Break, Continue, Import, Global, Assert, Delete,
                      Try, Raise, With, Class, Nonlocal };

struct ImportedName {
    std::string name;   // "torch.nn" for import torch.nn / "nn" for from torch import nn
    std::string alias;  // the name it is bound to
};

struct ExceptHandler {  // except TYPE as NAME: BODY
    int line = 0;
    ExprPtr type;      // null for a bare except
    std::string name;  // "" without "as"
    Block body;
};

struct Stmt {
    StmtKind kind = StmtKind::Pass;
    int line = 0;
    std::vector<ExprPtr> targets;  // Assign: a = b = value; AugAssign/For: one; Delete: del a, b[0]; With: its `as` target, if any
    ExprPtr value;                 // Expression / Assign / AugAssign / Return / For iterable / Assert message /
                                   // Raise exception (null to re-raise) / With context manager
    ExprPtr test;                  // If / While / Assert; an annotated Assign or Pass (x: int = 1, x: int): its annotation
    std::string text;              // AugAssign operator ("+"); Def / Class name; Import: from-module ("" for plain import);
                                   // an annotated Assign or Pass: the annotated name
    Block body;
    Block orelse;                  // If / Try: else
    std::vector<ExceptHandler> handlers;  // Try
    Block finally_body;            // Try
    std::vector<ExprPtr> bases;    // Class
    std::vector<ExprPtr> decorators;  // Def / Class: the @expressions above it, top first
    std::vector<std::string> parameters;  // Def: the positional parameters, then the keyword-only ones; Global / Nonlocal names
    std::size_t positional_count = 0;     // Def: how many of `parameters` can be given by position
    std::vector<ExprPtr> defaults;        // Def: defaults of the last positional parameters
    std::vector<ExprPtr> keyword_defaults;  // Def: one per keyword-only parameter, null where it has none
    std::string star_parameter;           // Def: the name of *args, or ""
    std::string double_star_parameter;    // Def: the name of **kwargs, or ""
    std::vector<ImportedName> imports;
    bool is_generator = false;            // Def: its body yields
    std::vector<std::string> named_targets;  // Def: the names its body binds with := (comprehensions included)
};

// A def's or class's docstring: the text of its body's first statement when that is a string literal, else null.
inline const std::string* docstring_of(const Block& body) {
    if (body.empty() || body[0]->kind != StmtKind::Expression || !body[0]->value || body[0]->value->kind != ExprKind::Str) return nullptr;
    return &body[0]->value->text;
}

}  // namespace qkv::python
