// python_tensor_dtypes_test.cpp — float64, float16 and int32 tensors: torch's result types, float16 rounding, and
// the NotImplementedError of each op that does not take them. Values come from torch 1.13.1 (the oracle); the
// numbers of the supported ops are checked bit for bit by the corpus programs dtype_*.
#include <gtest/gtest.h>

#include <cmath>

#include "python/interpreter.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"

using namespace qkv::python;

namespace {
MeterPtr meter() { return std::make_shared<MemoryMeter>(1u << 24); }

TensorPtr tensor_of_dtype(const MeterPtr& m, const Shape& shape, DType dtype) { return make_tensor(m, shape, "test", dtype); }

DType added(const Operand& a, const Operand& b) { return extra_arithmetic(meter(), '+', a, b)->dtype; }

std::string error_of(const std::string& program) { return run("import torch\n" + program + "\n").error; }
}  // namespace

TEST(PythonTensorDtypes, ResultTypesFollowTorchsCategories) {
    auto m = meter();
    const TensorPtr d = tensor_of_dtype(m, {1}, DType::Float64), f = tensor_of_dtype(m, {1}, DType::Float32);
    const TensorPtr i = tensor_of_dtype(m, {1}, DType::Int64), i32 = tensor_of_dtype(m, {1}, DType::Int32);
    const TensorPtr h = tensor_of_dtype(m, {1}, DType::Float16), b = tensor_of_dtype(m, {1}, DType::Bool);
    const TensorPtr d0 = tensor_of_dtype(m, {}, DType::Float64), i0 = tensor_of_dtype(m, {}, DType::Int64);
    const TensorPtr h0 = tensor_of_dtype(m, {}, DType::Float16), i32_0 = tensor_of_dtype(m, {}, DType::Int32);
    // A 0-dim tensor only promotes a dimensioned one of a lower category.
    EXPECT_EQ(added({f.get()}, {d0.get()}), DType::Float32);
    EXPECT_EQ(added({i.get()}, {d0.get()}), DType::Float64);
    EXPECT_EQ(added({i32.get()}, {i0.get()}), DType::Int32);
    EXPECT_EQ(added({h.get()}, {d0.get()}), DType::Float16);
    EXPECT_EQ(added({h0.get()}, {d0.get()}), DType::Float64);
    EXPECT_EQ(added({b.get()}, {i32_0.get()}), DType::Int32);
    EXPECT_EQ(added({h.get()}, {i.get()}), DType::Float16);
    EXPECT_EQ(added({i32.get()}, {i.get()}), DType::Int64);
    // A Python float counts as float32, an int as int64.
    EXPECT_EQ(added({i32.get()}, Operand(Scalar{DType::Float32, 2.5, 0})), DType::Float32);
    EXPECT_EQ(added({d0.get()}, Operand(Scalar{DType::Int64, 0.0, 2})), DType::Float64);
    EXPECT_EQ(extra_arithmetic(m, '/', {i32.get()}, {i32.get()})->dtype, DType::Float32);
}

TEST(PythonTensorDtypes, HalfRoundsToNearestEvenWithSubnormalsAndOverflow) {
    EXPECT_EQ(round_to_half(65504.0f), 65504.0f);
    EXPECT_EQ(round_to_half(65519.99f), 65504.0f);
    EXPECT_TRUE(std::isinf(round_to_half(65520.0f)));
    EXPECT_EQ(round_to_half(std::ldexp(1.0f, -24)), std::ldexp(1.0f, -24));
    EXPECT_EQ(round_to_half(std::ldexp(1.0f, -25)), 0.0f);  // the tie goes to even (zero)
    EXPECT_EQ(round_to_half(3 * std::ldexp(1.0f, -26)), std::ldexp(1.0f, -24));
    EXPECT_EQ(round_to_half(1e-8f), 0.0f);
    EXPECT_EQ(round_to_half(0.1f), 0.0999755859375f);
    EXPECT_EQ(round_to_half(2049.0f), 2048.0f);
    EXPECT_EQ(round_to_half(2051.0f), 2052.0f);
    EXPECT_TRUE(std::signbit(round_to_half(-0.0f)));
}

TEST(PythonTensorDtypes, CastsWrapAndTruncateAsTorch) {
    auto m = meter();
    const TensorPtr big = tensor_of_dtype(m, {2}, DType::Int64);
    big->storage->integers = {(std::int64_t{1} << 31) + 5, -7};
    EXPECT_EQ(convert_dtype(m, *big, DType::Int32)->storage->integers, (std::vector<std::int64_t>{-2147483643, -7}));
    const TensorPtr reals = tensor_of_dtype(m, {3}, DType::Float64);
    reals->storage->reals = {1.7, -2.7, 70000.0};
    EXPECT_EQ(convert_dtype(m, *reals, DType::Int32)->storage->integers, (std::vector<std::int64_t>{1, -2, 70000}));
    EXPECT_TRUE(std::isinf(convert_dtype(m, *reals, DType::Float16)->storage->values[2]));
}

TEST(PythonTensorDtypes, OpsThatDoNotTakeADtypeSaySo) {
    EXPECT_EQ(error_of("x = torch.ones(3, dtype=torch.float64)\nx.exp()"),
              "NotImplementedError: `Tensor.exp on torch.float64 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(2, 2).half()\nx @ x"),
              "NotImplementedError: `the @ operator on torch.float16 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(3).double()\ntorch.where(x > 0, x, x)"),
              "NotImplementedError: `torch.where on torch.float64 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(2).double()\ntorch.equal(x, x.float())"),
              "NotImplementedError: `torch.equal on torch.float64 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("torch.randn(3, dtype=torch.float16)"),
              "NotImplementedError: `torch.randn on torch.float16 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("torch.normal(0.0, 1.0, (3,), dtype=torch.float64)"),
              "NotImplementedError: `torch.normal on torch.float64 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(3).half()\nx.sum()"),
              "NotImplementedError: `Tensor.sum on torch.float16 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("s = torch.get_rng_state()\ns[0] = 5"),
              "NotImplementedError: `index assignment on torch.uint8 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(3).double()\nx.exp_()"),
              "NotImplementedError: `Tensor.exp_ on torch.float64 tensors` is not supported in this playground");
    EXPECT_EQ(error_of("x = torch.ones(3).half()\nx.sqrt()"), "RuntimeError: \"sqrt_vml_cpu\" not implemented for 'Half'");
}

// Autograd here is float32 only: a float64 or float16 leaf that requires grad is refused where torch makes one,
// never met with an error torch would not raise; an integer one keeps torch's own error.
TEST(PythonTensorDtypes, GradientsOfOtherFloatDtypesAreRefused) {
    for (const char* program : {"torch.ones(2, dtype=torch.float64, requires_grad=True)", "torch.tensor([1.0], dtype=torch.float64, requires_grad=True)",
                                "torch.nn.Parameter(torch.ones(2).double())", "torch.ones(2).double().requires_grad_()",
                                "torch.nn.Linear(2, 2).double()", "torch.nn.Linear(2, 2, dtype=torch.float64)"}) {
        const std::string error = error_of(program);
        EXPECT_EQ(error.rfind("NotImplementedError", 0), 0u) << program << ": " << error;
    }
    EXPECT_EQ(error_of("torch.zeros(2, dtype=torch.long, requires_grad=True)"),
              "RuntimeError: Only Tensors of floating point and complex dtype can require gradients");
}
