// autograd_views.cpp — the nodes of views and copies: indexing (select, slice, None, advanced indices), expand, clone
// and stack. Their backward moves gradient values without arithmetic, except advanced indexing, which sums a
// gradient picked twice (index_put_ with accumulate, element by element in the result's order).
#include "python/torch/autograd/autograd.hpp"

namespace qkv::python {

// select_backward / slice_backward: zeros of the input's shape with the gradient copied into the picked elements;
// index_backward: zeros with the gradient added at each picked position in turn (so 0 + g, then repeats summed).
void record_positions(Tensor& result, const Tensor& source, const std::vector<std::int64_t>& positions, bool accumulate, bool saves_indices) {
    if (!result.is_float() || !source.is_float()) return;
    const Shape shape = source.shape;
    auto picked = std::make_shared<const std::vector<std::int64_t>>(positions);
    record_backward(result, {&source}, [shape, picked, accumulate](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, shape, "the gradient");
        float* values = out->data();
        const std::vector<std::int64_t>& at = *picked;
        if (accumulate) {
            for (std::size_t n = 0; n < at.size(); ++n) values[at[n]] += grad.data()[n];
        } else {
            for (std::size_t n = 0; n < at.size(); ++n) values[at[n]] = grad.data()[n];
        }
        return Gradients{out};
    }, saves_indices);
}

// clone and expand: the gradient passed on as it is (expand's sum_to over the broadcast dims is the engine's
// reduction of a gradient to its input's shape, the same at::sum_to).
void record_pass_through(Tensor& result, const Tensor& input) {
    if (!result.is_float()) return;
    record_backward(result, {&input}, [](const MeterPtr&, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{std::const_pointer_cast<Tensor>(grad.shared_from_this())};
    }, false);
}

// stack_tensors_backward: grad.unbind(dim), each part copied out for its input.
void record_stack(Tensor& result, const std::vector<TensorPtr>& parts, std::int64_t dim) {
    if (!result.is_float()) return;
    std::vector<const Tensor*> inputs;
    for (const TensorPtr& part : parts) inputs.push_back(part.get());
    const Shape shape = parts.empty() ? Shape{} : parts[0]->shape;
    record_backward(result, inputs, [shape, dim](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        std::int64_t outer = 1, inner = 1;
        for (std::int64_t axis = 0; axis < dim; ++axis) outer *= grad.shape[axis];
        for (std::size_t axis = dim + 1; axis < grad.rank(); ++axis) inner *= grad.shape[axis];
        const std::int64_t count = grad.shape[dim];
        Gradients grads(needed.size());
        for (std::size_t t = 0; t < needed.size(); ++t) {
            if (!needed[t]) continue;
            grads[t] = make_tensor(m, shape, "the gradient");
            for (std::int64_t o = 0; o < outer; ++o)
                for (std::int64_t i = 0; i < inner; ++i)
                    grads[t]->data()[o * inner + i] = grad.data()[(o * count + static_cast<std::int64_t>(t)) * inner + i];
        }
        return grads;
    }, false);
}

// tril/triu: grad.tril(diagonal) / grad.triu(diagonal), the dropped elements +0.
void record_triangle(Tensor& result, const Tensor& input, std::int64_t diagonal, bool lower) {
    if (!result.is_float()) return;
    record_backward(result, {&input}, [diagonal, lower](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, grad.shape, "the gradient");
        const std::int64_t rows = grad.shape[grad.rank() - 2], cols = grad.shape.back();
        for (std::int64_t n = 0; n < grad.numel(); ++n) {
            const std::int64_t r = n / cols % rows, c = n % cols;
            if (lower ? c - r <= diagonal : c - r >= diagonal) out->data()[n] = grad.data()[n];
        }
        return Gradients{out};
    }, false);
}

// trace_backward: the gradient filled in at every (cols + 1)-th element of the flattened matrix, as torch 1.13
// fills it; for a matrix with more rows than columns that also reaches elements below the diagonal's end.
void record_trace(Tensor& result, const Tensor& input) {
    if (!result.is_float()) return;
    const Shape shape = input.shape;
    record_backward(result, {&input}, [shape](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, shape, "the gradient");
        const std::int64_t count = shape[0] * shape[1];
        for (std::int64_t n = 0; n < count; n += shape[1] + 1) out->data()[n] = grad.data()[0];
        return Gradients{out};
    }, false);
}

// repeat_backward: the leading dims repeat added first sum away one at a time (grad.sum(0)), then the gradient
// viewed with each repeated dim split into (repeat, size) and summed over the repeat dims at once.
void record_repeat(Tensor& result, const Tensor& input, const std::vector<std::int64_t>& repeats) {
    if (!result.is_float()) return;
    const Shape shape = input.shape;
    record_backward(result, {&input}, [shape, repeats](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr summed = std::const_pointer_cast<Tensor>(grad.shared_from_this());
        const std::size_t leading = repeats.size() - shape.size();
        for (std::size_t k = 0; k < leading; ++k) {
            std::vector<bool> first(summed->rank(), false);
            first[0] = true;
            summed = tensor_sum_over(m, *summed, first, false);
        }
        Shape split;
        std::vector<bool> reduced;
        for (std::size_t d = 0; d < shape.size(); ++d) {
            if (repeats[d + leading] != 1) split.push_back(repeats[d + leading]), reduced.push_back(true);
            split.push_back(shape[d]), reduced.push_back(false);
        }
        summed = tensor_reshape(m, *summed, split, false);
        bool any = false;
        for (bool r : reduced) any = any || r;
        return Gradients{any ? tensor_sum_over(m, *summed, reduced, false) : summed};
    }, false);
}

}  // namespace qkv::python
