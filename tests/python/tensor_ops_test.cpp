// python_tensor_ops_test.cpp — broadcasting, matmul/linear sums, indexing and torch's messages.
#include <gtest/gtest.h>

#include <cmath>

#include "core/linear.hpp"
#include "core/sleef_math.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "run_program.hpp"

using namespace qkv::python;

namespace {
MeterPtr meter() { return std::make_shared<MemoryMeter>(1u << 24); }
TensorPtr make(const MeterPtr& m, const Shape& shape, std::vector<float> values) {
    TensorPtr tensor = make_tensor(m, shape, "test");
    tensor->storage->values = std::move(values);
    return tensor;
}
}  // namespace

TEST(PythonTensorOps, BroadcastAddsRows) {
    auto m = meter();
    auto a = make(m, {2, 2}, {1, 2, 3, 4});
    auto b = make(m, {2}, {10, 20});
    auto sum = tensor_binary(m, '+', *a, *b);
    EXPECT_EQ(sum->storage->values, (std::vector<float>{11, 22, 13, 24}));
}

TEST(PythonTensorOps, MatmulWithTransposedWeightEqualsLinearBitForBit) {
    auto m = meter();
    std::vector<float> x(3 * 5), w(4 * 5);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = 0.1f * static_cast<float>(i) - 0.7f;
    for (std::size_t i = 0; i < w.size(); ++i) w[i] = 0.37f - 0.03f * static_cast<float>(i * i % 7);
    auto input = make(m, {3, 5}, x);
    auto weight = make(m, {4, 5}, w);
    auto by_linear = tensor_linear(m, *input, *weight, nullptr);
    auto transposed = tensor_reverse_dims(m, *weight);
    auto by_matmul = tensor_matmul(m, *input, *transposed);
    EXPECT_TRUE(tensor_equal(*by_linear, *by_matmul));
}

TEST(PythonTensorOps, IndexSelectsAndSlices) {
    auto m = meter();
    auto t = make(m, {2, 3}, {0, 1, 2, 3, 4, 5});
    IndexItem row;
    row.index = -1;
    IndexItem cols;
    cols.is_slice = true;
    cols.start = 1;
    auto picked = tensor_index(m, *t, {row, cols});
    EXPECT_EQ(picked->shape, (Shape{2}));
    EXPECT_EQ(picked->storage->values, (std::vector<float>{4, 5}));
}

TEST(PythonTensorOps, TorchMessages) {
    auto m = meter();
    auto a = make(m, {4, 128}, std::vector<float>(512));
    auto b = make(m, {64, 32}, std::vector<float>(2048));
    try {
        tensor_matmul(m, *a, *b);
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "RuntimeError: mat1 and mat2 shapes cannot be multiplied (4x128 and 64x32)");
    }
    try {
        wrap_dim(3, 2);
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 3)");
    }
    try {
        check_expandable({2, 3}, {4, 2}, "torch.FloatTensor");  // torch checks from the last dim
        FAIL();
    } catch (const PythonError& error) {
        EXPECT_EQ(error.last_line(), "RuntimeError: The expanded size of the tensor (2) must match the existing size (3) at non-singleton "
                                     "dimension 1.  Target sizes: [4, 2].  Tensor sizes: [2, 3]");
    }
}

TEST(PythonTensorOps, MemoryCapStopsHugeTensors) {
    auto small = std::make_shared<MemoryMeter>(1024);
    EXPECT_THROW(make_tensor(small, {1000000, 1000000}, "huge"), PythonError);
    {
        auto fits = make_tensor(small, {200}, "fits");
        EXPECT_EQ(small->live_bytes(), 800u);
        EXPECT_THROW(make_tensor(small, {100}, "second"), PythonError);
    }
    EXPECT_EQ(small->live_bytes(), 0u);
}

// torch's pow kernel: SLEEF on whole blocks of 16, the C library on the tail (double pow for a number exponent,
// float powf for tensor ** tensor), per inner run when broadcasting.
TEST(PythonTensorOps, PowUsesSleefForBlocksOf16AndTheCLibraryForTheTail) {
    auto m = meter();
    std::vector<float> x(17), y(17);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = 0.37f + 0.291f * static_cast<float>(i), y[i] = 1.1f - 0.13f * static_cast<float>(i);
    auto base = make(m, {17}, x);
    auto exponent = make(m, {17}, y);
    auto by_number = tensor_power(m, *base, Scalar{DType::Float32, 1.7, 0});
    auto by_tensor = tensor_power_tensor(m, *base, *exponent);
    for (std::size_t i = 0; i < 16; ++i) {
        EXPECT_EQ(by_number->data()[i], qkv::sleef_powf(x[i], 1.7f));
        EXPECT_EQ(by_tensor->data()[i], qkv::sleef_powf(x[i], y[i]));
    }
    EXPECT_EQ(by_number->data()[16], static_cast<float>(std::pow(static_cast<double>(x[16]), 1.7)));
    EXPECT_EQ(by_tensor->data()[16], std::pow(x[16], y[16]));
    // Broadcast: the blocks restart on each row (TensorIterator's inner run), the column being a scalar per row.
    std::vector<float> two_rows(x);
    two_rows.insert(two_rows.end(), x.begin(), x.end());
    auto rows = make(m, {2, 17}, two_rows);
    auto column = make(m, {2, 1}, {1.3f, 2.1f});
    auto broadcast = tensor_power_tensor(m, *rows, *column);
    for (std::size_t i = 0; i < 16; ++i) EXPECT_EQ(broadcast->data()[17 + i], qkv::sleef_powf(x[i], 2.1f));
    EXPECT_EQ(broadcast->data()[33], std::pow(x[16], 2.1f));
}

// An in-place result goes into the storage itself, so a tensor sharing it (nn.Parameter(t), state_dict()) sees it.
TEST(PythonTensorOps, InPlaceResultReachesTensorsSharingTheStorage) {
    auto m = meter();
    auto wrapped = make(m, {3}, {1, 2, 3});
    auto sharing = std::make_shared<Tensor>(*wrapped);
    auto doubled = tensor_scalar(m, '*', *wrapped, Scalar{DType::Float32, 2.0, 0}, false);
    store_in_place(*wrapped, *doubled);
    EXPECT_EQ(sharing->storage->values, (std::vector<float>{2, 4, 6}));
}

// scatter's reduce= (its deprecated 'multiply' included) and a cumulative extreme without an int dim (torch words
// that differently for the method and the function) are refused, not approximated.
TEST(PythonTensorOps, ScatterReduceAndCummaxWithoutADimAreRefused) {
    const std::string prelude = "import torch\nx = torch.zeros(2, 3)\ni = torch.tensor([[0, 1, 0]])\n";
    EXPECT_EQ(error_of(prelude, "x.scatter_(0, i, 2.0, reduce='multiply')\n"),
              "NotImplementedError: `scatter(reduce=...)` is not supported in this playground");
    EXPECT_EQ(error_of(prelude, "torch.cummax(x)\n"), "NotImplementedError: `cummax() without an int dim` is not supported in this playground");
}

// An in-place view change (t_, unsqueeze_ ...) keeps self's storage shared, and refuses where torch would record a
// node the playground does not model; as_tensor refuses an array whose memory torch would share.
TEST(PythonTensorOps, InPlaceViewChangesShareStorageAndRefuseRecording) {
    const std::string prelude = "import torch\n";
    EXPECT_EQ(output_of(prelude, "x = torch.arange(6).view(2, 3)\nflat = x.view(6)\nx.t_()\nx[2, 0] = 9\nprint(flat.tolist(), x.stride())\n"),
              "[0, 1, 9, 3, 4, 5] (1, 3)\n");
    EXPECT_EQ(error_of(prelude, "w = torch.ones(2, 3, requires_grad=True) * 2\nw.transpose_(0, 1)\n"),
              "NotImplementedError: `Tensor.transpose_ of a tensor that requires grad` is not supported in this playground");
    EXPECT_EQ(error_of(prelude, "torch.as_tensor(torch.zeros(2).numpy())\n"),
              "NotImplementedError: `torch.as_tensor of a NumPy array (it shares the array's memory)` is not supported in this playground");
    EXPECT_EQ(output_of(prelude, "x = torch.ones(2)\nprint(torch.as_tensor(x) is x, x.new_tensor([3]).dtype)\n"), "True torch.float32\n");
}
