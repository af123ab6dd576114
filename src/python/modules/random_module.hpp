// random_module.hpp — Python's `random` (seed, random, randint, randrange, choice, choices, shuffle, sample,
// uniform, getrandbits), drawing exactly what CPython 3.11 draws after the same seed.
#pragma once

#include "python/runtime/value.hpp"

namespace qkv::python {

// A fresh module with its own generator state: one per run, shared by every import of it in that run.
Value make_random_module();

}  // namespace qkv::python
