// suggestions.cpp — the weighted edit distance and candidate choice behind "Did you mean".
#include "python/runtime/suggestions.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace qkv::python {
namespace {

constexpr std::size_t kMaxCandidates = 750;
constexpr std::size_t kMaxNameLength = 40;
constexpr std::size_t kEditCost = 2;
constexpr std::size_t kCaseCost = 1;

std::size_t substitution_cost(char a, char b) {
    // Characters whose low five bits differ cannot be case variants of each other.
    if ((a & 31) != (b & 31)) return kEditCost;
    if (a == b) return 0;
    auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
    return lower(a) == lower(b) ? kCaseCost : kEditCost;
}

// Distance between a and b, or max_cost + 1 as soon as it is known to exceed max_cost.
std::size_t weighted_distance(std::string a, std::string b, std::size_t max_cost) {
    std::size_t start = 0;
    while (start < a.size() && start < b.size() && a[start] == b[start]) ++start;
    a.erase(0, start);
    b.erase(0, start);
    while (!a.empty() && !b.empty() && a.back() == b.back()) {
        a.pop_back();
        b.pop_back();
    }
    if (a.empty() || b.empty()) return (a.size() + b.size()) * kEditCost;
    if (a.size() > kMaxNameLength || b.size() > kMaxNameLength) return max_cost + 1;
    if (b.size() < a.size()) std::swap(a, b);
    if ((b.size() - a.size()) * kEditCost > max_cost) return max_cost + 1;

    std::vector<std::size_t> row(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) row[i] = (i + 1) * kEditCost;
    std::size_t result = 0;
    for (std::size_t b_index = 0; b_index < b.size(); ++b_index) {
        std::size_t distance = b_index * kEditCost;
        result = distance;
        std::size_t row_minimum = std::numeric_limits<std::size_t>::max();
        for (std::size_t index = 0; index < a.size(); ++index) {
            const std::size_t substitute = distance + substitution_cost(b[b_index], a[index]);
            distance = row[index];
            const std::size_t insert_delete = std::min(result, distance) + kEditCost;
            result = std::min(insert_delete, substitute);
            row[index] = result;
            row_minimum = std::min(row_minimum, result);
        }
        if (row_minimum > max_cost) return max_cost + 1;
    }
    return result;
}

}  // namespace

std::optional<std::string> suggest_similar_name(const std::string& wrong, const std::vector<std::string>& candidates) {
    if (candidates.size() >= kMaxCandidates) return std::nullopt;
    std::optional<std::string> best;
    std::size_t best_distance = std::numeric_limits<std::size_t>::max();
    for (const std::string& candidate : candidates) {
        if (candidate == wrong) continue;
        std::size_t max_distance = (wrong.size() + candidate.size() + 3) * kEditCost / 6;
        if (best_distance != std::numeric_limits<std::size_t>::max())
            max_distance = std::min(max_distance, best_distance - 1);
        const std::size_t distance = weighted_distance(wrong, candidate, max_distance);
        if (distance > max_distance) continue;
        if (!best || distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
    }
    return best;
}

}  // namespace qkv::python
