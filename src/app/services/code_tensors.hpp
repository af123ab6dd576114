// code_tensors.hpp — the tensors a learner's program made, seen as the lesson's model (x, query/key/value
// layers, q, k, v), so the heatmaps can show exactly what the code computed.
#pragma once

#include <string>
#include <vector>

#include "core/lesson_model.hpp"
#include "python/run_result.hpp"

namespace qkv::app {

struct CodeTensorView {
    bool fits = false;      // the program made x, the three layers and q, k, v in the lesson's shapes
    std::string why_not;    // a sentence for the panel when it does not fit
    LessonParams params;    // tokens, n_embd, n_head (from `stated_n_head` when it agrees), bias; seed as given
    LessonTensors tensors;
};

// `base` supplies what tensors cannot tell (the seed, and n_head when `stated_n_head` is absent or disagrees).
CodeTensorView lesson_view_of(const std::vector<python::NamedTensor>& tensors, const LessonParams& base);

}  // namespace qkv::app
