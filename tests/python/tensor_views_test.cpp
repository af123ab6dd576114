// python_tensor_views_test.cpp — views linked to their root storage: writes carried both ways, the range check that
// skips unrelated views, views of views, detach, and torch's refusals of in-place changes.
#include <gtest/gtest.h>

#include "python/runtime/errors.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/ops/tensor_views.hpp"

using namespace qkv::python;

namespace {
MeterPtr meter() { return std::make_shared<MemoryMeter>(1u << 24); }

// A 3x4 tensor holding 0..11.
TensorPtr counting(const MeterPtr& m) {
    TensorPtr tensor = make_tensor(m, {3, 4}, "test");
    for (int n = 0; n < 12; ++n) tensor->data()[n] = static_cast<float>(n);
    return tensor;
}

std::vector<float> values_of(const TensorPtr& tensor) { return tensor->storage->values; }

// Row `row` of a rows x 4 tensor, as x[row] makes it.
TensorPtr row_of(const MeterPtr& m, const TensorPtr& tensor, std::int64_t row) {
    IndexItem item;
    item.index = row;
    return tensor_index(m, *tensor, {item});
}
}  // namespace

TEST(PythonTensorViews, AWriteToARowReachesItsBaseAndOtherViews) {
    auto m = meter();
    TensorPtr x = counting(m);
    TensorPtr row = row_of(m, x, 1);
    TensorPtr column_view = tensor_transpose(m, *x, 0, 1);  // 4x3
    row->data()[2] = 50.0f;
    share_in_place_change(*row, nullptr);
    EXPECT_EQ(x->data()[6], 50.0f);
    EXPECT_EQ(column_view->data()[2 * 3 + 1], 50.0f);  // x.t()[2][1]
}

TEST(PythonTensorViews, AWriteToTheBaseReachesLiveViewsOnly) {
    auto m = meter();
    TensorPtr x = counting(m);
    std::weak_ptr<Tensor> gone;
    {
        TensorPtr temporary = row_of(m, x, 1);
        gone = temporary;
    }
    EXPECT_TRUE(gone.expired());
    TensorPtr first = row_of(m, x, 0), last = row_of(m, x, 2);
    x->data()[0] = -1.0f;
    x->data()[11] = -2.0f;
    const std::vector<std::int64_t> changed{0, 11};
    share_in_place_change(*x, &changed);
    EXPECT_EQ(values_of(first), (std::vector<float>{-1, 1, 2, 3}));
    EXPECT_EQ(values_of(last), (std::vector<float>{8, 9, 10, -2}));
    EXPECT_EQ(x->storage->views.size(), 2u);  // the dead view's entry was dropped when `first` linked
}

TEST(PythonTensorViews, AViewOfAViewLinksToTheRoot) {
    auto m = meter();
    TensorPtr x = counting(m);
    TensorPtr transposed = tensor_transpose(m, *x, 0, 1);
    TensorPtr element = row_of(m, transposed, 3);  // x[:, 3]
    EXPECT_EQ(element->storage->view_of->root, x->storage);
    element->data()[1] = 70.0f;
    share_in_place_change(*element, nullptr);
    EXPECT_EQ(x->data()[7], 70.0f);
    EXPECT_EQ(transposed->data()[3 * 3 + 1], 70.0f);
}

TEST(PythonTensorViews, ReshapeSharesTheElementsInOrder) {
    auto m = meter();
    TensorPtr x = counting(m);
    TensorPtr flat = tensor_reshape(m, *x, {12}, true);
    flat->data()[5] = 500.0f;
    const std::vector<std::int64_t> changed{5};
    share_in_place_change(*flat, &changed);
    EXPECT_EQ(x->data()[5], 500.0f);
    EXPECT_FALSE(flat->storage->view_of->positions);
}

TEST(PythonTensorViews, DetachSharesTheStorage) {
    auto m = meter();
    TensorPtr x = counting(m);
    x->grad_fn = "MulBackward0";
    TensorPtr plain = detached(*x);
    EXPECT_EQ(plain->storage, x->storage);
    EXPECT_TRUE(plain->grad_fn.empty());
}

TEST(PythonTensorViews, WritesThroughAViewRelabelAsTorchDoes) {
    auto m = meter();
    TensorPtr x = counting(m);
    x->grad_fn = "MulBackward0";
    TensorPtr row = row_of(m, x, 0);
    row->grad_fn = "SelectBackward0";
    TensorPtr other = row_of(m, x, 2);
    other->grad_fn = "SelectBackward0";
    row->grad_fn = "AddBackward0";
    share_in_place_change(*row, nullptr);
    EXPECT_EQ(x->grad_fn, "CopySlices");
    EXPECT_EQ(row->grad_fn, "AsStridedBackward0");
    EXPECT_EQ(other->grad_fn, "AsStridedBackward0");
}

TEST(PythonTensorViews, InPlaceRefusalsUseTorchsWords) {
    auto m = meter();
    TensorPtr leaf = counting(m);
    leaf->requires_grad = true;
    TensorPtr row = row_of(m, leaf, 0);
    row->grad_fn = "SelectBackward0";
    try {
        check_in_place(*row);
        FAIL() << "a view of a leaf that requires grad was changed";
    } catch (const PythonError& error) {
        EXPECT_EQ(error.message(), "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    }
    try {
        check_in_place(*leaf);
        FAIL() << "a leaf that requires grad was changed";
    } catch (const PythonError& error) {
        EXPECT_EQ(error.message(), "a leaf Variable that requires grad is being used in an in-place operation.");
    }
    grad_mode().enabled = false;
    EXPECT_NO_THROW(check_in_place(*row));
    TensorPtr quiet = row_of(m, leaf, 1);
    grad_mode().enabled = true;
    EXPECT_THROW(check_in_place(*quiet), PythonError);  // made under no_grad, changed with grad on
}

TEST(PythonTensorViews, ExpandedTensorsOverlapThemselves) {
    auto m = meter();
    TensorPtr x = counting(m);
    TensorPtr row = row_of(m, x, 0);
    EXPECT_NO_THROW(check_in_place(*row, false, true));
    TensorPtr wide = strided_view(m, *row, 0, {2, 4}, {0, 1});
    set_view_strides(*wide, {0, 1});
    EXPECT_THROW(check_in_place(*wide, false, true), PythonError);  // += on an expand
    EXPECT_NO_THROW(check_in_place(*wide));                          // fill_ on one is allowed
    wide->data()[4] = 9.0f;  // wide[1][0]
    const std::vector<std::int64_t> changed{4};
    share_in_place_change(*wide, &changed);
    EXPECT_EQ(x->data()[0], 9.0f);
    EXPECT_EQ(wide->data()[0], 9.0f);  // wide[0][0] is the same element
}
