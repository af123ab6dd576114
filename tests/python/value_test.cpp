// python_value_test.cpp — the run's reference-cycle tracking: which containers are tracked, and that
// release_cycles frees a cycle through them; native state told apart by its kind (object_as).
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
