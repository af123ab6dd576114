// code_tensors.cpp — matching a program's named tensors to the lesson's: by name (x, q, k, v, query.weight, ...)
// and by shape ((1, T, C) for x, (H, C) for each weight, (H) for each bias, (1, T, H) for q, k, v).
#include "app/services/code_tensors.hpp"

#include <algorithm>

namespace qkv::app {

namespace {

using Shape = std::vector<std::int64_t>;

const python::NamedTensor* find(const std::vector<python::NamedTensor>& tensors, const std::string& name) {
    for (const python::NamedTensor& tensor : tensors) {
        if (tensor.name == name) return &tensor;
    }
    return nullptr;
}

template <std::size_t Rank>
xt::xtensor<float, Rank> to_xtensor(const python::NamedTensor& tensor, const std::array<std::size_t, Rank>& shape) {
    xt::xtensor<float, Rank> out(shape);
    std::copy(tensor.values.begin(), tensor.values.end(), out.begin());
    return out;
}

std::string shape_text(const Shape& shape) {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + (shape.size() == 1 ? ",)" : ")");
}

}  // namespace

CodeTensorView lesson_view_of(const std::vector<python::NamedTensor>& tensors, const LessonParams& base) {
    CodeTensorView view;
    const char* required[] = {"x", "query.weight", "key.weight", "value.weight", "q", "k", "v"};
    std::string missing;
    for (const char* name : required) {
        if (!find(tensors, name)) missing += std::string(missing.empty() ? "" : ", ") + name;
    }
    if (!missing.empty()) {
        view.why_not = "This code does not make " + missing +
                       ", so the heatmaps show the lesson's tensors for the settings in the code.";
        return view;
    }
    const python::NamedTensor& x = *find(tensors, "x");
    if (x.shape.size() != 3 || x.shape[0] != 1) {
        view.why_not = "x has shape " + shape_text(x.shape) + "; the heatmaps need (1, T, n_embd).";
        return view;
    }
    const std::int64_t tokens = x.shape[1], n_embd = x.shape[2];
    const std::int64_t head_size = find(tensors, "query.weight")->shape.empty() ? 0
                                                                                : find(tensors, "query.weight")->shape[0];
    const std::string roles[] = {"query", "key", "value"};
    const std::string outputs[] = {"q", "k", "v"};
    int biases = 0;
    for (int r = 0; r < 3; ++r) {
        const python::NamedTensor& weight = *find(tensors, roles[r] + ".weight");
        const python::NamedTensor& out = *find(tensors, outputs[r]);
        if (weight.shape != Shape{head_size, n_embd}) {
            view.why_not = roles[r] + ".weight has shape " + shape_text(weight.shape) + "; the heatmaps need (" +
                           std::to_string(head_size) + ", " + std::to_string(n_embd) + ").";
            return view;
        }
        if (out.shape != Shape{1, tokens, head_size}) {
            view.why_not = outputs[r] + " has shape " + shape_text(out.shape) + "; the heatmaps need " +
                           shape_text({1, tokens, head_size}) + ".";
            return view;
        }
        const python::NamedTensor* bias = find(tensors, roles[r] + ".bias");
        if (bias && bias->shape == Shape{head_size}) ++biases;
    }
    if (biases != 0 && biases != 3) {
        view.why_not = "Only some of the three layers have a bias; the heatmaps show all three with or without one.";
        return view;
    }
    LessonParams params = base;
    params.tokens = int(std::min<std::int64_t>(tokens, 1 << 30));
    params.n_embd = int(std::min<std::int64_t>(n_embd, 1 << 30));
    params.bias = biases == 3;
    // n_head only shows through head_size = n_embd // n_head: keep the stated one when it agrees.
    if (head_size < 1 || params.n_head < 1 || params.n_embd / params.n_head != head_size) {
        params.n_head = head_size >= 1 ? int(n_embd / head_size) : 0;
    }
    if (params.n_head < 1 || params.n_embd / params.n_head != head_size) {
        view.why_not = "head_size " + std::to_string(head_size) + " is not n_embd // n_head for any n_head.";
        return view;
    }
    const std::string problem = validate(params);
    if (!problem.empty()) {
        view.why_not = "The heatmaps cannot show these tensors: " + problem + ".";
        return view;
    }
    const auto t = std::size_t(tokens), c = std::size_t(n_embd), h = std::size_t(head_size);
    view.tensors.x = to_xtensor<2>(x, {t, c});
    LinearLayer* layers[] = {&view.tensors.query, &view.tensors.key, &view.tensors.value};
    xt::xtensor<float, 2>* projections[] = {&view.tensors.q, &view.tensors.k, &view.tensors.v};
    for (int r = 0; r < 3; ++r) {
        layers[r]->weight = to_xtensor<2>(*find(tensors, roles[r] + ".weight"), {h, c});
        if (params.bias) layers[r]->bias = to_xtensor<1>(*find(tensors, roles[r] + ".bias"), {h});
        *projections[r] = to_xtensor<2>(*find(tensors, outputs[r]), {t, h});
    }
    view.params = params;
    view.fits = true;
    return view;
}

}  // namespace qkv::app
