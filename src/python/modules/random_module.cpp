// random_module.cpp — Python's `random` as CPython 3.11 runs it: the Mersenne Twister seeded as random.seed seeds
// it (init_by_array over an int seed's 32-bit words), and Lib/random.py's algorithms draw for draw (_randbelow by
// rejection over getrandbits, random() from two words, shuffle, sample, choices), so a seeded program prints the
// same numbers. Unseeded, the generator starts from the machine's entropy.
#include "python/modules/random_module.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <random>
#include <vector>

#include "core/libm.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/scope.hpp"
#include "python/runtime/dict_set.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/operators.hpp"
#include "python/runtime/signature.hpp"

namespace qkv::python {
namespace {

// MT19937 with the reference initialisations (init_genrand, init_by_array) that CPython's _random uses.
class MersenneTwister {
public:
    void seed_words(const std::vector<std::uint32_t>& key) {
        seed_single(19650218u);
        std::size_t i = 1, j = 0;
        for (std::size_t k = std::max(kSize, key.size()); k > 0; --k) {
            state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1664525u)) + key[j] + static_cast<std::uint32_t>(j);
            if (++i >= kSize) { state_[0] = state_[kSize - 1]; i = 1; }
            if (++j >= key.size()) j = 0;
        }
        for (std::size_t k = kSize - 1; k > 0; --k) {
            state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1566083941u)) - static_cast<std::uint32_t>(i);
            if (++i >= kSize) { state_[0] = state_[kSize - 1]; i = 1; }
        }
        state_[0] = 0x80000000u;
    }
    // getstate()'s words: the 624 of the state, then the position in it.
    std::vector<std::int64_t> words() const {
        std::vector<std::int64_t> words(state_, state_ + kSize);
        words.push_back(static_cast<std::int64_t>(index_));
        return words;
    }
    bool restore(const std::vector<std::int64_t>& words) {
        if (words.size() != kSize + 1 || words.back() < 0 || words.back() > std::int64_t(kSize)) return false;
        for (std::size_t i = 0; i < kSize; ++i) {
            if (words[i] < 0 || words[i] > 0xffffffffLL) return false;
            state_[i] = static_cast<std::uint32_t>(words[i]);
        }
        index_ = static_cast<std::size_t>(words.back());
        return true;
    }
    std::uint32_t next() {
        if (index_ >= kSize) twist();
        std::uint32_t y = state_[index_++];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680u;
        y ^= (y << 15) & 0xefc60000u;
        return y ^ (y >> 18);
    }

private:
    static constexpr std::size_t kSize = 624, kShift = 397;
    void seed_single(std::uint32_t seed) {
        state_[0] = seed;
        for (std::size_t i = 1; i < kSize; ++i)
            state_[i] = 1812433253u * (state_[i - 1] ^ (state_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
        index_ = kSize;
    }
    void twist() {
        for (std::size_t i = 0; i < kSize; ++i) {
            const std::uint32_t y = (state_[i] & 0x80000000u) | (state_[(i + 1) % kSize] & 0x7fffffffu);
            state_[i] = state_[(i + kShift) % kSize] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
        }
        index_ = 0;
    }
    std::uint32_t state_[kSize] = {};
    std::size_t index_ = kSize;
};

struct RandomState {
    MersenneTwister twister;
    std::optional<double> gauss_next;  // gauss() draws its normals in pairs and keeps the second for the next call
};
using StatePtr = std::shared_ptr<RandomState>;

// ---- the draws -------------------------------------------------------------------------------------------------

double random_float(RandomState& state) {
    const std::uint32_t high = state.twister.next() >> 5, low = state.twister.next() >> 6;
    return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0);
}

// getrandbits(k) for k up to 63: little-endian 32-bit words, the last one cut to the bits still wanted.
std::uint64_t random_bits(RandomState& state, int bits) {
    if (bits > 63) raise_unsupported("random.getrandbits beyond 63 bits");
    std::uint64_t result = 0;
    for (int shift = 0; bits > 0; shift += 32, bits -= 32) {
        std::uint32_t word = state.twister.next();
        if (bits < 32) word >>= 32 - bits;
        result |= static_cast<std::uint64_t>(word) << shift;
    }
    return result;
}

std::int64_t random_below(RandomState& state, std::int64_t n) {
    int bits = 0;
    while (bits < 63 && (std::int64_t{1} << bits) <= n) ++bits;
    std::uint64_t r = random_bits(state, bits);
    while (r >= static_cast<std::uint64_t>(n)) r = random_bits(state, bits);
    return static_cast<std::int64_t>(r);
}

// gauss and normalvariate: Lib/random.py's Box-Muller pair and Kinderman-Monahan ratio of uniforms, returning
// mu + z * sigma with Python's arithmetic.
Value gaussian(Runtime& runtime, RandomState& state, CallArgs& args, bool box_muller) {
    const auto bound = bind_signature({box_muller ? "Random.gauss" : "Random.normalvariate", {"mu", "sigma"}, 0, {}}, args);
    const Value mu = bound[0] ? *bound[0] : float_value(0.0), sigma = bound[1] ? *bound[1] : float_value(1.0);
    const auto call = [&] { return std::string(box_muller ? "random.gauss()" : "random.normalvariate()"); };
    double z;
    if (box_muller) {
        if (state.gauss_next) {
            z = *state.gauss_next;
            state.gauss_next.reset();
        } else {
            const double angle = random_float(state) * (2.0 * M_PI);
            const double radius = std::sqrt(-2.0 * certain(libm::log(1.0 - random_float(state)), call));
            z = certain(libm::cos(angle), call) * radius;
            state.gauss_next = certain(libm::sin(angle), call) * radius;
        }
    } else {
        const double magic = 4 * certain(libm::exp(-0.5), call) / std::sqrt(2.0);
        while (true) {
            const double u1 = random_float(state), u2 = 1.0 - random_float(state);
            z = magic * (u1 - 0.5) / u2;
            if (z * z / 4.0 <= -certain(libm::log(u2), call)) break;
        }
    }
    return binary_operation(runtime, "+", mu, binary_operation(runtime, "*", float_value(z), sigma));
}

// ---- seeding -----------------------------------------------------------------------------------------------------

// init_by_array over the seed's 32-bit words, least significant first ([0] for zero), as _random does.
void seed_with(RandomState& state, BigInteger magnitude) {
    std::vector<std::uint32_t> key;
    const BigInteger word_base(std::int64_t{1} << 32);
    while (!magnitude.is_zero()) {
        BigInteger quotient, remainder;
        BigInteger::floor_divmod(magnitude, word_base, quotient, remainder);
        key.push_back(static_cast<std::uint32_t>(*remainder.to_int64()));
        magnitude = quotient;
    }
    if (key.empty()) key.push_back(0);
    state.twister.seed_words(key);
}

void seed_from_entropy(RandomState& state) {
    std::random_device device;
    std::vector<std::uint32_t> key;
    for (int i = 0; i < 8; ++i) key.push_back(device());
    state.twister.seed_words(key);
}

Value random_seed(RandomState& state, CallArgs& args) {
    const auto bound = bind_signature({"Random.seed", {"a", "version"}, 0, {}}, args);
    const Value seed = bound[0] ? *bound[0] : none_value();
    state.gauss_next.reset();
    if (seed.type == Type::None) {
        seed_from_entropy(state);
    } else if (seed.type == Type::Int || seed.type == Type::Bool || seed.type == Type::BigInt) {
        const BigInteger value = as_big(seed);
        seed_with(state, value.negative() ? -value : value);
    } else if (seed.type == Type::Float) {  // an int's bits are its own; anything else seeds with its hash, as unsigned
        const auto hash = static_cast<std::uint64_t>(python_hash(seed));
        seed_with(state, BigInteger(static_cast<std::int64_t>(hash >> 1)).shifted_left(1) + BigInteger(static_cast<std::int64_t>(hash & 1)));
    } else if (seed.type == Type::Str) {
        raise_unsupported("random.seed with a " + type_name(seed));
    } else {
        raise_error("TypeError", "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
    }
    return none_value();
}

// ---- integers: randrange and randint -------------------------------------------------------------------------------

// operator.index for randrange, or the int an integral float stands for (deprecated, but accepted by 3.11).
std::int64_t range_argument(const Value& value, const char* which) {
    if (value.type == Type::Int || value.type == Type::Bool) return value.integer;
    if (value.type == Type::Float && std::isfinite(value.real) && value.real == std::trunc(value.real) && std::fabs(value.real) < 9e18)
        return static_cast<std::int64_t>(value.real);
    if (value.type == Type::Float || value.type == Type::Str) raise_error("ValueError", std::string("non-integer ") + which + " for randrange()");
    raise_unsupported("random.randrange with a " + type_name(value));
}

Value randrange(RandomState& state, const Value& start, const std::optional<Value>& stop, const std::optional<Value>& step) {
    const std::int64_t first = range_argument(start, "arg 1");
    if (!stop || stop->type == Type::None) {
        if (step) raise_error("TypeError", "Missing a non-None stop argument");
        if (first > 0) return int_value(random_below(state, first));
        raise_error("ValueError", "empty range for randrange()");
    }
    const std::int64_t last = range_argument(*stop, "stop");
    const std::int64_t width = last - first;
    const std::int64_t stride = step ? range_argument(*step, "step") : 1;
    if (stride == 1) {
        if (width > 0) return int_value(first + random_below(state, width));
        raise_error("ValueError", "empty range for randrange() (" + std::to_string(first) + ", " + std::to_string(last) + ", " +
                                      std::to_string(width) + ")");
    }
    if (stride == 0) raise_error("ValueError", "zero step for randrange()");
    const std::int64_t numerator = stride > 0 ? width + stride - 1 : width + stride + 1;
    std::int64_t count = numerator / stride;
    if ((numerator % stride != 0) && ((numerator < 0) != (stride < 0))) --count;  // floor division
    if (count <= 0) raise_error("ValueError", "empty range for randrange()");
    return int_value(first + stride * random_below(state, count));
}

// ---- sequences -----------------------------------------------------------------------------------------------------

// The items of a sequence random can index (list, tuple, str, range, torch.Size, a tensor's rows).
std::vector<Value> sequence_items(Runtime& runtime, const Value& sequence) {
    switch (sequence.type) {
        case Type::List: case Type::Tuple: case Type::Str: case Type::Range:
            return iterate(runtime, sequence);
        case Type::Native:
            if (native_type_of(sequence).random_sequence) return iterate(runtime, sequence);
            if (native_type_of(sequence).length) raise_unsupported("random over a " + type_name(sequence));
            raise_error("TypeError", "object of type '" + type_name(sequence) + "' has no len()");
        case Type::Set: case Type::Dict: case Type::DictView: case Type::Instance:
            raise_unsupported("random over a " + type_name(sequence));
        default: raise_error("TypeError", "object of type '" + type_name(sequence) + "' has no len()");
    }
}

Value choice(Runtime& runtime, RandomState& state, CallArgs& args) {
    const Value sequence = *bind_signature({"Random.choice", {"seq"}, 1, {}}, args)[0];
    if (sequence.type == Type::Set) {
        const auto length = static_cast<std::int64_t>(set_of(sequence).used);
        if (length == 0) raise_error("IndexError", "Cannot choose from an empty sequence");
        random_below(state, length);
        raise_error("TypeError", "'set' object is not subscriptable");
    }
    const std::vector<Value> items = sequence_items(runtime, sequence);
    if (items.empty()) raise_error("IndexError", "Cannot choose from an empty sequence");
    return items[static_cast<std::size_t>(random_below(state, static_cast<std::int64_t>(items.size())))];
}

Value shuffle(Runtime& runtime, RandomState& state, CallArgs& args) {
    const Value target = *bind_signature({"Random.shuffle", {"x"}, 1, {}}, args)[0];
    if (target.type != Type::List) {
        if (target.type != Type::Tuple && target.type != Type::Str) raise_unsupported("random.shuffle of a " + type_name(target));
        const std::int64_t length = static_cast<std::int64_t>(iterate(runtime, target).size());
        if (length < 2) return none_value();
        random_below(state, length);  // the first swap's draw comes before its assignment fails
        raise_error("TypeError", "'" + type_name(target) + "' object does not support item assignment");
    }
    std::vector<Value>& items = items_of(target);
    for (std::size_t i = items.size(); i-- > 1;) {
        const std::size_t j = static_cast<std::size_t>(random_below(state, static_cast<std::int64_t>(i + 1)));
        std::swap(items[i], items[j]);
    }
    return none_value();
}

Value sample(Runtime& runtime, RandomState& state, CallArgs& args) {
    const auto bound = bind_signature({"Random.sample", {"population", "k"}, 2, {"counts"}}, args);
    const Value& population = *bound[0];
    if (bound[2] && bound[2]->type != Type::None) raise_unsupported("random.sample(counts=...)");
    const bool native_sequence = population.type == Type::Native && native_type_of(population).random_sequence;  // not a Sequence
    if (population.type == Type::Set || population.type == Type::Dict || native_sequence)
        raise_error("TypeError", "Population must be a sequence.  For dicts or sets, use sorted(d).");
    const std::vector<Value> items = sequence_items(runtime, population);
    const std::int64_t n = static_cast<std::int64_t>(items.size());
    const std::int64_t k = integer_argument(*bound[1]);
    if (k < 0 || k > n) raise_error("ValueError", "Sample larger than population or is negative");
    std::int64_t set_size = 21;
    if (k > 5) set_size += static_cast<std::int64_t>(std::pow(4.0, std::ceil(std::log(static_cast<double>(k * 3)) / std::log(4.0))));
    std::vector<Value> result;
    if (n <= set_size) {
        std::vector<Value> pool = items;
        for (std::int64_t i = 0; i < k; ++i) {
            const std::int64_t j = random_below(state, n - i);
            result.push_back(pool[j]);
            pool[j] = pool[n - i - 1];
        }
        return list_value(std::move(result));
    }
    std::vector<bool> selected(static_cast<std::size_t>(n), false);
    for (std::int64_t i = 0; i < k; ++i) {
        std::int64_t j = random_below(state, n);
        while (selected[j]) j = random_below(state, n);
        selected[j] = true;
        result.push_back(items[j]);
    }
    return list_value(std::move(result));
}

// choices(population, weights=None, *, cum_weights=None, k=1): with weights, bisect_right over their running sums.
Value choices(Runtime& runtime, RandomState& state, CallArgs& args) {
    const auto bound = bind_signature({"Random.choices", {"population", "weights"}, 1, {"cum_weights", "k"}}, args);
    const std::vector<Value> items = sequence_items(runtime, *bound[0]);
    const bool has_weights = bound[1] && bound[1]->type != Type::None, has_cumulative = bound[2] && bound[2]->type != Type::None;
    const std::int64_t k = bound[3] ? integer_argument(*bound[3]) : 1;
    const double n = static_cast<double>(items.size());
    std::vector<Value> result;
    if (!has_weights && !has_cumulative) {
        for (std::int64_t i = 0; i < k; ++i) result.push_back(items.at(static_cast<std::size_t>(std::floor(random_float(state) * n))));
        return list_value(std::move(result));
    }
    if (has_weights && has_cumulative) raise_error("TypeError", "Cannot specify both weights and cumulative weights");
    std::vector<Value> cumulative;
    if (has_weights) {
        if (bound[1]->type == Type::Int)
            raise_error("TypeError", "The number of choices must be a keyword argument: k=" + std::to_string(bound[1]->integer));
        for (const Value& weight : iterate(runtime, *bound[1]))
            cumulative.push_back(cumulative.empty() ? weight : binary_operation(runtime, "+", cumulative.back(), weight));
    } else {
        cumulative = iterate(runtime, *bound[2]);
    }
    if (cumulative.size() != items.size()) raise_error("ValueError", "The number of weights does not match the population");
    const Value total = binary_operation(runtime, "+", cumulative.back(), float_value(0.0));
    if (!(total.real > 0.0)) raise_error("ValueError", "Total of weights must be greater than zero");
    if (!std::isfinite(total.real)) raise_error("ValueError", "Total of weights must be finite");
    for (std::int64_t i = 0; i < k; ++i) {
        const Value point = float_value(random_float(state) * total.real);
        std::size_t low = 0, high = items.size() - 1;
        while (low < high) {
            const std::size_t middle = (low + high) / 2;
            if (compare("<", point, cumulative[middle])) high = middle;
            else low = middle + 1;
        }
        result.push_back(items[low]);
    }
    return list_value(std::move(result));
}


// getstate(): (3, the twister's words and position, gauss's kept normal or None), as CPython gives it.
Value get_state(const RandomState& state, CallArgs& args) {
    expect_argument_count(args, "getstate", 0, 0);
    std::vector<Value> words;
    for (const std::int64_t word : state.twister.words()) words.push_back(int_value(word));
    return tuple_value({int_value(3), tuple_value(std::move(words)), state.gauss_next ? float_value(*state.gauss_next) : none_value()});
}

Value set_state(RandomState& state, CallArgs& args) {
    expect_argument_count(args, "setstate", 1, 1);
    const Value& given = args.positional[0];
    const bool shaped = given.type == Type::Tuple && items_of(given).size() == 3 && items_of(given)[0].type == Type::Int &&
                        items_of(given)[0].integer == 3 && items_of(given)[1].type == Type::Tuple;
    if (!shaped) raise_unsupported("random.setstate() of a state getstate() did not give");
    std::vector<std::int64_t> words;
    for (const Value& word : items_of(items_of(given)[1])) {
        if (word.type != Type::Int) raise_unsupported("random.setstate() of a state getstate() did not give");
        words.push_back(word.integer);
    }
    const Value& kept = items_of(given)[2];
    if ((kept.type != Type::None && kept.type != Type::Float) || !state.twister.restore(words))
        raise_unsupported("random.setstate() of a state getstate() did not give");
    state.gauss_next = kept.type == Type::Float ? std::optional<double>(kept.real) : std::nullopt;
    return none_value();
}

// The functions of one generator: the module's own (its hidden instance) and each random.Random's.
std::vector<std::pair<std::string, NativeFunction>> random_functions(const StatePtr& state) {
    std::vector<std::pair<std::string, NativeFunction>> functions;
    auto add = [&](const std::string& name, NativeFunction function) { functions.emplace_back(name, std::move(function)); };
    add("seed", [state](Runtime&, CallArgs& args) { return random_seed(*state, args); });
    add("random", [state](Runtime&, CallArgs& args) {
        if (!args.keywords.empty()) raise_error("TypeError", "Random.random() takes no keyword arguments");
        if (!args.positional.empty())
            raise_error("TypeError", "Random.random() takes no arguments (" + std::to_string(args.positional.size()) + " given)");
        return float_value(random_float(*state));
    });
    add("uniform", [state](Runtime& runtime, CallArgs& args) {
        const auto bound = bind_signature({"Random.uniform", {"a", "b"}, 2, {}}, args);
        const Value width = binary_operation(runtime, "-", *bound[1], *bound[0]);
        return binary_operation(runtime, "+", *bound[0], binary_operation(runtime, "*", width, float_value(random_float(*state))));
    });
    add("randint", [state](Runtime& runtime, CallArgs& args) {
        const auto bound = bind_signature({"Random.randint", {"a", "b"}, 2, {}}, args);
        return randrange(*state, *bound[0], binary_operation(runtime, "+", *bound[1], int_value(1)), std::nullopt);
    });
    add("randrange", [state](Runtime&, CallArgs& args) {
        const auto bound = bind_signature({"Random.randrange", {"start", "stop", "step"}, 1, {}}, args);
        return randrange(*state, *bound[0], bound[1], bound[2]);
    });
    add("getrandbits", [state](Runtime&, CallArgs& args) {
        expect_argument_count(args, "getrandbits", 1, 1);
        const std::int64_t bits = integer_argument(args.positional[0]);
        if (bits < 0) raise_error("ValueError", "number of bits must be non-negative");
        return int_value(static_cast<std::int64_t>(random_bits(*state, static_cast<int>(std::min<std::int64_t>(bits, 64)))));
    });
    add("gauss", [state](Runtime& runtime, CallArgs& args) { return gaussian(runtime, *state, args, true); });
    add("normalvariate", [state](Runtime& runtime, CallArgs& args) { return gaussian(runtime, *state, args, false); });
    add("choice", [state](Runtime& runtime, CallArgs& args) { return choice(runtime, *state, args); });
    add("choices", [state](Runtime& runtime, CallArgs& args) { return choices(runtime, *state, args); });
    add("shuffle", [state](Runtime& runtime, CallArgs& args) { return shuffle(runtime, *state, args); });
    add("sample", [state](Runtime& runtime, CallArgs& args) { return sample(runtime, *state, args); });
    add("getstate", [state](Runtime&, CallArgs& args) { return get_state(*state, args); });
    add("setstate", [state](Runtime&, CallArgs& args) { return set_state(*state, args); });
    return functions;
}

// random.Random(seed): a generator of its own, seeded as random.seed(seed) seeds; its methods are the module's.
const Value& random_class() {
    static const Value cls = [] {
        Value made = make_class("Random", "random", {}, Scope());
        object_of<ClassObject>(made).on_create = [](Runtime&, const Value& instance, CallArgs& args) {
            reject_keywords(args, "Random");
            if (args.positional.size() > 1)
                raise_error("TypeError", "Random.__init__() takes from 1 to 2 positional arguments but " + std::to_string(args.positional.size() + 1) + " were given");
            auto state = std::make_shared<RandomState>();
            random_seed(*state, args);
            for (auto& [name, function] : random_functions(state))
                object_of<InstanceObject>(instance).attributes.set(name, builtin_value(name, std::move(function)));
            args.positional.clear();
        };
        return made;
    }();
    return cls;
}

}  // namespace

Value make_random_module() {
    auto state = std::make_shared<RandomState>();
    seed_from_entropy(*state);
    auto module = std::make_shared<ModuleObject>();
    module->name = "random";
    for (auto& [name, function] : random_functions(state)) module->members.emplace_back(name, builtin_value(name, std::move(function)));
    module->members.emplace_back("Random", random_class());
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace qkv::python
