// generator.hpp — torch.Generator, torch.default_generator and the generator's state as a ByteTensor
// (get_rng_state / set_rng_state), laid out byte for byte as torch 1.13's CPUGeneratorImplState.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/generator.hpp"
#include "core/seed.hpp"
#include "python/runtime/value.hpp"

namespace qkv::python {

// The generator a draw uses: `given` when it is a torch.Generator, the default one when it is absent or None.
qkv::Generator& chosen_generator(Runtime& runtime, const std::optional<Value>& given, const std::string& function);

// Generator.manual_seed's argument: a Python int in [-2^63, 2^64 - 1] (torch's errors for anything else).
qkv::Seed generator_seed(const Value& seed);

// The object torch.manual_seed returns: torch.default_generator.
Value default_generator_value();

// torch.Generator, default_generator, get_rng_state, set_rng_state, initial_seed, seed.
std::vector<std::pair<std::string, Value>> torch_generator_members();

}  // namespace qkv::python
