// glibc_math_check.cpp — compares the core's glibc_* functions with this machine's own libm on every one of the
// 2^32 float inputs (NaN results compared by bits too). Too slow for CTest; run it by hand on an x86-64 glibc 2.36
// machine with FMA after changing src/core/glibc_math.cpp:
//   g++ -O2 -ffp-contract=off -std=c++17 -Isrc -Itests tools/exhaustive/glibc_math_check.cpp src/core/glibc_math.cpp
//       -o /tmp/glibc_math_check && /tmp/glibc_math_check expf expm1f erff tanhf
// With --sample first it prints instead the hashes of libm's results over tests/core/glibc_math_test.cpp's sample,
// which that test expects of the core.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/float_bits.hpp"
#include "core/glibc_math.hpp"
#include "core/glibc_math_sample.hpp"

namespace {

// The number of inputs where ours and libm's differ in any bit; prints the first few.
std::uint64_t count_differences(const char* name, float (*ours)(float), float (*libm)(float)) {
    std::uint64_t differences = 0;
    for (std::uint64_t input = 0; input <= 0xffffffffu; ++input) {
        const float x = qkv::float_of(static_cast<std::uint32_t>(input));
        const std::uint32_t got = qkv::bits_of(ours(x)), expected = qkv::bits_of(libm(x));
        if (got != expected && ++differences <= 10)
            std::printf("%s(%a) [0x%08x]: ours 0x%08x, libm 0x%08x\n", name, x, static_cast<unsigned>(input), got, expected);
    }
    std::printf("%s: %llu of 2^32 inputs differ\n", name, static_cast<unsigned long long>(differences));
    return differences;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::string(argv[1]) == "--sample") {
        std::printf("expf 0x%016llx\n", static_cast<unsigned long long>(sample_hash([](float x) { return std::exp(x); })));
        std::printf("expm1f 0x%016llx\n", static_cast<unsigned long long>(sample_hash([](float x) { return std::expm1(x); })));
        std::printf("erff 0x%016llx\n", static_cast<unsigned long long>(sample_hash([](float x) { return std::erf(x); })));
        std::printf("tanhf 0x%016llx\n", static_cast<unsigned long long>(sample_hash([](float x) { return std::tanh(x); })));
        return 0;
    }
    std::uint64_t differences = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string name = argv[i];
        if (name == "expf") differences += count_differences("expf", qkv::glibc_expf, [](float x) { return std::exp(x); });
        else if (name == "expm1f") differences += count_differences("expm1f", qkv::glibc_expm1f, [](float x) { return std::expm1(x); });
        else if (name == "erff") differences += count_differences("erff", qkv::glibc_erff, [](float x) { return std::erf(x); });
        else if (name == "tanhf") differences += count_differences("tanhf", qkv::glibc_tanhf, [](float x) { return std::tanh(x); });
        else {
            std::fprintf(stderr, "unknown function %s\n", argv[i]);
            return 2;
        }
    }
    return differences == 0 ? 0 : 1;
}
