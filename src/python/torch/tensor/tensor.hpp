// tensor.hpp — the playground's tensor: float32, int64 or bool (and, for the ops that take them, float64, float16
// and int32), any rank, contiguous, plus the autograd label torch would print.
//
// Every tensor holds its own contiguous copy of its elements: learners' programs are small, and copies keep
// indexing, transposes and the exact kernels simple. A view (x[0], x.t(), x.view(...)) is a copy linked to the
// storage it views, and writes are carried between them (tensor_views.hpp), so that programs see torch's shared
// storage. Float32 values live in `values` (the fast, exact paths read them directly); int64 and bool (as 0/1)
// values live in `integers`. `grad_fn` holds the name torch 1.13.1 prints (e.g. "MmBackward0"),
// `requires_grad` marks leaves such as a layer's weight, `is_parameter` selects the "Parameter containing:" repr.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace qkv::python {

using Shape = std::vector<std::int64_t>;

// From the widest to the narrowest, category by category (float, integer, bool).
enum class DType { Float64, Float32, Float16, Int64, Int32, UInt8, Bool };

std::string dtype_name(DType dtype);        // "torch.float32", "torch.int64", "torch.bool"
std::string scalar_type_name(DType dtype);  // "Float", "Long", "Bool", as torch's dtype messages say
// torch's promoteTypes: the wider of two dtypes, a float over any integer, anything over bool.
inline DType promote(DType a, DType b) { return a < b ? a : b; }
inline bool is_floating_dtype(DType dtype) { return dtype <= DType::Float16; }
// The dtypes only some ops take (tensor_dtypes.hpp); the others raise NotImplementedError naming op and dtype.
inline bool is_extra_dtype(DType dtype) {
    return dtype == DType::Float64 || dtype == DType::Float16 || dtype == DType::Int32 || dtype == DType::UInt8;
}
std::size_t element_bytes(DType dtype);
std::string legacy_type_name(DType dtype);  // "torch.FloatTensor", as Tensor.type() names a CPU tensor's type

// The op a learner's call is running ("Tensor.exp", "torch.cat"), for the message of an op that meets a dtype it
// does not take. Set for the duration of a call by an OperationScope.
const std::string& current_operation();
class OperationScope {
public:
    explicit OperationScope(std::string name);
    // A name that outlives the scope (a static label): nothing is copied.
    explicit OperationScope(const std::string* name);
    ~OperationScope();
    OperationScope(const OperationScope&) = delete;
    OperationScope& operator=(const OperationScope&) = delete;

private:
    std::string owned_;
    const std::string* saved_;
};
// NotImplementedError: the current operation on a tensor of this dtype is not supported.
[[noreturn]] void raise_unsupported_dtype(DType dtype);

// Live tensor bytes of one run, checked against a cap before each allocation.
class MemoryMeter {
public:
    explicit MemoryMeter(std::size_t cap_bytes) : cap_bytes_(cap_bytes) {}
    void reserve(std::size_t bytes, const std::string& what);  // MemoryError past the cap
    void release(std::size_t bytes) { live_bytes_ -= bytes; }
    std::size_t live_bytes() const { return live_bytes_; }
    std::size_t cap_bytes() const { return cap_bytes_; }

private:
    std::size_t cap_bytes_;
    std::size_t live_bytes_ = 0;
};

struct Tensor;
struct ViewLink;

// Element storage that gives its bytes back to the meter when freed.
class Storage {
public:
    Storage(std::shared_ptr<MemoryMeter> meter, std::size_t count, const std::string& what, DType dtype = DType::Float32);
    // The same, holding a copy of `copied`'s elements (written once, not zeroed first).
    Storage(std::shared_ptr<MemoryMeter> meter, std::size_t count, const std::string& what, DType dtype, const Storage& copied);
    ~Storage();
    Storage(const Storage&) = delete;
    Storage& operator=(const Storage&) = delete;
    void reserve_more(std::size_t bytes, const std::string& what);  // counted with the elements, freed with them
    std::vector<float> values;            // float32, and float16 as its float values
    std::vector<std::int64_t> integers;   // int64, int32, and bool as 0/1
    std::vector<double> reals;            // float64
    // Set when this storage holds a view's elements: where they live in the root storage (tensor_views.hpp).
    std::shared_ptr<const ViewLink> view_of;
    // On a root storage: the storages of its views, to refresh after a write.
    std::vector<std::weak_ptr<Storage>> views;

private:
    std::shared_ptr<MemoryMeter> meter_;
    std::size_t bytes_ = 0;
};

// How a tensor came from @, matmul or a Linear, for the inspector's dot product: the operands' storages and
// shapes (values are contiguous). `linear`: the right operand is a weight (out, in), so its rows are dotted.
// Holding the storages keeps an unnamed operand such as `k.transpose(-2, -1)` alive as long as the product.
struct ProductOrigin {
    bool linear = false;
    std::shared_ptr<const Storage> left, right, bias;  // bias: a Linear's, or null
    Shape left_shape, right_shape;
};

struct Tensor : std::enable_shared_from_this<Tensor> {
    Shape shape;
    std::shared_ptr<Storage> storage;
    std::string grad_fn;
    bool requires_grad = false;
    bool is_parameter = false;
    DType dtype = DType::Float32;
    // The strides torch's tensor would have when it is a non-contiguous view (after transpose, permute, expand,
    // slicing); empty when contiguous. Values are always stored contiguously; this decides what view() allows.
    std::vector<std::int64_t> view_strides;
    std::shared_ptr<const ProductOrigin> origin;  // set by matmul and linear only
    // Autograd (autograd.hpp): the node that made this tensor, and a leaf's accumulated .grad.
    std::shared_ptr<struct AutogradNode> grad_node;
    std::shared_ptr<Tensor> grad;
    // torch's version counter: how many in-place writes the elements have had, shared with the tensor's views and
    // detach() (not .data). Null until first shared, written or saved: version 0.
    mutable std::shared_ptr<std::uint32_t> version;

    std::int64_t numel() const;
    bool is_float() const { return dtype == DType::Float32; }
    std::size_t rank() const { return shape.size(); }
    // float32 elements, and int64 or bool ones: an op that reads them does not take the other dtypes.
    const float* data() const { return dtype == DType::Float32 ? storage->values.data() : refuse<float>(); }
    float* data() { return dtype == DType::Float32 ? storage->values.data() : refuse<float>(); }
    const std::int64_t* integers() const { return dtype == DType::Int64 || dtype == DType::Bool ? storage->integers.data() : refuse<std::int64_t>(); }
    std::int64_t* integers() { return dtype == DType::Int64 || dtype == DType::Bool ? storage->integers.data() : refuse<std::int64_t>(); }
    // Element n of any dtype, exactly (an int64 beyond 2^53 rounds).
    double element(std::int64_t n) const {
        if (dtype == DType::Float64) return storage->reals[n];
        return dtype == DType::Float32 || dtype == DType::Float16 ? storage->values[n] : static_cast<double>(storage->integers[n]);
    }
    bool tracks_grad() const { return requires_grad || !grad_fn.empty(); }

private:
    template <class T>
    T* refuse() const { raise_unsupported_dtype(dtype); }
};

// Copies element `from` of `source` to element `to` of `target`, both of one dtype (any).
inline void copy_element(const Tensor& source, std::int64_t from, Tensor& target, std::int64_t to) {
    if (source.dtype == DType::Float64) target.storage->reals[to] = source.storage->reals[from];
    else if (source.dtype == DType::Float32 || source.dtype == DType::Float16) target.storage->values[to] = source.storage->values[from];
    else target.storage->integers[to] = source.storage->integers[from];
}

using TensorPtr = std::shared_ptr<Tensor>;

// torch's grad mode. Off inside torch.no_grad(): operations then record no grad_fn, and leaves that require grad
// may be changed in place. `saved` holds the modes the open no_grad blocks replaced. Reset by every run.
struct GradMode {
    bool enabled = true;
    std::vector<bool> saved;
};
GradMode& grad_mode();
inline bool grad_mode_enabled() { return grad_mode().enabled; }
// Whether an operation on `source` records how its result was made (grad_fn).
inline bool records_grad(const Tensor& source) { return grad_mode_enabled() && source.tracks_grad(); }
// Whether changing `tensor` in place is torch's "a leaf Variable that requires grad ..." error.
inline bool is_guarded_leaf(const Tensor& tensor) {
    return grad_mode_enabled() && tensor.requires_grad && tensor.grad_fn.empty();
}

// Allocates a zero-filled tensor; checks negative dimensions (RuntimeError) and the memory cap (MemoryError).
TensorPtr make_tensor(const std::shared_ptr<MemoryMeter>& meter, const Shape& shape, const std::string& what,
                      DType dtype = DType::Float32);
// A contiguous tensor of `source`'s shape and dtype holding a copy of its storage's elements (no view links).
TensorPtr make_tensor_copy(const std::shared_ptr<MemoryMeter>& meter, const Tensor& source, const std::string& what);

// An in-place op's result stored into `target`, with its grad_fn: written into its storage, so that every tensor
// sharing that storage (nn.Parameter(t), state_dict() entries) sees it, and carried to the tensors it views and that
// view it (tensor_views.hpp), as in torch. Another dtype is cast to target's (store_result_in_place refuses what
// torch cannot cast).
void store_in_place(Tensor& target, const Tensor& result);

std::vector<std::int64_t> contiguous_strides(const Shape& shape);
// The tensor's strides as torch sees them (view_strides, or contiguous ones).
std::vector<std::int64_t> torch_strides(const Tensor& tensor);
// Records `strides` as the tensor's view strides, or none when they are contiguous ones (size-1 dims ignored).
void set_view_strides(Tensor& tensor, const std::vector<std::int64_t>& strides);
// The tensor's version counter, made on first use so that views, detach() and saved tensors can share it.
const std::shared_ptr<std::uint32_t>& version_counter(const Tensor& tensor);
std::string shape_text(const Shape& shape, const char* separator);  // {4, 128} -> "4x128" with "x"

}  // namespace qkv::python
