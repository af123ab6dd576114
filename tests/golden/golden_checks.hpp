// golden_checks.hpp — one function per section of lesson_golden.json: recompute with the core, compare bit for bit.
//
// Each returns a list of problems (empty when everything matches), each naming the case, so the native GoogleTest
// and the wasm program under node report failures the same way.
#pragma once

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "core/lesson_model.hpp"
#include "core/linear.hpp"
#include "core/pyformat.hpp"
#include "core/random.hpp"
#include "golden_reader.hpp"

namespace qkv::golden {

using Problems = std::vector<std::string>;

inline Seed seed_of(const Json& number) {
    const std::optional<Seed> seed = Seed::parse(number.text);
    if (!seed) {
        throw std::runtime_error("golden file: bad seed " + number.text);
    }
    return *seed;
}

inline std::string describe_lesson_case(const Json& c) {
    return "seed=" + c["seed"].text + " tokens=" + c["tokens"].text + " n_embd=" + c["n_embd"].text +
           " n_head=" + c["n_head"].text + " bias=" + (c["bias"].boolean ? "True" : "False");
}

inline LessonParams lesson_params_of(const Json& c) {
    LessonParams params;
    params.seed = seed_of(c["seed"]);
    params.tokens = static_cast<int>(c["tokens"].as_int());
    params.n_embd = static_cast<int>(c["n_embd"].as_int());
    params.n_head = static_cast<int>(c["n_head"].as_int());
    params.bias = c["bias"].boolean;
    return params;
}

// Every tensor of one lesson case, and the Example's printed lines.
inline Problems check_lesson_case(const Json& c) {
    Problems problems;
    const LessonParams params = lesson_params_of(c);
    const std::string name = describe_lesson_case(c);
    const LessonTensors tensors = compute_lesson(params);
    const Json& expected = c["tensors"];

    const auto check2 = [&](const char* tensor_name, const xt::xtensor<float, 2>& tensor) {
        const std::string problem =
            compare_tensor(expected[tensor_name], {tensor.shape()[0], tensor.shape()[1]}, tensor.data());
        if (!problem.empty()) {
            problems.push_back(name + ": " + tensor_name + ": " + problem);
        }
    };
    const auto check1 = [&](const char* tensor_name, const std::optional<xt::xtensor<float, 1>>& tensor) {
        if (!tensor) {
            problems.push_back(name + ": " + tensor_name + " missing");
            return;
        }
        const std::string problem = compare_tensor(expected[tensor_name], {tensor->size()}, tensor->data());
        if (!problem.empty()) {
            problems.push_back(name + ": " + tensor_name + ": " + problem);
        }
    };
    check2("x", tensors.x);
    check2("W_q", tensors.query.weight);
    check2("W_k", tensors.key.weight);
    check2("W_v", tensors.value.weight);
    check2("q", tensors.q);
    check2("k", tensors.k);
    check2("v", tensors.v);
    if (params.bias) {
        check1("b_q", tensors.query.bias);
        check1("b_k", tensors.key.bias);
        check1("b_v", tensors.value.bias);
    } else if (expected.has("b_q") || tensors.query.bias) {
        problems.push_back(name + ": bias present without bias=True");
    }

    const std::vector<std::string> lines = lesson_output_lines(params, tensors);
    const std::vector<Json>& expected_lines = c["lines"].items;
    if (lines.size() != expected_lines.size()) {
        problems.push_back(name + ": " + std::to_string(lines.size()) + " lines, torch printed " +
                           std::to_string(expected_lines.size()));
    } else {
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (lines[i] != expected_lines[i].text) {
                problems.push_back(name + ": printed '" + lines[i] + "', Python printed '" + expected_lines[i].text +
                                   "'");
            }
        }
    }
    return problems;
}

// Consecutive torch.randn calls after one manual_seed (the cached normal carries over between small calls).
inline Problems check_randn_case(const Json& c) {
    Problems problems;
    Generator generator(seed_of(c["seed"]));
    const std::vector<Json>& sizes = c["sizes"].items;
    for (std::size_t call = 0; call < sizes.size(); ++call) {
        const std::size_t count = static_cast<std::size_t>(sizes[call].as_int());
        std::vector<float> values(count);
        fill_randn(generator, values.data(), count);
        const std::string problem = compare_tensor(c["tensors"].items.at(call), {count}, values.data());
        if (!problem.empty()) {
            problems.push_back("randn seed=" + c["seed"].text + " call " + std::to_string(call) + " (n=" +
                               std::to_string(count) + "): " + problem);
        }
    }
    return problems;
}

inline float float_from_hex(const Json& hex) {
    const std::uint32_t bits = static_cast<std::uint32_t>(hex.as_uint32_hex());
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

inline Problems check_uniform_case(const Json& c) {
    Generator generator(seed_of(c["seed"]));
    const std::size_t count = static_cast<std::size_t>(c["count"].as_int());
    std::vector<float> values(count);
    fill_uniform(generator, values.data(), count, float_from_hex(c["from"]), float_from_hex(c["to"]));
    const std::string problem = compare_tensor(c["tensor"], {count}, values.data());
    if (problem.empty()) {
        return {};
    }
    return {"uniform_ seed=" + c["seed"].text + " count=" + c["count"].text + ": " + problem};
}

inline Problems check_linear_bound(const Json& row) {
    Problems problems;
    const std::size_t fan_in = static_cast<std::size_t>(row.items.at(0).as_int());
    const std::uint32_t weight_bits = float_bits(linear_weight_bound(fan_in));
    const std::uint32_t bias_bits = float_bits(linear_bias_bound(fan_in));
    if (weight_bits != row.items.at(1).as_uint32_hex() || bias_bits != row.items.at(2).as_uint32_hex()) {
        problems.push_back("linear bounds differ for fan_in=" + std::to_string(fan_in));
    }
    return problems;
}

inline double double_from_hex(const std::string& hex) {
    const std::uint64_t bits = std::stoull(hex, nullptr, 16);
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

// repr(v) and round(v, n) as CPython printed them (None where Python raises).
inline Problems check_pyformat_case(const Json& c) {
    Problems problems;
    const double value = double_from_hex(c["bits"].text);
    const std::string repr = py_float_repr(value);
    if (repr != c["repr"].text) {
        problems.push_back("repr: got " + repr + ", Python " + c["repr"].text);
    }
    for (const auto& [ndigits_text, expected] : c["round"].fields) {
        if (expected.kind == Json::Kind::null) {
            continue;
        }
        const std::string got = py_float_repr(py_round(value, std::stoi(ndigits_text)));
        if (got != expected.text) {
            problems.push_back("round(" + c["repr"].text + ", " + ndigits_text + "): got " + got + ", Python " +
                               expected.text);
        }
    }
    return problems;
}

}  // namespace qkv::golden
