// torch_functional.hpp — torch.nn.functional's layers and losses beyond softmax and linear: layer_norm, embedding,
// cross_entropy and nll_loss (torch_functional.cpp), and torch.layer_norm / torch.embedding.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// The members torch.nn.functional gets (under torch's names, with F's signatures).
std::vector<std::pair<std::string, Value>> functional_layers();
// The members torch gets (torch.layer_norm and torch.embedding, with ATen's signatures).
std::vector<std::pair<std::string, Value>> torch_layer_functions();
// F.dropout (nn_layers.cpp).
Value functional_dropout(Runtime& runtime, CallArgs& args);
// F.cosine_similarity and F.normalize (functional_similarity.cpp); torch gets cosine_similarity too.
std::vector<std::pair<std::string, Value>> functional_similarity();

}  // namespace qkv::python
