// lesson_flags.cpp — parsing and range checks of the lesson's command-line flags.
#include "lesson_flags.hpp"

#include <cctype>
#include <optional>

namespace qkv {

namespace {

// A decimal integer (optional sign, digits only) that fits in int64; anything else is nullopt.
std::optional<std::int64_t> parse_integer(const std::string& text) {
    std::size_t position = 0;
    bool negative = false;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        position = 1;
    }
    if (position == text.size()) {
        return std::nullopt;
    }
    std::uint64_t magnitude = 0;
    for (; position < text.size(); ++position) {
        const char c = text[position];
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            return std::nullopt;
        }
        constexpr std::uint64_t kFarBeyondAnySize = std::uint64_t{1} << 62;
        if (magnitude > kFarBeyondAnySize / 10) {
            return std::nullopt;  // stops before the multiplication could overflow
        }
        magnitude = magnitude * 10 + static_cast<std::uint64_t>(c - '0');
    }
    const std::int64_t value = static_cast<std::int64_t>(magnitude);
    return negative ? -value : value;
}

std::string size_error(const std::string& flag, std::int64_t high, const std::string& got) {
    return flag + " must be an integer from 1 to " + std::to_string(high) + " (got '" + got + "')";
}

std::string mebibytes(std::uint64_t bytes) {
    return std::to_string((bytes + (std::uint64_t{1} << 20) - 1) >> 20) + " MiB";
}

}  // namespace

FlagParseResult parse_lesson_flags(const std::vector<std::string>& args, const FlagLimits& limits) {
    FlagParseResult result;
    // Sizes are checked after every flag is read, because --heads is bounded by --embd.
    std::optional<std::string> tokens_text, embd_text, heads_text;

    for (std::size_t index = 0; index < args.size(); ++index) {
        const std::string& arg = args[index];
        std::string name = arg;
        std::optional<std::string> inline_value;
        const std::size_t equals = arg.find('=');
        if (arg.rfind("--", 0) == 0 && equals != std::string::npos) {
            name = arg.substr(0, equals);
            inline_value = arg.substr(equals + 1);
        }

        if (name == "--bias" || name == "--no-bias") {
            if (inline_value) {
                result.error = name + " takes no value (got '" + arg + "')";
                return result;
            }
            result.params.bias = name == "--bias";
            continue;
        }
        if (name != "--seed" && name != "--tokens" && name != "--embd" && name != "--heads") {
            result.error = "unknown option '" + arg + "' (accepted: --seed S, --tokens T, --embd E, --heads H, --bias)";
            return result;
        }
        std::string value;
        if (inline_value) {
            value = *inline_value;
        } else if (index + 1 < args.size()) {
            value = args[++index];
        } else {
            result.error = name + " needs a value";
            return result;
        }

        if (name == "--seed") {
            std::string why;
            const std::optional<Seed> seed = Seed::parse(value, &why);
            if (!seed) {
                result.error = "--seed must be an integer from -9223372036854775808 (-2^63) to "
                               "18446744073709551615 (2^64-1) (got '" + value + "')";
                return result;
            }
            result.params.seed = *seed;
        } else if (name == "--tokens") {
            tokens_text = value;
        } else if (name == "--embd") {
            embd_text = value;
        } else {
            heads_text = value;
        }
    }

    if (tokens_text) {
        const std::optional<std::int64_t> tokens = parse_integer(*tokens_text);
        if (!tokens || *tokens < 1 || *tokens > limits.max_tokens) {
            result.error = size_error("--tokens", limits.max_tokens, *tokens_text);
            return result;
        }
        result.params.tokens = static_cast<int>(*tokens);
    }
    if (embd_text) {
        const std::optional<std::int64_t> embd = parse_integer(*embd_text);
        if (!embd || *embd < 1 || *embd > limits.max_embd) {
            result.error = size_error("--embd", limits.max_embd, *embd_text);
            return result;
        }
        result.params.n_embd = static_cast<int>(*embd);
    }
    const int n_embd = result.params.n_embd;
    if (heads_text) {
        const std::optional<std::int64_t> heads = parse_integer(*heads_text);
        if (!heads || *heads < 1 || *heads > n_embd) {
            result.error = "--heads must be an integer from 1 to --embd (" + std::to_string(n_embd) + ") (got '" +
                           *heads_text + "')";
            return result;
        }
        result.params.n_head = static_cast<int>(*heads);
    } else if (result.params.n_head > n_embd) {
        result.error = "--heads must be an integer from 1 to --embd (" + std::to_string(n_embd) +
                       ") (the default is " + std::to_string(result.params.n_head) + "; pass --heads)";
        return result;
    }

    const std::uint64_t bytes = lesson_tensor_bytes(result.params);
    if (bytes > limits.max_tensor_bytes) {
        result.error = "--tokens " + std::to_string(result.params.tokens) + " with --embd " +
                       std::to_string(n_embd) + " and --heads " + std::to_string(result.params.n_head) +
                       " need " + mebibytes(bytes) + " of tensors; the cap is " +
                       mebibytes(limits.max_tensor_bytes) + " (tokens*embd + 3*head_size*(embd+tokens) floats)";
        return result;
    }
    return result;
}

std::string lesson_flags_help(const FlagLimits& limits) {
    return "  --seed S    torch.manual_seed(S); any integer from -2^63 to 2^64-1 (default 42)\n"
           "  --tokens T  tokens in the window, 1 to " + std::to_string(limits.max_tokens) + " (default 4)\n"
           "  --embd E    n_embd, 1 to " + std::to_string(limits.max_embd) + " (default 128)\n"
           "  --heads H   n_head, 1 to E; head_size = E // H (default 4)\n"
           "  --bias      nn.Linear(..., bias=True) (default: no bias)\n"
           "  Flags also take the form --flag=value. All tensors together (x, W_q, W_k, W_v, biases, q, k, v as\n"
           "  float32) are capped at " + mebibytes(limits.max_tensor_bytes) + ".\n";
}

}  // namespace qkv
