// activations.cpp — the lambdas of torch 1.13's sigmoid_kernel (UnaryOpsKernel.cpp), silu_kernel and GeluKernelImpl
// (cpu/Activation.cpp), the block structure of cpu_kernel_vec's vectorized_loop (cpu/Loops.h), and oneDNN's
// gelu_erf as its JIT emits it (read from the kernel ONEDNN_JIT_DUMP=1 writes).
//
// torch's files are compiled with -mavx2 -mfma, and GCC fuses the one multiply-add there is (GELU tanh's
// x + kappa * x^3) in both lambdas; everything else is separately rounded float arithmetic.
#include "activations.hpp"

#include <cmath>
#include <cstdint>
#include <initializer_list>

#include "avx_math.hpp"
#include "float_bits.hpp"
#include "glibc_math.hpp"
#include "sleef_math.hpp"

namespace qkv {
namespace {

constexpr std::size_t kBlock = 16;  // vectorized_loop's step: two Vectorized<float> of 8
constexpr float kSqrtHalf = static_cast<float>(0.70710678118654752440);                                   // M_SQRT1_2
constexpr float kTanhBeta = static_cast<float>(1.41421356237309504880 * 1.12837916709551257390 * 0.5);   // sqrt(2/pi)
constexpr float kTanhKappa = static_cast<float>(0.044715);

// The lambdas differ in which exp, erf and tanh they call, and in how sigmoid's vector lambda negates (0 - x, which
// keeps a NaN's sign).
template <class Exp, class Erf, class Tanh>
float activation(Activation kind, float x, bool vector_lane, Exp exp, Erf erf, Tanh tanh) {
    switch (kind) {
        case Activation::Sigmoid: return 1.0f / (1.0f + exp(vector_lane ? 0.0f - x : -x));
        case Activation::Silu: return x / (1.0f + exp(-x));
        case Activation::Gelu: return x * 0.5f * (1.0f + erf(x * kSqrtHalf));
        case Activation::GeluTanh: {
            const float cube = x * x * x;
            const float inner = kTanhBeta * fused_multiply_add(kTanhKappa, cube, x);
            return 0.5f * x * (1.0f + tanh(inner));
        }
    }
    return x;
}

}  // namespace

float activation_vector_lane(Activation kind, float x) { return activation(kind, x, true, sleef_expf, sleef_erff, sleef_tanhf); }

float activation_scalar(Activation kind, float x) { return activation(kind, x, false, glibc_expf, glibc_erff, glibc_tanhf); }

void apply_activation(Activation kind, const float* in, float* out, std::size_t n, bool vectorized) {
    const std::size_t blocked = vectorized ? n - n % kBlock : 0;
    for (std::size_t i = 0; i < blocked; ++i) out[i] = activation_vector_lane(kind, in[i]);
    for (std::size_t i = blocked; i < n; ++i) out[i] = activation_scalar(kind, in[i]);
}

namespace {

std::uint32_t sign_bit(float x) { return bits_of(x) & 0x80000000u; }

float with_sign_flipped_by(float x, std::uint32_t sign) { return float_of(bits_of(x) ^ sign); }

// oneDNN's exp: x clamped to [-87.34, 88.72], n = floor(x log2 e + 1/2), a degree-5 polynomial in x - n ln 2, times
// 2^(n-1) then 2; 0 where x was below the clamp.
float exp_onednn(float x) {
    const float low = -0x1.5d58a0p+6f, high = 0x1.62e430p+6f;
    const bool below = x < low;
    x = std::isnan(x) || x > high ? high : x;  // vminps returns its second operand for NaN
    x = x < low ? low : x;
    const float n = std::floor(x * 0x1.715476p+0f + 0.5f);
    const float r = fused_multiply_add(-n, 0x1.62e430p-1f, x);
    const std::int32_t biased = static_cast<std::int32_t>(n - 1.0f) + 127;
    const float scale = below ? 0.0f : float_of(static_cast<std::uint32_t>(biased) << 23);
    float p = 0x1.0f9f9cp-7f;
    for (float c : {0x1.573a1ap-5f, 0x1.555a80p-3f, 0x1.fffdc6p-2f, 0x1.fffff6p-1f, 1.0f}) p = fused_multiply_add(p, r, c);
    return p * scale * 2.0f;
}

}  // namespace

float gelu_erf_onednn(float x) {
    // erf(|z|) = 1 - t q(t) e^(-z^2) with t = 1 / (1 + p |z|), z = x / sqrt 2; then gelu = h + h erf(z), h = x / 2.
    const float z = x * 0x1.6a09e6p-1f;
    const float t = 1.0f / fused_multiply_add(0x1.4f740ap-2f, std::fabs(z), 1.0f);
    const float minus_e_t = -exp_onednn(-(z * z)) * t;
    float q = 0x1.0fb844p+0f;
    for (float c : {-0x1.7401c6p+0f, 0x1.6be1c6p+0f, -0x1.23531cp-2f, 0x1.04f20cp-2f}) q = fused_multiply_add(q, t, c);
    const float erf = with_sign_flipped_by(fused_multiply_add(q, minus_e_t, 1.0f), sign_bit(x));
    const float half = x * 0.5f;
    return fused_multiply_add(half, erf, half);
}

namespace {

// The constants of the backward lambdas: M_SQRT2 * M_2_SQRTPI * 0.5 and M_2_SQRTPI * M_SQRT1_2 * 0.5 in float.
constexpr float kErfBeta = static_cast<float>(1.12837916709551257390 * 0.70710678118654752440 * 0.5);
constexpr float kThreeKappa = 3.0f * kTanhKappa;

// GCC fuses 1 - t*t and 1 + 3*kappa*x^2 in both lambdas (0.5 * right + ... is exact either way), and the final
// cdf + x * pdf of the erf form only in the vector lambda: measured against torch on 320,000 inputs, 0 differences.
template <class Tanh>
float gelu_tanh_backward(float dy, float x, Tanh tanh) {
    const float x_sq = x * x;
    const float inner = kTanhBeta * fused_multiply_add(kTanhKappa, x_sq * x, x);
    const float t = tanh(inner);
    const float left = 0.5f * x, right = 1.0f + t;
    const float tanh_derivative = fused_multiply_add(-t, t, 1.0f);
    const float inner_derivative = kTanhBeta * fused_multiply_add(kThreeKappa, x_sq, 1.0f);
    return dy * (0.5f * right + left * tanh_derivative * inner_derivative);
}

}  // namespace

float gelu_backward_vector_lane(bool tanh_approximation, float dy, float x) {
    if (tanh_approximation) return gelu_tanh_backward(dy, x, sleef_tanhf);
    const float cdf = 0.5f * (1.0f + sleef_erff(x * kSqrtHalf));
    const float pdf = kErfBeta * sleef_expf(x * x * -0.5f);
    return dy * fused_multiply_add(x, pdf, cdf);
}

float gelu_backward_scalar(bool tanh_approximation, float dy, float x) {
    if (tanh_approximation) return gelu_tanh_backward(dy, x, glibc_tanhf);
    const float cdf = 0.5f * (1.0f + glibc_erff(x * kSqrtHalf));
    const float pdf = kErfBeta * glibc_expf(x * x * -0.5f);
    return dy * (cdf + x * pdf);
}

// gelu_erf_compute_vector_bwd as oneDNN's JIT emits it (read from its ONEDNN_JIT_DUMP kernel and its constant table;
// its 1/sqrt(pi) is 0x3f106eba, one ulp below the nearest float): r = x / sqrt 2, q = e^(-r^2), erf(r) as in the
// forward, then (r / sqrt(pi) * q + 0.5) + 0.5 * erf, times dy.
float gelu_erf_backward_onednn(float dy, float x) {
    const float r = x * 0x1.6a09e6p-1f;
    const float q = exp_onednn(-(r * r));
    const float density = (r * 0x1.20dd74p-1f) * q;
    const float w = 1.0f / fused_multiply_add(0x1.4f740ap-2f, std::fabs(r), 1.0f);
    const float minus_q_w = -q * w;
    float poly = 0x1.0fb844p+0f;
    for (float c : {-0x1.7401c6p+0f, 0x1.6be1c6p+0f, -0x1.23531cp-2f, 0x1.04f20cp-2f}) poly = fused_multiply_add(poly, w, c);
    const float erf = with_sign_flipped_by(fused_multiply_add(minus_q_w, poly, 1.0f), sign_bit(r));
    return fused_multiply_add(erf, 0.5f, density + 0.5f) * dy;
}

namespace {

template <class Exp>
float silu_backward(float dy, float x, Exp exp) {
    const float sigmoid = 1.0f / (1.0f + exp(-x));
    return dy * sigmoid * fused_multiply_add(x, 1.0f - sigmoid, 1.0f);
}

}  // namespace

float silu_backward_vector_lane(float dy, float x) { return silu_backward(dy, x, sleef_expf); }

float silu_backward_scalar(float dy, float x) { return silu_backward(dy, x, glibc_expf); }

}  // namespace qkv
