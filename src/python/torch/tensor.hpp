// tensor.hpp — the playground's float32 tensor: any rank, contiguous, plus the autograd label torch would print.
//
// Every tensor is a fresh contiguous copy (no views): learners' programs are small, and copies keep indexing,
// transposes and memory accounting simple. `grad_fn` holds the name torch 1.13.1 prints (e.g. "MmBackward0"),
// `requires_grad` marks leaves such as a layer's weight, `is_parameter` selects the "Parameter containing:" repr.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace qkv::python {

using Shape = std::vector<std::int64_t>;

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

// Float storage that gives its bytes back to the meter when freed.
class Storage {
public:
    Storage(std::shared_ptr<MemoryMeter> meter, std::size_t count, const std::string& what);
    ~Storage();
    Storage(const Storage&) = delete;
    Storage& operator=(const Storage&) = delete;
    std::vector<float> values;

private:
    std::shared_ptr<MemoryMeter> meter_;
};

struct Tensor {
    Shape shape;
    std::shared_ptr<Storage> storage;
    std::string grad_fn;
    bool requires_grad = false;
    bool is_parameter = false;

    std::int64_t numel() const;
    std::size_t rank() const { return shape.size(); }
    const float* data() const { return storage->values.data(); }
    float* data() { return storage->values.data(); }
    bool tracks_grad() const { return requires_grad || !grad_fn.empty(); }
};

using TensorPtr = std::shared_ptr<Tensor>;

// Allocates a zero-filled tensor; checks negative dimensions (RuntimeError) and the memory cap (MemoryError).
TensorPtr make_tensor(const std::shared_ptr<MemoryMeter>& meter, const Shape& shape, const std::string& what);

std::vector<std::int64_t> contiguous_strides(const Shape& shape);
std::string shape_text(const Shape& shape, const char* separator);  // {4, 128} -> "4x128" with "x"

}  // namespace qkv::python
