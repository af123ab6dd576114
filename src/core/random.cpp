// random.cpp — torch.randn, Tensor.normal_ and Tensor.uniform_ for float32 on CPU, and randn and rand for float64,
// draw for draw.
#include "random.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "avx_math.hpp"

namespace qkv {

namespace {

// randn switches from the element-wise double path to the vectorised Box–Muller at this size.
constexpr std::size_t kBlock = 16;
constexpr std::size_t kHalfBlock = kBlock / 2;

// A float uniform on [0, 1) is the low 24 bits (float's precision) of one 32-bit draw times 2^-24.
constexpr std::uint32_t kLow24Bits = (std::uint32_t{1} << 24) - 1;

// uniform on [0, 1) from one 64-bit draw: the low 53 bits (double's precision) times 2^-53.
double uniform_unit_double(Generator& generator) {
    constexpr std::uint64_t mask = (std::uint64_t{1} << 53) - 1;
    return static_cast<double>(generator.random64() & mask) * 0x1p-53;
}

// Box–Muller on one block of 16 uniforms in place: pairs (j, j + 8), each value then fused into value * std + mean
// (for randn's 1 and 0 only the + 0 matters: it turns -0 into +0).
void box_muller_block(float* block, float mean, float std) {
    const float two_pi = static_cast<float>(2.0 * 3.14159265358979323846);
    for (std::size_t j = 0; j < kHalfBlock; ++j) {
        const float u1 = 1.0f - block[j];
        const float u2 = block[j + kHalfBlock];
        const float radius = std::sqrt(-2.0f * cephes_logf(u1));
        const SinCos angle = cephes_sincosf(two_pi * u2);
        block[j] = fused_multiply_add(radius * angle.cos, std, mean);
        block[j + kHalfBlock] = fused_multiply_add(radius * angle.sin, std, mean);
    }
}


// Fewer than 16 elements: one double normal per element, the second value of each pair cached; each value goes
// through a fused value * std + mean in double before the cast to T (the + 0.0 of randn turns -0 into +0). A value
// whose log, sin or cos `math` could not vouch for (answered by the C library instead) counts as certain for a float
// only when every value within that library's error (a few units in the last place each, relative; 8e-15 covers
// their sum) casts to the same float, and never for a double.
template <typename T, typename Math>
bool fill_normal_small(Generator& generator, T* data, std::size_t count, double mean, double std, const Math& math) {
    const double two_pi = 2.0 * 3.14159265358979323846;
    bool certain = true;
    const auto settle = [&](double value, bool vouched, std::size_t index) {
        const double result = std::fma(value, std, mean);
        data[index] = static_cast<T>(result);
        if constexpr (!Math::kAlwaysVouched) {
            const double error = 8e-15 * std::fabs(value * std);
            certain = certain && (vouched || (std::is_same_v<T, float> && static_cast<T>(result - error) == data[index] &&
                                              static_cast<T>(result + error) == data[index]));
        }
    };
    for (std::size_t index = 0; index < count; ++index) {
        const bool cache_vouched = generator.cached_normal_vouched();
        if (std::optional<double> cached = generator.take_cached_normal()) {
            settle(*cached, cache_vouched, index);
            continue;
        }
        const double u1 = uniform_unit_double(generator);
        const double u2 = uniform_unit_double(generator);
        const double theta = two_pi * u1;
        const std::optional<double> log_part = math.log(1.0 - u2), sin_part = math.sin(theta), cos_part = math.cos(theta);
        const bool vouched = log_part && sin_part && cos_part;
        const double radius = std::sqrt(-2.0 * (log_part ? *log_part : std::log(1.0 - u2)));
        generator.set_cached_normal(radius * (sin_part ? *sin_part : std::sin(theta)), vouched);
        settle(radius * (cos_part ? *cos_part : std::cos(theta)), vouched, index);
    }
    return certain;
}

// Box–Muller on one block of 16 double uniforms in place, in double with the C library's log, sin and cos (ATen's
// generic normal_fill_16): false when `math` could not vouch for one of them.
template <typename Math>
bool box_muller_block_double(double* block, const Math& math) {
    const double two_pi = 2.0 * 3.14159265358979323846;
    bool vouched = true;
    for (std::size_t j = 0; j < kHalfBlock; ++j) {
        const double u1 = 1.0 - block[j];
        const double theta = two_pi * block[j + kHalfBlock];
        const std::optional<double> log_part = math.log(u1), sin_part = math.sin(theta), cos_part = math.cos(theta);
        vouched = vouched && log_part && sin_part && cos_part;
        const double radius = std::sqrt(-2.0 * (log_part ? *log_part : std::log(u1)));
        block[j] = radius * (cos_part ? *cos_part : std::cos(theta)) + 0.0;
        block[j + kHalfBlock] = radius * (sin_part ? *sin_part : std::sin(theta)) + 0.0;
    }
    return vouched;
}

template <typename Math>
bool fill_normal_with(Generator& generator, float* data, std::size_t count, double mean, double std, const Math& math) {
    if (count < kBlock) return fill_normal_small(generator, data, count, mean, std, math);
    const auto mean_float = static_cast<float>(mean), std_float = static_cast<float>(std);
    fill_uniform(generator, data, count, 0.0f, 1.0f);  // u * 1 + 0 is u itself
    for (std::size_t start = 0; start + kBlock <= count; start += kBlock) {
        box_muller_block(data + start, mean_float, std_float);
    }
    if (count % kBlock != 0) {
        // The partial tail: PyTorch redraws 16 fresh uniforms over the last 16 slots and transforms them.
        float* tail = data + count - kBlock;
        fill_uniform(generator, tail, kBlock, 0.0f, 1.0f);
        box_muller_block(tail, mean_float, std_float);
    }
    return true;  // float arithmetic only: the same bits everywhere
}

// The C library's own functions, taken as they answer (the page's lesson draws with these; glibc's natively).
struct CLibraryMath {
    static constexpr bool kAlwaysVouched = true;
    static std::optional<double> log(double x) { return std::log(x); }
    static std::optional<double> sin(double x) { return std::sin(x); }
    static std::optional<double> cos(double x) { return std::cos(x); }
};

}  // namespace

bool fill_normal(Generator& generator, float* data, std::size_t count, double mean, double std, const SmallNormalMath& math) {
    return fill_normal_with(generator, data, count, mean, std, math);
}

void fill_normal(Generator& generator, float* data, std::size_t count, double mean, double std) {
    (void)fill_normal_with(generator, data, count, mean, std, CLibraryMath{});
}

void fill_randn(Generator& generator, float* data, std::size_t count) { fill_normal(generator, data, count, 0.0, 1.0); }

void fill_uniform_double(Generator& generator, double* data, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) data[i] = uniform_unit_double(generator);
}

bool fill_randn_double(Generator& generator, double* data, std::size_t count, const SmallNormalMath& math) {
    if (count < kBlock) return fill_normal_small(generator, data, count, 0.0, 1.0, math);
    fill_uniform_double(generator, data, count);
    bool vouched = true;
    for (std::size_t start = 0; start + kBlock <= count; start += kBlock) vouched = box_muller_block_double(data + start, math) && vouched;
    if (count % kBlock != 0) {
        double* tail = data + count - kBlock;  // redrawn and transformed again, as for float
        fill_uniform_double(generator, tail, kBlock);
        vouched = box_muller_block_double(tail, math) && vouched;
    }
    return vouched;
}

void fill_uniform(Generator& generator, float* data, std::size_t count, float from, float to) {
    const float range = to - from;
    // Draws in chunks, so the twister runs in a tight loop and the conversion below vectorises.
    constexpr std::size_t kChunk = 512;
    std::uint32_t draws[kChunk];
    for (std::size_t start = 0; start < count; start += kChunk) {
        const std::size_t length = std::min(kChunk, count - start);
        generator.random_block(draws, length);
        float* out = data + start;
        for (std::size_t i = 0; i < length; ++i) {
            const float unit = static_cast<float>(draws[i] & kLow24Bits) * 0x1p-24f;
            // unit * range + from with one rounding (PyTorch's compiled code fuses it).
            out[i] = fused_multiply_add(unit, range, from);
        }
    }
}

}  // namespace qkv
