// device.hpp — torch.device ('cpu', 'cuda:1' ...), Tensor.device, and the device arguments of .to(),
// factories and modules, as Debian's CPU-only torch 1.13.1 treats them; and torch.strided.
#pragma once

#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {

// The class torch.device.
const Value& device_class();
// torch.strided: what every tensor's .layout is (an instance of torch.layout).
const Value& strided_layout();
// torch.device('cpu'): what every tensor's .device is.
Value cpu_device(Runtime& runtime);
// Whether `value` names a device ('cpu', 'cuda:0', torch.device(...)); raises what torch raises for a device
// string it cannot parse.
bool is_device_argument(const Value& value);
// For a device argument: nothing for the CPU, torch's AssertionError for CUDA (not compiled in), NotImplementedError
// for the other device types.
void require_cpu(const Value& device);
// What Debian's torch, built without CUDA, says to `.cuda()` and `.to("cuda")`.
[[noreturn]] void raise_no_cuda();

}  // namespace qkv::python
