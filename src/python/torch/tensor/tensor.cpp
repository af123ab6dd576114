// tensor.cpp — allocation, the memory cap and shape helpers of the playground tensor.
#include "python/torch/tensor/tensor.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"

namespace qkv::python {

GradMode& grad_mode() {
    static GradMode mode;
    return mode;
}

void MemoryMeter::reserve(std::size_t bytes, const std::string& what) {
    if (bytes > cap_bytes_ || live_bytes_ > cap_bytes_ - bytes) {
        raise_error("MemoryError", what + " needs " + std::to_string(bytes) + " bytes, but the playground keeps tensors under " +
                                       std::to_string(cap_bytes_ / (1024 * 1024)) + " MB in all (" +
                                       std::to_string(live_bytes_) + " bytes in use)");
    }
    live_bytes_ += bytes;
}

namespace {

// Float element vectors of freed storages, by element count, for the next storage of that size: a training step
// allocates the same shapes every step, and reusing their memory spares the allocator and the pages' first touch.
// It serves one run's meter (a new meter empties it) and holds a bounded number of bytes.
struct FloatVectorPool {
    const MemoryMeter* owner = nullptr;
    std::unordered_map<std::size_t, std::vector<std::vector<float>>> free_vectors;
    std::size_t bytes = 0;
    static constexpr std::size_t kMaxBytes = std::size_t(16) << 20;
    static constexpr std::size_t kMinCount = 16;  // smaller ones are cheap to allocate

    void serve(const MemoryMeter* meter) {
        if (meter == owner) return;
        free_vectors.clear();
        bytes = 0;
        owner = meter;
    }
    // A vector of `count` elements, with a freed storage's values: the caller overwrites every one of them.
    bool take(std::size_t count, std::vector<float>& into) {
        const auto found = free_vectors.find(count);
        if (found == free_vectors.end() || found->second.empty()) return false;
        into = std::move(found->second.back());
        found->second.pop_back();
        bytes -= into.capacity() * sizeof(float);
        return true;
    }
    void give(const MemoryMeter* meter, std::vector<float>& values) {
        const std::size_t size = values.capacity() * sizeof(float);
        if (meter != owner || values.size() < kMinCount || bytes + size > kMaxBytes) return;
        bytes += size;
        free_vectors[values.size()].push_back(std::move(values));
    }
};

// Never destroyed: storages may die during the program's exit, after function-local statics are gone.
FloatVectorPool& float_vector_pool() {
    static FloatVectorPool* const pool = new FloatVectorPool;
    return *pool;
}

}  // namespace

Storage::Storage(std::shared_ptr<MemoryMeter> meter, std::size_t count, const std::string& what, DType dtype)
    : meter_(std::move(meter)) {
    bytes_ = count * element_bytes(dtype);
    meter_->reserve(bytes_, what);
    if (dtype == DType::Float64) {
        reals.assign(count, 0.0);
    } else if (dtype == DType::Float32 || dtype == DType::Float16) {
        FloatVectorPool& pool = float_vector_pool();
        pool.serve(meter_.get());
        if (pool.take(count, values)) std::fill(values.begin(), values.end(), 0.0f);
        else values.assign(count, 0.0f);
    } else {
        integers.assign(count, 0);
    }
}

Storage::Storage(std::shared_ptr<MemoryMeter> meter, std::size_t count, const std::string& what, DType dtype, const Storage& copied)
    : integers(copied.integers), reals(copied.reals), meter_(std::move(meter)) {
    bytes_ = count * element_bytes(dtype);
    meter_->reserve(bytes_, what);
    FloatVectorPool& pool = float_vector_pool();
    pool.serve(meter_.get());
    if (pool.take(copied.values.size(), values)) std::copy(copied.values.begin(), copied.values.end(), values.begin());
    else values = copied.values;
}

Storage::~Storage() {
    meter_->release(bytes_);
    if (!values.empty()) float_vector_pool().give(meter_.get(), values);
}

void Storage::reserve_more(std::size_t bytes, const std::string& what) {
    meter_->reserve(bytes, what);
    bytes_ += bytes;
}

std::string dtype_name(DType dtype) {
    switch (dtype) {
        case DType::Float64: return "torch.float64";
        case DType::Float32: return "torch.float32";
        case DType::Float16: return "torch.float16";
        case DType::Int64: return "torch.int64";
        case DType::Int32: return "torch.int32";
        case DType::UInt8: return "torch.uint8";
        case DType::Bool: return "torch.bool";
    }
    return "";
}

std::string scalar_type_name(DType dtype) {
    switch (dtype) {
        case DType::Float64: return "Double";
        case DType::Float32: return "Float";
        case DType::Float16: return "Half";
        case DType::Int64: return "Long";
        case DType::Int32: return "Int";
        case DType::UInt8: return "Byte";
        case DType::Bool: return "Bool";
    }
    return "";
}

std::size_t element_bytes(DType dtype) {
    switch (dtype) {
        case DType::Float64: case DType::Int64: return 8;
        case DType::Float32: case DType::Int32: return 4;
        case DType::Float16: return 2;
        case DType::UInt8: case DType::Bool: return 1;
    }
    return 8;
}

std::string legacy_type_name(DType dtype) {
    switch (dtype) {
        case DType::Float64: return "torch.DoubleTensor";
        case DType::Float32: return "torch.FloatTensor";
        case DType::Float16: return "torch.HalfTensor";
        case DType::Int64: return "torch.LongTensor";
        case DType::Int32: return "torch.IntTensor";
        case DType::UInt8: return "torch.ByteTensor";
        case DType::Bool: return "torch.BoolTensor";
    }
    return "";
}

const std::shared_ptr<std::uint32_t>& version_counter(const Tensor& tensor) {
    if (!tensor.version) tensor.version = std::make_shared<std::uint32_t>(0);
    return tensor.version;
}

namespace {
const std::string kNoOperation;
const std::string* g_operation = &kNoOperation;
}  // namespace

const std::string& current_operation() { return *g_operation; }

OperationScope::OperationScope(std::string name) : owned_(std::move(name)), saved_(g_operation) { g_operation = &owned_; }

OperationScope::OperationScope(const std::string* name) : saved_(g_operation) { g_operation = name; }

OperationScope::~OperationScope() { g_operation = saved_; }

void raise_unsupported_dtype(DType dtype) {
    const std::string& name = current_operation();
    raise_unsupported((name.empty() ? std::string("this operation") : name) + " on " + dtype_name(dtype) + " tensors");
}

std::int64_t Tensor::numel() const {
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    return count;
}

std::string shape_text(const Shape& shape, const char* separator) {
    std::string text;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i) text += separator;
        text += std::to_string(shape[i]);
    }
    return text;
}

namespace {

// The element count of a new tensor of `shape`, after the checks of make_tensor.
std::size_t checked_count(const std::shared_ptr<MemoryMeter>& meter, const Shape& shape, const std::string& what, DType dtype) {
    for (std::int64_t size : shape) {
        if (size < 0)
            raise_error("RuntimeError", "Trying to create tensor with negative dimension " + std::to_string(size) + ": [" +
                                            shape_text(shape, ", ") + "]");
    }
    const std::uint64_t bytes_each = element_bytes(dtype);
    std::uint64_t count = 1;
    for (std::int64_t size : shape) {
        if (size != 0 && count > (UINT64_MAX / bytes_each) / static_cast<std::uint64_t>(size)) {
            raise_error("MemoryError", what + " of shape [" + shape_text(shape, ", ") +
                                           "] is far larger than the playground's tensor memory");
        }
        count *= static_cast<std::uint64_t>(size);
    }
    if (count * bytes_each > meter->cap_bytes()) meter->reserve(count * bytes_each, what);  // raises
    return static_cast<std::size_t>(count);
}

}  // namespace

TensorPtr make_tensor(const std::shared_ptr<MemoryMeter>& meter, const Shape& shape, const std::string& what, DType dtype) {
    const std::size_t count = checked_count(meter, shape, what, dtype);
    auto tensor = std::make_shared<Tensor>();
    tensor->shape = shape;
    tensor->dtype = dtype;
    tensor->storage = std::make_shared<Storage>(meter, count, what, dtype);
    return tensor;
}

TensorPtr make_tensor_copy(const std::shared_ptr<MemoryMeter>& meter, const Tensor& source, const std::string& what) {
    const std::size_t count = checked_count(meter, source.shape, what, source.dtype);
    auto tensor = std::make_shared<Tensor>();
    tensor->shape = source.shape;
    tensor->dtype = source.dtype;
    tensor->storage = std::make_shared<Storage>(meter, count, what, source.dtype, *source.storage);
    return tensor;
}

namespace {

// The nodes whose backward reads only the op's inputs, never its result: once the result is written into the
// tensor, a later write to it could not be noticed by a node that saved the result (torch's version counter
// would), so only these become the tensor's own (a declarative list).
bool saves_no_result(const std::string& grad_fn) {
    static const std::set<std::string> kInputsOnly = {"AddBackward0", "AddBackward1", "SubBackward0", "SubBackward1",
                                                      "MulBackward0", "MulBackward1", "DivBackward0", "DivBackward1",
                                                      "PowBackward0", "LogBackward0", "AbsBackward0", "NegBackward0"};
    return kInputsOnly.count(grad_fn) > 0;
}

bool shares_elements(const Tensor& tensor) {
    if (tensor.storage->view_of) return true;
    for (const auto& view : tensor.storage->views)
        if (!view.expired()) return true;
    return false;
}

}  // namespace

void store_in_place(Tensor& target, const Tensor& result) {
    if (result.dtype != target.dtype) {  // torch casts the result to the tensor's dtype as its copy kernel does
        const TensorPtr cast = convert_dtype(std::make_shared<MemoryMeter>(SIZE_MAX), result, target.dtype);
        cast->grad_fn = result.grad_fn;
        store_in_place(target, *cast);
        return;
    }
    // The op's node becomes the tensor's own, as torch rebases its history, unless views share the elements
    // (their history would need CopySlices) or it saved a result it does not say (backward through those refuses).
    const bool follows_result = result.grad_node && !result.grad_node->saved_results.empty();
    const bool rebased = !result.grad_fn.empty() && (saves_no_result(result.grad_fn) || follows_result) && !shares_elements(target);
    if (!result.grad_fn.empty()) {
        target.grad_fn = result.grad_fn;
        target.grad_node = rebased ? result.grad_node : nullptr;
    }
    if (result.numel() != target.numel()) {
        target.storage = result.storage;
        return;
    }
    if (target.dtype == DType::Float64) target.storage->reals = result.storage->reals;
    else if (is_floating_dtype(target.dtype)) target.storage->values = result.storage->values;
    else target.storage->integers = result.storage->integers;  // bool is stored as 0/1 in int64 too
    share_in_place_change(target);
    // The node reads the tensor itself now, at its version after this write, as torch saves `self` for relu_.
    if (rebased && follows_result)
        for (const auto& saved : target.grad_node->saved_results) saved->follow(target);
}

std::vector<std::int64_t> contiguous_strides(const Shape& shape) {
    std::vector<std::int64_t> strides(shape.size(), 1);
    for (std::size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
    return strides;
}

std::vector<std::int64_t> torch_strides(const Tensor& tensor) {
    return tensor.view_strides.empty() ? contiguous_strides(tensor.shape) : tensor.view_strides;
}

void set_view_strides(Tensor& tensor, const std::vector<std::int64_t>& strides) {
    const std::vector<std::int64_t> contiguous = contiguous_strides(tensor.shape);
    bool is_contiguous = true;
    for (std::size_t i = 0; i < strides.size(); ++i)
        if (tensor.shape[i] != 1 && strides[i] != contiguous[i]) is_contiguous = false;
    tensor.view_strides = is_contiguous ? std::vector<std::int64_t>{} : strides;
}

}  // namespace qkv::python
