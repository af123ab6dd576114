// python_signature_test.cpp — the names a native binder takes: a braced list at the call site or a vector's, read in
// order; and a signature bound with CPython's words for what a call leaves out.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "python/runtime/errors.hpp"
#include "python/runtime/signature.hpp"

using namespace qkv::python;

namespace {
std::string joined(const ParameterNames& names) {
    std::string text;
    for (std::string_view name : names) text += std::string(name) + ";";
    return text;
}
}  // namespace

TEST(PythonSignature, ParameterNamesFromABracedList) {
    EXPECT_EQ(joined({"input", "dim", "keepdim"}), "input;dim;keepdim;");
    EXPECT_EQ(joined({}), "");
    const auto second = [](const ParameterNames& names) { return names.size() == 2 ? std::string(names[1]) : ""; };
    EXPECT_EQ(second({"outputs", "inputs"}), "inputs");
}

TEST(PythonSignature, ParameterNamesFromAVector) {
    std::vector<std::string> made = {"params"};
    for (const char* option : {"lr", "momentum", "weight_decay"}) made.emplace_back(option);
    EXPECT_EQ(joined(made), "params;lr;momentum;weight_decay;");
    EXPECT_EQ(joined(std::vector<std::string>{"tensor", "val"}), "tensor;val;");  // a temporary lives for the call
}

TEST(PythonSignature, MissingArgumentsAreNamedAsCPythonNamesThem) {
    CallArgs args;
    args.positional = {int_value(1)};
    try {
        bind_signature({"Random.randint", {"a", "b"}, 2, {}}, args);
        FAIL() << "no TypeError";
    } catch (const PythonError& error) {
        EXPECT_EQ(error.type(), "TypeError");
        EXPECT_EQ(error.message(), "Random.randint() missing 1 required positional argument: 'b'");
    }
}
