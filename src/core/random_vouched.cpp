// random_vouched.cpp — randn and normal_ with log, sin and cos that qkv::libm vouches are glibc's, in a file of its
// own so that the page's program, which does not use it, links no libm tables.
#include "libm.hpp"
#include "random.hpp"

namespace qkv {

bool fill_normal_vouched(Generator& generator, float* data, std::size_t count, double mean, double std) {
    return fill_normal(generator, data, count, mean, std, SmallNormalMath{libm::log, libm::sin, libm::cos});
}

bool fill_randn_vouched(Generator& generator, float* data, std::size_t count) {
    return fill_normal_vouched(generator, data, count, 0.0, 1.0);
}

bool fill_randn_double_vouched(Generator& generator, double* data, std::size_t count) {
    return fill_randn_double(generator, data, count, SmallNormalMath{libm::log, libm::sin, libm::cos});
}

}  // namespace qkv
