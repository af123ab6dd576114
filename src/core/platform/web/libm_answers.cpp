// libm_answers.cpp (web) — the generated table of glibc's answers, searched by function and arguments.
#include "libm_answers.hpp"

#include <algorithm>
#include <iterator>
#include <tuple>

namespace qkv::libm::answers {
namespace {

constexpr Answer kAnswers[] = {
#include "libm_answers.inc"
};

}  // namespace

std::optional<double> find(Function function, double x, double y) {
    const auto key = std::make_tuple(function, x, y);
    const auto* found = std::lower_bound(std::begin(kAnswers), std::end(kAnswers), key, [](const Answer& answer, const auto& wanted) {
        return std::make_tuple(answer.function, answer.x, answer.y) < wanted;
    });
    if (found == std::end(kAnswers) || std::make_tuple(found->function, found->x, found->y) != key) return std::nullopt;
    return found->result;
}

}  // namespace qkv::libm::answers
