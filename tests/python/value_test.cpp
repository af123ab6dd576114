// python_value_test.cpp — the run's reference-cycle tracking: which containers are tracked, and that
// release_cycles frees a cycle through them; native state told apart by its kind (object_as); a builtin's body,
// plain or with captures shared by its copies.
#include <gtest/gtest.h>

#include <memory>

#include "python/runtime/value.hpp"

using namespace qkv::python;

TEST(PythonValue, ListHoldingItselfIsFreedByReleaseCycles) {
    Runtime runtime;
    std::weak_ptr<Object> watched;
    {
        Value history = list_value({});
        watched = history.object;
        runtime.track_container(history, history);
        static_cast<SequenceObject&>(*history.object).items.push_back(history);
    }
    ASSERT_FALSE(watched.expired());  // the cycle keeps it alive until the run ends
    runtime.release_cycles();
    EXPECT_TRUE(watched.expired());
}

TEST(PythonValue, ContainersGivenOnlyScalarsAreNotTracked) {
    Runtime runtime;
    const Value numbers = list_value({});
    runtime.track_container(numbers, int_value(1));
    runtime.track_container(numbers, str_value("one"));
    EXPECT_TRUE(runtime.cyclic_objects.empty());
    runtime.track_container(numbers, list_value({}));
    runtime.track_container(numbers, tuple_value({}));
    EXPECT_EQ(runtime.cyclic_objects.size(), 1u);  // once, however often it is handed references
}

TEST(PythonValue, ExpiredEntriesAreDroppedBeforeTheRegistryGrows) {
    Runtime runtime;
    for (int i = 0; i < 1000; ++i) runtime.track_container(list_value({}));  // each freed at once
    EXPECT_LT(runtime.cyclic_objects.capacity(), 64u);
    const Value kept = list_value({});
    runtime.track_container(kept);
    runtime.release_cycles();
    EXPECT_TRUE(runtime.cyclic_objects.empty());
}

namespace {
struct FirstKind : KindedObject<FirstKind> {};
struct SecondKind : KindedObject<SecondKind> {};
}  // namespace

TEST(PythonValue, ObjectAsTellsKindsApartWithoutRtti) {
    const FirstKind first;
    const SecondKind second;
    const Object plain;
    EXPECT_EQ(object_as<FirstKind>(&first), &first);
    EXPECT_EQ(object_as<FirstKind>(&second), nullptr);
    EXPECT_EQ(object_as<SecondKind>(&second), &second);
    EXPECT_EQ(object_as<FirstKind>(&plain), nullptr);
    EXPECT_EQ(object_as<FirstKind>(nullptr), nullptr);
}

namespace {
Value answer_of(Runtime&, CallArgs& args) { return int_value(static_cast<std::int64_t>(args.positional.size())); }
}  // namespace

TEST(PythonValue, NativeFunctionCallsAPlainBody) {
    Runtime runtime;
    CallArgs args;
    args.positional = {int_value(1), int_value(2)};
    const NativeFunction empty;
    EXPECT_FALSE(static_cast<bool>(empty));
    const NativeFunction plain = answer_of;
    const NativeFunction lambda = [](Runtime&, CallArgs&) { return int_value(7); };
    ASSERT_TRUE(static_cast<bool>(plain));
    EXPECT_EQ(plain(runtime, args).integer, 2);
    EXPECT_EQ(lambda(runtime, args).integer, 7);
}

TEST(PythonValue, NativeFunctionCopiesShareTheirCapturesUntilTheLastIsGone) {
    Runtime runtime;
    CallArgs args;
    auto state = std::make_shared<int>(41);
    std::weak_ptr<int> watched = state;
    {
        NativeFunction counted = [state](Runtime&, CallArgs&) { return int_value(++*state); };
        state.reset();
        NativeFunction copy = counted;
        NativeFunction moved = std::move(counted);
        EXPECT_FALSE(static_cast<bool>(counted));  // NOLINT: a moved-from body is empty
        EXPECT_EQ(copy(runtime, args).integer, 42);
        EXPECT_EQ(moved(runtime, args).integer, 43);  // the same captures, not a clone
        copy = NativeFunction();
        EXPECT_FALSE(watched.expired());  // `moved` still holds them
    }
    EXPECT_TRUE(watched.expired());
}

TEST(PythonValue, BuiltinNamedInTheSourceIsAPlainBuiltin) {
    Runtime runtime;
    CallArgs args;
    args.positional = {none_value()};
    const Value made = builtin_value("answer", answer_of);
    const Value from_string = builtin_value(std::string("answer"), NativeFunction(answer_of));
    for (const Value& builtin : {made, from_string}) {
        ASSERT_EQ(builtin.type, Type::Builtin);
        const auto& object = object_of<BuiltinObject>(builtin);
        EXPECT_EQ(object.name, "answer");
        EXPECT_EQ(object.call(runtime, args).integer, 1);
    }
}
