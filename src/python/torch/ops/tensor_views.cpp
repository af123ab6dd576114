// tensor_views.cpp — links between views and their root storage, and the carrying of writes along them.
#include "python/torch/ops/tensor_views.hpp"

#include <algorithm>
#include <limits>

#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

bool& views_unlinked() {
    static bool unlinked = false;
    return unlinked;
}

std::int64_t element_count(const Storage& storage) {
    return static_cast<std::int64_t>(storage.values.size() + storage.integers.size() + storage.reals.size());
}

// Views keep their base's dtype, so one of the three vectors holds both storages' elements.
void copy_element(const Storage& from, std::int64_t from_at, Storage& to, std::int64_t to_at) {
    if (!from.values.empty()) to.values[to_at] = from.values[from_at];
    else if (!from.reals.empty()) to.reals[to_at] = from.reals[from_at];
    else to.integers[to_at] = from.integers[from_at];
}

// Whether several elements of `target` are one element of torch's storage (an expand).
bool has_internal_overlap(const Tensor& target) {
    for (std::size_t k = 0; k < target.view_strides.size(); ++k)
        if (target.view_strides[k] == 0 && target.shape[k] > 1) return true;
    return false;
}

std::int64_t root_position(const ViewLink& link, std::int64_t n) { return link.positions ? (*link.positions)[n] : n; }

// A link for a view of `source`: to `source`'s own root when it is a view itself (torch's views of views share
// the first base too).
std::shared_ptr<ViewLink> link_from(const Tensor& source) {
    auto link = std::make_shared<ViewLink>();
    if (const ViewLink* parent = source.storage->view_of.get()) {
        *link = *parent;
    } else {
        link->root = source.storage;
        link->root_tensor = const_cast<Tensor&>(source).weak_from_this();
        link->of_grad_leaf = source.requires_grad && source.grad_fn.empty();
    }
    link->made_in_no_grad = link->made_in_no_grad || (!grad_mode_enabled() && source.tracks_grad());
    return link;
}

void attach(const TensorPtr& view, std::shared_ptr<ViewLink> link) {
    link->view = view;
    std::vector<std::weak_ptr<Storage>>& views = link->root->views;
    views.erase(std::remove_if(views.begin(), views.end(), [](const std::weak_ptr<Storage>& s) { return s.expired(); }), views.end());
    views.push_back(view->storage);
    view->storage->view_of = std::move(link);
}

void refresh_views(Storage& root, std::int64_t low, std::int64_t high) {
    for (const std::weak_ptr<Storage>& weak : root.views) {
        const std::shared_ptr<Storage> storage = weak.lock();
        if (!storage) continue;
        const ViewLink& link = *storage->view_of;
        if (link.low < high && low < link.high)
            for (std::int64_t n = 0, count = element_count(*storage); n < count; ++n) copy_element(root, root_position(link, n), *storage, n);
        // torch rebuilds the grad_fn of a view whose storage changed since it was made.
        if (const TensorPtr view = link.view.lock(); view && !view->grad_fn.empty()) view->grad_fn = "AsStridedBackward0";
    }
}

}  // namespace

UnlinkedViewsScope::UnlinkedViewsScope() : was_(views_unlinked()) { views_unlinked() = true; }

UnlinkedViewsScope::~UnlinkedViewsScope() { views_unlinked() = was_; }

void link_view(const TensorPtr& view, const Tensor& source, std::vector<std::int64_t> positions) {
    if (views_unlinked()) return;
    view->version = version_counter(source);
    std::shared_ptr<ViewLink> link = link_from(source);
    if (link->positions)
        for (std::int64_t& position : positions) position = (*link->positions)[position];
    link->low = positions.empty() ? 0 : *std::min_element(positions.begin(), positions.end());
    link->high = positions.empty() ? 0 : *std::max_element(positions.begin(), positions.end()) + 1;
    view->storage->reserve_more(positions.size() * sizeof(std::int64_t), "a view's positions");
    link->positions = std::make_shared<const std::vector<std::int64_t>>(std::move(positions));
    attach(view, std::move(link));
}

void link_same_elements(const TensorPtr& view, const Tensor& source) {
    if (views_unlinked()) return;
    view->version = version_counter(source);
    std::shared_ptr<ViewLink> link = link_from(source);
    if (!source.storage->view_of) link->high = source.numel();
    attach(view, std::move(link));
}

TensorPtr strided_view(const MeterPtr& meter, const Tensor& source, std::int64_t offset, const Shape& shape,
                       const std::vector<std::int64_t>& strides) {
    TensorPtr view = materialize(meter, source, offset, shape, strides);
    if (views_unlinked()) return view;
    link_view(view, source, strided_positions(offset, shape, strides));
    return view;
}

TensorPtr detached(const Tensor& source) {
    version_counter(source);  // shared with the copy
    auto copy = std::make_shared<Tensor>(source);
    copy->grad_fn.clear();
    copy->requires_grad = false;
    copy->is_parameter = false;
    copy->grad_node.reset();
    copy->grad.reset();
    return copy;
}

namespace {

// autograd's refusals, which torch makes before the kernel runs.
void check_autograd_allows(const Tensor& target, bool writes_selection) {
    if (!grad_mode_enabled()) return;
    if (const ViewLink* link = target.storage->view_of.get()) {
        if (link->made_in_no_grad)
            raise_error("RuntimeError", "A view was created in no_grad mode and is being modified inplace with grad mode enabled. Given that this "
                                        "use case is ambiguous and error-prone, it is forbidden. You can clarify your code by moving both the view "
                                        "and the inplace either both inside the no_grad block (if you don't want the inplace to be tracked) or both "
                                        "outside (if you want the inplace to be tracked).");
        if (link->of_grad_leaf && target.tracks_grad())
            raise_error("RuntimeError", "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    }
    if (is_guarded_leaf(target))
        raise_error("RuntimeError", writes_selection ? "a view of a leaf Variable that requires grad is being used in an in-place operation."
                                                     : "a leaf Variable that requires grad is being used in an in-place operation.");
}

}  // namespace

void check_in_place(const Tensor& target, bool writes_selection, bool reads_target) {
    check_autograd_allows(target, writes_selection);
    if (reads_target && has_internal_overlap(target))
        raise_error("RuntimeError", "unsupported operation: more than one element of the written-to tensor refers to a single memory "
                                    "location. Please clone() the tensor before performing the operation.");
}

TensorPtr in_place_input(const TensorPtr& target) {
    if (!target->tracks_grad()) return target;
    auto input = std::make_shared<Tensor>(*target);
    input->version.reset();  // what the op saves of it is self before the write, as torch's clone of self is
    return input;
}

void share_in_place_change(Tensor& target, const std::vector<std::int64_t>* changed) {
    ++*version_counter(target);
    Storage& written = *target.storage;
    const std::shared_ptr<const ViewLink> link = written.view_of;
    if (!link && written.views.empty()) return;  // nothing shares these elements
    Storage& root = link ? *link->root : written;
    std::int64_t low = std::numeric_limits<std::int64_t>::max(), high = std::numeric_limits<std::int64_t>::min();
    auto carry = [&](std::int64_t n) {
        const std::int64_t position = link ? root_position(*link, n) : n;
        if (link) copy_element(written, n, root, position);
        low = std::min(low, position);
        high = std::max(high, position + 1);
    };
    if (changed) for (std::int64_t n : *changed) carry(n);
    else for (std::int64_t n = 0, count = element_count(written); n < count; ++n) carry(n);
    if (link && grad_mode_enabled() && target.tracks_grad())
        if (const TensorPtr base = link->root_tensor.lock()) base->grad_fn = "CopySlices";
    refresh_views(root, low, high);
}

}  // namespace qkv::python
