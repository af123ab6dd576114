// python_tensor_indexing_test.cpp — t[index] and t[index] = value: basic views, masks, int lists, and the view
// strides that decide whether view() is allowed afterwards.
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/torch/ops/tensor_indexing.hpp"
#include "python/torch/ops/tensor_ops.hpp"

using namespace qkv::python;

namespace {

struct Fixture {
    Runtime runtime;
    Fixture() {
        runtime.meter = std::make_shared<MemoryMeter>(1u << 24);
        runtime.max_steps = 1'000'000;
    }
    Value arange(const Shape& shape) {
        TensorPtr tensor = make_tensor(runtime.meter, shape, "test");
        for (std::int64_t n = 0; n < tensor->numel(); ++n) tensor->data()[n] = static_cast<float>(n);
        return tensor_value(tensor);
    }
};

Value slice(std::optional<std::int64_t> start, std::optional<std::int64_t> stop, std::optional<std::int64_t> step) {
    auto bound = [](std::optional<std::int64_t> value) { return value ? int_value(*value) : none_value(); };
    Value result = tuple_value({bound(start), bound(stop), bound(step)});
    result.type = Type::Slice;
    return result;
}

Value ellipsis() {
    Value value;
    value.type = Type::Ellipsis;
    return value;
}

}  // namespace

TEST(PythonTensorIndexing, EllipsisNoneAndSteps) {
    Fixture f;
    const Value x = f.arange({2, 3, 4});
    const TensorPtr last = tensor_of(tensor_subscript(f.runtime, x, tuple_value({ellipsis(), int_value(-1)})));
    EXPECT_EQ(last->shape, (Shape{2, 3}));
    EXPECT_EQ(last->storage->values, (std::vector<float>{3, 7, 11, 15, 19, 23}));
    const TensorPtr widened = tensor_of(tensor_subscript(f.runtime, x, tuple_value({slice({}, {}, {}), none_value()})));
    EXPECT_EQ(widened->shape, (Shape{2, 1, 3, 4}));
    const TensorPtr stepped = tensor_of(tensor_subscript(f.runtime, x, tuple_value({int_value(1), slice(1, {}, 2)})));
    EXPECT_EQ(stepped->shape, (Shape{1, 4}));
    EXPECT_EQ(stepped->storage->values, (std::vector<float>{16, 17, 18, 19}));
}

TEST(PythonTensorIndexing, MasksAndListsPickElements) {
    Fixture f;
    const Value x = f.arange({2, 3});
    const Value mask = tensor_value(tensor_compare(f.runtime.meter, ">", *tensor_of(x), *scalar_tensor(f.runtime.meter, Scalar{DType::Float32, 3.5, 0})));
    EXPECT_EQ(tensor_of(tensor_subscript(f.runtime, x, mask))->storage->values, (std::vector<float>{4, 5}));
    const TensorPtr columns = tensor_of(tensor_subscript(f.runtime, x, tuple_value({slice({}, {}, {}), list_value({int_value(2), int_value(0)})})));
    EXPECT_EQ(columns->shape, (Shape{2, 2}));
    EXPECT_EQ(columns->storage->values, (std::vector<float>{2, 0, 5, 3}));
    EXPECT_THROW(tensor_subscript(f.runtime, x, list_value({int_value(2)})), PythonError);
}

TEST(PythonTensorIndexing, AssignmentWritesTheSharedStorage) {
    Fixture f;
    const Value x = f.arange({2, 3});
    const Value alias = x;
    tensor_assign_item(f.runtime, x, tuple_value({slice({}, {}, {}), int_value(1)}), float_value(-1.0));
    EXPECT_EQ(tensor_of(alias)->storage->values, (std::vector<float>{0, -1, 2, 3, -1, 5}));
    EXPECT_THROW(tensor_assign_item(f.runtime, x, int_value(0), tensor_value(make_tensor(f.runtime.meter, {4}, "test"))), PythonError);
}

TEST(PythonTensorIndexing, ViewOfATransposeNeedsContiguous) {
    Fixture f;
    const TensorPtr x = tensor_of(f.arange({2, 3}));
    const TensorPtr transposed = tensor_transpose(f.runtime.meter, *x, 0, 1);
    EXPECT_THROW(tensor_reshape(f.runtime.meter, *transposed, {6}, true), PythonError);
    EXPECT_EQ(tensor_reshape(f.runtime.meter, *transposed, {6}, false)->storage->values, (std::vector<float>{0, 3, 1, 4, 2, 5}));
    EXPECT_EQ(tensor_reshape(f.runtime.meter, *transposed, {3, 1, 2}, true)->shape, (Shape{3, 1, 2}));
}
