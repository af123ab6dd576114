// python_classes_test.cpp — method resolution order, instances with native set-up, attribute lookup and binding.
#include <gtest/gtest.h>

#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"

using namespace qkv::python;

namespace {
std::vector<std::string> mro_names(const Value& cls) {
    std::vector<std::string> names;
    for (const ClassObject* entry : class_of(cls).mro) names.push_back(entry->name);
    return names;
}
}  // namespace

TEST(PythonClasses, MethodResolutionOrderIsC3) {
    const Value a = make_class("A", "__main__", {}, Scope());
    const Value b = make_class("B", "__main__", {a}, Scope());
    const Value c = make_class("C", "__main__", {a}, Scope());
    const Value d = make_class("D", "__main__", {b, c}, Scope());
    EXPECT_EQ(mro_names(d), (std::vector<std::string>{"D", "B", "C", "A", "object"}));
    EXPECT_THROW(make_class("E", "__main__", {a, d}, Scope()), PythonError);  // A before D cannot be linearised
}

TEST(PythonClasses, ABuiltInBaseSetsUpItsInstancesAndBindsItsNativeMethods) {
    Scope members;
    members.set("size", builtin_value("size", [](Runtime&, CallArgs& args) {
        return object_of<InstanceObject>(args.positional[0]).attributes.find("n")->type == Type::Int ? int_value(7) : none_value();
    }));
    const Value base = make_class("Native", "torch.nn", {}, std::move(members));
    object_of<ClassObject>(base).on_create = [](Runtime&, const Value& instance, CallArgs&) {
        object_of<InstanceObject>(instance).attributes.set("n", int_value(1));
    };
    const Value derived = make_class("Mine", "__main__", {base}, Scope());
    Runtime runtime;
    runtime.call = [&runtime](const Value& callee, CallArgs& args) { return object_of<BuiltinObject>(callee).call(runtime, args); };
    CallArgs args;
    args.positional.push_back(int_value(3));  // taken by the built-in base, so object.__init__ does not object
    const Value instance = instantiate(runtime, derived, args);
    const std::optional<Value> method = instance_attribute(runtime, instance, "size");
    ASSERT_TRUE(method.has_value());
    EXPECT_EQ(method->type, Type::BoundMethod);
    EXPECT_EQ(repr(class_attribute(derived, "__name__").value()), "'Mine'");
    EXPECT_EQ(repr(base), "<class 'torch.nn.Native'>");
}

#include "run_program.hpp"

TEST(PythonClasses, APropertysSetterRunsOnAssignment) {
    EXPECT_EQ(output_of("", "class T:\n    def __init__(self):\n        self._c = 0\n    @property\n    def c(self):\n        return self._c\n"
                            "    @c.setter\n    def c(self, value):\n        self._c = value * 2\nt = T()\nt.c = 4\nprint(t.c)\n"),
              "8\n");
}
