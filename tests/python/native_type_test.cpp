// native_type_test.cpp — the native-type protocol: what an empty slot means, and that the interpreter's generic
// repr, str, ==, is, hash, truth and attribute lookup go through a type's slots.
#include <gtest/gtest.h>

#include <memory>

#include "python/runtime/dict_set.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/operators.hpp"

using namespace qkv::python;

namespace {

struct Counter : NativeObject {
    Counter(const NativeType& type, int held) : NativeObject(type), count(held) {}
    int count;
};

const NativeType& bare_type() {
    static const NativeType type = [] {
        NativeType made;
        made.name = "ext.Bare";
        return made;
    }();
    return type;
}

const NativeType& counter_type() {
    static const NativeType type = [] {
        NativeType made;
        made.name = "ext.Counter";
        made.repr = [](const Value& self) { return "Counter(" + std::to_string(native_of<Counter>(self).count) + ")"; };
        made.str = [](const Value& self) { return std::to_string(native_of<Counter>(self).count); };
        made.hash = [](const Value& self) { return std::int64_t{native_of<Counter>(self).count}; };
        made.equal = [](const Value& self, const Value& other) {
            return is_native(other, counter_type()) && native_of<Counter>(self).count == native_of<Counter>(other).count;
        };
        made.truth = [](const Value& self) { return native_of<Counter>(self).count != 0; };
        made.attribute = [](Runtime&, const Value& self, const std::string& name) -> std::optional<Value> {
            if (name == "count") return int_value(native_of<Counter>(self).count);
            return std::nullopt;
        };
        return made;
    }();
    return type;
}

Value counter(int count) { return native_value(std::make_shared<Counter>(counter_type(), count)); }

}  // namespace

TEST(PythonNativeType, EmptySlotsBehaveAsAPlainObject) {
    const Value bare = native_value(std::make_shared<NativeObject>(bare_type()));
    const Value other = native_value(std::make_shared<NativeObject>(bare_type()));
    EXPECT_EQ(type_name(bare), "ext.Bare");
    EXPECT_EQ(repr(bare), "<ext.Bare object>");
    EXPECT_EQ(str(bare), "<ext.Bare object>");
    EXPECT_TRUE(values_equal(bare, bare));
    EXPECT_FALSE(values_equal(bare, other));
    EXPECT_NE(python_hash(bare), python_hash(other));
    EXPECT_TRUE(truthy(bare));
    Runtime runtime;
    EXPECT_FALSE(native_attribute(runtime, bare, "count"));
}

TEST(PythonNativeType, FilledSlotsAreWhatTheInterpreterUses) {
    const Value zero = counter(0);
    const Value three = counter(3);
    EXPECT_EQ(repr(three), "Counter(3)");
    EXPECT_EQ(str(three), "3");
    EXPECT_TRUE(values_equal(three, counter(3)));
    EXPECT_TRUE(values_equal(int_value(1), int_value(1)));
    EXPECT_FALSE(values_equal(three, int_value(3)));
    EXPECT_FALSE(values_equal(int_value(3), three));  // the native operand's slot answers from either side
    EXPECT_FALSE(compare("is", three, counter(3)));   // equal, yet two objects
    EXPECT_EQ(python_hash(three), 3);
    EXPECT_FALSE(truthy(zero));
    EXPECT_TRUE(truthy(three));
    Runtime runtime;
    EXPECT_EQ(native_attribute(runtime, three, "count")->integer, 3);
    EXPECT_FALSE(native_attribute(runtime, three, "total"));
    EXPECT_TRUE(is_native(three, counter_type()));
    EXPECT_FALSE(is_native(three, bare_type()));
    EXPECT_FALSE(is_native(int_value(3), counter_type()));
}

TEST(PythonNativeType, ContainersHoldingNativeObjectsAreNotTracked) {
    Runtime runtime;
    const Value list = list_value({});
    runtime.track_container(list, counter(1));
    EXPECT_TRUE(runtime.cyclic_objects.empty());
}
