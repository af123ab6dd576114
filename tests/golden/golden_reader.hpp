// golden_reader.hpp — reads lesson_golden.json (written by generate.py) and checks the core's tensors against it.
//
// Shared by the native GoogleTest (tests/core/golden_test.cpp) and the wasm program run under node
// (tests/wasm/golden_wasm.cpp), so both compare exactly the same way. Header-only and dependency-free: a small
// JSON reader and SHA-256, enough for this one file.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace qkv::golden {

// ---------------------------------------------------------------------------------------------------------------
// JSON: numbers keep their text, so seeds up to 2^64 - 1 survive exactly.
// ---------------------------------------------------------------------------------------------------------------
struct Json {
    enum class Kind { null, boolean, number, string, array, object };
    Kind kind = Kind::null;
    bool boolean = false;
    std::string text;  // number text or string value
    std::vector<Json> items;
    std::map<std::string, Json> fields;

    const Json& operator[](const std::string& key) const {
        const auto found = fields.find(key);
        if (found == fields.end()) {
            throw std::runtime_error("golden file: missing field '" + key + "'");
        }
        return found->second;
    }
    bool has(const std::string& key) const { return fields.count(key) != 0; }
    long long as_int() const { return std::stoll(text); }
    std::uint64_t as_uint32_hex() const { return std::stoul(text, nullptr, 16); }
};

class JsonParser {
public:
    explicit JsonParser(const std::string& text) : text_(text) {}

    Json parse() {
        Json value = parse_value();
        skip_space();
        if (position_ != text_.size()) {
            fail("trailing characters");
        }
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw std::runtime_error("golden file: " + what + " at byte " + std::to_string(position_));
    }
    void skip_space() {
        while (position_ < text_.size() && std::strchr(" \t\r\n", text_[position_]) != nullptr) {
            ++position_;
        }
    }
    char peek() {
        skip_space();
        if (position_ >= text_.size()) {
            fail("unexpected end");
        }
        return text_[position_];
    }
    void expect(char c) {
        if (peek() != c) {
            fail(std::string("expected '") + c + "'");
        }
        ++position_;
    }
    bool consume_word(const char* word) {
        const std::size_t length = std::strlen(word);
        if (text_.compare(position_, length, word) == 0) {
            position_ += length;
            return true;
        }
        return false;
    }

    Json parse_value() {
        Json value;
        const char c = peek();
        if (c == '{') {
            value.kind = Json::Kind::object;
            ++position_;
            if (peek() == '}') {
                ++position_;
                return value;
            }
            while (true) {
                const std::string key = parse_string();
                expect(':');
                value.fields[key] = parse_value();
                if (peek() == ',') {
                    ++position_;
                    continue;
                }
                expect('}');
                return value;
            }
        }
        if (c == '[') {
            value.kind = Json::Kind::array;
            ++position_;
            if (peek() == ']') {
                ++position_;
                return value;
            }
            while (true) {
                value.items.push_back(parse_value());
                if (peek() == ',') {
                    ++position_;
                    continue;
                }
                expect(']');
                return value;
            }
        }
        if (c == '"') {
            value.kind = Json::Kind::string;
            value.text = parse_string();
            return value;
        }
        if (consume_word("true")) {
            value.kind = Json::Kind::boolean;
            value.boolean = true;
            return value;
        }
        if (consume_word("false")) {
            value.kind = Json::Kind::boolean;
            return value;
        }
        if (consume_word("null")) {
            return value;
        }
        value.kind = Json::Kind::number;
        const std::size_t start = position_;
        while (position_ < text_.size() && std::strchr("+-0123456789.eE", text_[position_]) != nullptr) {
            ++position_;
        }
        if (start == position_) {
            fail("unexpected character");
        }
        value.text = text_.substr(start, position_ - start);
        return value;
    }

    std::string parse_string() {
        expect('"');
        std::string result;
        while (true) {
            if (position_ >= text_.size()) {
                fail("unterminated string");
            }
            const char c = text_[position_++];
            if (c == '"') {
                return result;
            }
            if (c != '\\') {
                result += c;
                continue;
            }
            const char escaped = text_[position_++];
            switch (escaped) {
                case 'n': result += '\n'; break;
                case 't': result += '\t'; break;
                case 'r': result += '\r'; break;
                case 'b': result += '\b'; break;
                case 'f': result += '\f'; break;
                case 'u': {
                    const unsigned code = static_cast<unsigned>(std::stoul(text_.substr(position_, 4), nullptr, 16));
                    position_ += 4;
                    // UTF-8 for the basic plane (the golden file is ASCII in practice).
                    if (code < 0x80) {
                        result += static_cast<char>(code);
                    } else if (code < 0x800) {
                        result += static_cast<char>(0xC0 | (code >> 6));
                        result += static_cast<char>(0x80 | (code & 0x3F));
                    } else {
                        result += static_cast<char>(0xE0 | (code >> 12));
                        result += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                        result += static_cast<char>(0x80 | (code & 0x3F));
                    }
                    break;
                }
                default: result += escaped; break;  // \" \\ \/
            }
        }
    }

    const std::string& text_;
    std::size_t position_ = 0;
};

inline Json load_json(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        throw std::runtime_error("cannot open golden file " + path);
    }
    std::ostringstream contents;
    contents << file.rdbuf();
    const std::string text = contents.str();
    return JsonParser(text).parse();
}

// ---------------------------------------------------------------------------------------------------------------
// SHA-256 (FIPS 180-4), written out for this test; only the digest of whole buffers is needed.
// ---------------------------------------------------------------------------------------------------------------
inline std::string sha256_hex(const unsigned char* data, std::size_t size) {
    static const std::uint32_t round_constants[64] = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
    std::uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    const auto rotate = [](std::uint32_t v, int n) { return (v >> n) | (v << (32 - n)); };
    const auto compress = [&](const unsigned char* block) {
        std::uint32_t w[64];
        for (int i = 0; i < 16; ++i) {
            w[i] = (std::uint32_t{block[4 * i]} << 24) | (std::uint32_t{block[4 * i + 1]} << 16) |
                   (std::uint32_t{block[4 * i + 2]} << 8) | std::uint32_t{block[4 * i + 3]};
        }
        for (int i = 16; i < 64; ++i) {
            const std::uint32_t s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3);
            const std::uint32_t s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        std::uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        std::uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int i = 0; i < 64; ++i) {
            const std::uint32_t t1 = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) +
                                     round_constants[i] + w[i];
            const std::uint32_t t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    };
    std::size_t offset = 0;
    for (; offset + 64 <= size; offset += 64) {
        compress(data + offset);
    }
    // Padding: 0x80, zeros, then the length in bits (big-endian) in the last 8 bytes of one or two blocks.
    unsigned char tail[128] = {};
    const std::size_t remaining = size - offset;
    if (remaining > 0) {
        std::memcpy(tail, data + offset, remaining);
    }
    tail[remaining] = 0x80;
    const std::size_t tail_size = remaining < 56 ? 64 : 128;
    const std::uint64_t bit_length = static_cast<std::uint64_t>(size) * 8;
    for (int i = 0; i < 8; ++i) {
        tail[tail_size - 1 - i] = static_cast<unsigned char>(bit_length >> (8 * i));
    }
    compress(tail);
    if (tail_size == 128) {
        compress(tail + 64);
    }
    std::string hex;
    char digits[9];
    for (std::uint32_t word : state) {
        std::snprintf(digits, sizeof digits, "%08x", word);
        hex += digits;
    }
    return hex;
}

// ---------------------------------------------------------------------------------------------------------------
// Tensor comparison
// ---------------------------------------------------------------------------------------------------------------
inline std::uint32_t float_bits(float value) {
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

// Hash of the float32 values as little-endian bytes, matching generate.py's numpy(...).astype('<f4').
inline std::string tensor_hash(const float* values, std::size_t count) {
    std::vector<unsigned char> bytes(count * 4);
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t bits = float_bits(values[i]);
        for (int b = 0; b < 4; ++b) {
            bytes[4 * i + static_cast<std::size_t>(b)] = static_cast<unsigned char>(bits >> (8 * b));
        }
    }
    return sha256_hex(bytes.data(), bytes.size()).substr(0, 16);
}

// Empty when `values` (with `shape`) matches the golden description; otherwise what differs.
inline std::string compare_tensor(const Json& expected, const std::vector<std::size_t>& shape, const float* values) {
    std::vector<std::size_t> expected_shape;
    for (const Json& extent : expected["shape"].items) {
        expected_shape.push_back(static_cast<std::size_t>(extent.as_int()));
    }
    if (expected_shape != shape) {
        return "shape differs";
    }
    std::size_t count = 1;
    for (std::size_t extent : shape) {
        count *= extent;
    }
    std::string problems;
    for (const Json& sample : expected["samples"].items) {
        const std::size_t index = static_cast<std::size_t>(sample.items.at(0).as_int());
        const std::uint32_t want = static_cast<std::uint32_t>(sample.items.at(1).as_uint32_hex());
        if (index >= count) {
            return "sample index out of range";
        }
        const std::uint32_t got = float_bits(values[index]);
        if (got != want) {
            char line[96];
            std::snprintf(line, sizeof line, "element %zu is %08x, torch has %08x; ", index, got, want);
            problems += line;
        }
    }
    const std::string hash = tensor_hash(values, count);
    if (hash != expected["sha256"].text) {
        problems += "hash " + hash + " differs from torch's " + expected["sha256"].text;
    }
    return problems;
}

}  // namespace qkv::golden
