// libm_answers.hpp (web) — glibc's own answers for the arguments learners use most (the log of a vocabulary's size,
// head_size ** -0.5, a learning-rate decay's 0.95 ** epoch) where the double-double evaluation of rounded_libm.hpp
// cannot decide the last bit. The table is written on a glibc machine by tools/libm_answers/generate_libm_answers.cpp
// (CTest libm_answers_regenerated checks it is what that machine's glibc answers) and holds only those arguments.
#pragma once

#include <optional>

namespace qkv::libm::answers {

enum class Function { exp, exp2, log, log2, log10, pow };

struct Answer {
    Function function;
    double x, y;  // y only for pow
    double result;
};

// glibc's result for the call, if the table has it.
std::optional<double> find(Function function, double x, double y = 0.0);

}  // namespace qkv::libm::answers
