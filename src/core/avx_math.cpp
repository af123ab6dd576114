// avx_math.cpp — scalar re-derivation of the Cephes log and sincos as PyTorch's AVX2 build evaluates them.
//
// Constants are the Cephes coefficients, each rounded to float the way a float array initialised from a double
// literal is. Fused steps (one rounding) follow what GCC contracts in the vector code: every polynomial
// multiply-add, the three-part range reduction, and the combination steps noted below.
#include "avx_math.hpp"

#include <cstdint>
#include <limits>

#include "float_bits.hpp"

namespace qkv {

namespace {

constexpr float as_float(double value) {
    return static_cast<float>(value);
}

// --- log ---
constexpr float kSqrtHalf = as_float(0.707106781186547524);
constexpr float kLogP0 = as_float(7.0376836292E-2);
constexpr float kLogP1 = as_float(-1.1514610310E-1);
constexpr float kLogP2 = as_float(1.1676998740E-1);
constexpr float kLogP3 = as_float(-1.2420140846E-1);
constexpr float kLogP4 = as_float(1.4249322787E-1);
constexpr float kLogP5 = as_float(-1.6668057665E-1);
constexpr float kLogP6 = as_float(2.0000714765E-1);
constexpr float kLogP7 = as_float(-2.4999993993E-1);
constexpr float kLogP8 = as_float(3.3333331174E-1);
constexpr float kLn2Low = as_float(-2.12194440e-4);  // ln 2 split in two: a small correction...
constexpr float kLn2High = as_float(0.693359375);    // ...and a part with few significant bits

// --- sin / cos ---
constexpr float kFourOverPi = as_float(1.27323954473516);
constexpr float kMinusPiOver4Part1 = as_float(-0.78515625);  // -pi/4 in three parts (exact products with j)
constexpr float kMinusPiOver4Part2 = as_float(-2.4187564849853515625e-4);
constexpr float kMinusPiOver4Part3 = as_float(-3.77489497744594108e-8);
constexpr float kSinP0 = as_float(-1.9515295891E-4);
constexpr float kSinP1 = as_float(8.3321608736E-3);
constexpr float kSinP2 = as_float(-1.6666654611E-1);
constexpr float kCosP0 = as_float(2.443315711809948E-005);
constexpr float kCosP1 = as_float(-1.388731625493765E-003);
constexpr float kCosP2 = as_float(4.166664568298827E-002);

constexpr std::uint32_t kSignBit = 0x80000000u;

}  // namespace

float cephes_logf(float x) {
    const bool invalid = x <= 0.0f;  // an ordered compare: NaN is not flagged here, as in the vector code
    const float smallest_normal = std::numeric_limits<float>::min();
    if (!(x > smallest_normal)) {
        x = smallest_normal;  // max(x, min_normal) returns its second operand on NaN, too
    }

    const std::uint32_t bits = bits_of(x);
    float exponent = static_cast<float>(static_cast<std::int32_t>(bits >> 23) - 0x7f);
    exponent = exponent + 1.0f;
    // Mantissa scaled into [0.5, 1).
    float m = float_of((bits & ~0x7f800000u) | bits_of(0.5f));

    const bool below_sqrt_half = m < kSqrtHalf;
    const float doubled_part = below_sqrt_half ? m : 0.0f;
    m = m - 1.0f;
    exponent = exponent - (below_sqrt_half ? 1.0f : 0.0f);
    m = m + doubled_part;

    const float m_squared = m * m;
    float poly = kLogP0;
    poly = fused_multiply_add(poly, m, kLogP1);
    poly = fused_multiply_add(poly, m, kLogP2);
    poly = fused_multiply_add(poly, m, kLogP3);
    poly = fused_multiply_add(poly, m, kLogP4);
    poly = fused_multiply_add(poly, m, kLogP5);
    poly = fused_multiply_add(poly, m, kLogP6);
    poly = fused_multiply_add(poly, m, kLogP7);
    poly = fused_multiply_add(poly, m, kLogP8);
    poly = poly * m;
    // GCC fuses the first product (poly * m^2) into the add; exponent * ln2_low is rounded on its own.
    poly = fused_multiply_add(poly, m_squared, exponent * kLn2Low);
    poly = fused_multiply_add(-m_squared, 0.5f, poly);
    float result = fused_multiply_add(exponent, kLn2High, m + poly);
    if (invalid) {
        result = std::numeric_limits<float>::quiet_NaN();
    }
    return result;
}

SinCos cephes_sincosf(float x) {
    std::uint32_t sin_sign = bits_of(x) & kSignBit;
    x = float_of(bits_of(x) & ~kSignBit);

    // Octant index, rounded up to even (j = (j + 1) & ~1), as in Cephes.
    const float scaled = x * kFourOverPi;
    std::int32_t octant = static_cast<std::int32_t>(scaled);  // truncation, like cvttps2dq in range
    octant = (octant + 1) & ~1;
    const float octant_float = static_cast<float>(octant);

    const std::uint32_t sin_swap = static_cast<std::uint32_t>(octant & 4) << 29;
    const bool use_sin_poly_for_sin = (octant & 2) == 0;
    const std::uint32_t cos_sign = static_cast<std::uint32_t>(~(octant - 2) & 4) << 29;
    sin_sign ^= sin_swap;

    // Extended-precision reduction x - j * pi/4, each step fused.
    x = fused_multiply_add(octant_float, kMinusPiOver4Part1, x);
    x = fused_multiply_add(octant_float, kMinusPiOver4Part2, x);
    x = fused_multiply_add(octant_float, kMinusPiOver4Part3, x);

    const float z = x * x;

    float cos_poly = fused_multiply_add(kCosP0, z, kCosP1);
    cos_poly = fused_multiply_add(cos_poly, z, kCosP2);
    cos_poly = cos_poly * z;
    // GCC fuses cos_poly * z into the subtraction; z * 0.5 is rounded on its own (it is exact anyway).
    const float half_z = z * 0.5f;
    cos_poly = fused_multiply_add(cos_poly, z, -half_z);
    cos_poly = cos_poly + 1.0f;

    float sin_poly = fused_multiply_add(kSinP0, z, kSinP1);
    sin_poly = fused_multiply_add(sin_poly, z, kSinP2);
    sin_poly = sin_poly * z;
    sin_poly = fused_multiply_add(sin_poly, x, x);

    // The vector code selects with masks and then adds the two halves, one of which is +0: that addition
    // turns a -0 into +0, so it is kept.
    const float sin_from_sin_poly = use_sin_poly_for_sin ? sin_poly : 0.0f;
    const float sin_from_cos_poly = use_sin_poly_for_sin ? 0.0f : cos_poly;
    const float sin_value = sin_from_cos_poly + sin_from_sin_poly;
    const float cos_value = (cos_poly - sin_from_cos_poly) + (sin_poly - sin_from_sin_poly);

    return SinCos{float_of(bits_of(sin_value) ^ sin_sign), float_of(bits_of(cos_value) ^ cos_sign)};
}

}  // namespace qkv
