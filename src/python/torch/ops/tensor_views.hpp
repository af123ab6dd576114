// tensor_views.hpp — torch's views over the playground's copies. A view (x[0], x.t(), x.view(...), split,
// iterating over rows) keeps its own contiguous elements plus a link to where they live in the root storage (the
// storage of the tensor that is not a view). A write to any of them is carried to the root and from there to every
// live view, so a program prints what torch's shared storage gives; the grad_fn labels and the refusals torch
// attaches to writes through views are reproduced here too.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "python/torch/ops/tensor_ops.hpp"

namespace qkv::python {

struct ViewLink {
    std::shared_ptr<Storage> root;                               // kept alive, as a torch view keeps its base
    std::shared_ptr<const std::vector<std::int64_t>> positions;  // root element of each element; null: the same ones
    std::int64_t low = 0, high = 0;                              // the root elements covered lie in [low, high)
    std::weak_ptr<Tensor> view, root_tensor;                     // to relabel after a write, as torch does
    bool of_grad_leaf = false;     // views a leaf that requires grad: torch refuses in-place changes
    bool made_in_no_grad = false;  // made under no_grad from a tensor that requires grad: refused with grad on
};

// While one is open, views are plain copies without a link to their base: the autograd engine's formulas view
// gradients and saved tensors that no program can reach or write to, and a link costs a position per element.
class UnlinkedViewsScope {
public:
    UnlinkedViewsScope();
    ~UnlinkedViewsScope();
    UnlinkedViewsScope(const UnlinkedViewsScope&) = delete;
    UnlinkedViewsScope& operator=(const UnlinkedViewsScope&) = delete;

private:
    bool was_;
};

// Links `view`, just copied from `source`, as its view: element i of `view` is element `positions[i]` of `source`.
void link_view(const TensorPtr& view, const Tensor& source, std::vector<std::int64_t> positions);
// The same for a view holding `source`'s elements in their order (view, reshape, squeeze, unsqueeze).
void link_same_elements(const TensorPtr& view, const Tensor& source);
// The elements of `source` read through `strides` from `offset` (transpose, permute, slices, expand), linked.
TensorPtr strided_view(const MeterPtr& meter, const Tensor& source, std::int64_t offset, const Shape& shape,
                       const std::vector<std::int64_t>& strides);
// A tensor sharing `source`'s storage, without its autograd history (Tensor.detach(), state_dict()'s entries).
TensorPtr detached(const Tensor& source);

// torch's refusals of an in-place change of `target`: autograd's while grad is on, and, for an op that also reads
// target's elements (`reads_target`: +=, mul_, exp_), an expanded tensor whose elements share storage.
// `writes_selection`: the change writes a basic selection of target (x[0] = ...), which torch reports as a view.
void check_in_place(const Tensor& target, bool writes_selection = false, bool reads_target = false);
// What an in-place op reads as its self: `target` itself, or where autograd may save it, another tensor object with
// the same elements and history. The op's node then keeps self as it was before the write (as torch's in-place
// ops do), while a node recorded earlier that saved `target` still sees the write and refuses.
TensorPtr in_place_input(const TensorPtr& target);
// After elements of `target` changed in place (all, or the positions in `changed`) and its grad_fn was set:
// carries the change to the root storage and from there to every live view, and relabels them as torch does.
void share_in_place_change(Tensor& target, const std::vector<std::int64_t>* changed = nullptr);

}  // namespace qkv::python
