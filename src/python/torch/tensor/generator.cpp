// generator.cpp — torch.Generator objects (each its own Mersenne Twister), the default generator behind
// torch.manual_seed, and the state bytes of get_state / get_rng_state as torch 1.13's CPUGeneratorImpl writes
// them: CPUGeneratorImplState, little endian, 5056 bytes, every padding byte zero.
#include "python/torch/tensor/generator.hpp"

#include <cstdio>
#include <cstring>

#include "core/seed.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/device.hpp"

namespace qkv::python {
namespace {

struct GeneratorObject : NativeObject {
    explicit GeneratorObject(const NativeType& type) : NativeObject(type) {}
    std::shared_ptr<qkv::Generator> own;  // null for the default generator, which is the run's (Runtime::generator)
    qkv::Generator& engine(Runtime& runtime) const { return own ? *own : runtime.generator; }
};

// The byte offsets of torch's CPUGeneratorImplState: the legacy THGeneratorState (seed, left, seeded, next, the
// 624 words widened to uint64, three doubles of the old normal cache and its flag), then a float normal and its flag.
constexpr std::size_t kStateBytes = 5056, kLegacyStateBytes = 5048;
constexpr std::size_t kLeftAt = 8, kSeededAt = 12, kNextAt = 16, kWordsAt = 24, kNormalYAt = 5024, kNormalValidAt = 5040,
                      kFloatNormalValidAt = 5052;

template <typename T>
void put(std::vector<unsigned char>& bytes, std::size_t at, T value) {
    for (std::size_t i = 0; i < sizeof(T); ++i) bytes[at + i] = static_cast<unsigned char>(static_cast<std::uint64_t>(value) >> (8 * i));
}

template <typename T>
T take(const std::int64_t* bytes, std::size_t at) {
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i) value |= static_cast<std::uint64_t>(bytes[at + i]) << (8 * i);
    return static_cast<T>(value);
}

Value state_tensor(Runtime& runtime, const qkv::Generator& generator) {
    const qkv::GeneratorSnapshot snapshot = generator.snapshot();
    std::vector<unsigned char> bytes(kStateBytes, 0);
    put(bytes, 0, snapshot.initial_seed);
    put(bytes, kLeftAt, static_cast<std::uint32_t>(snapshot.left));
    put(bytes, kSeededAt, static_cast<std::uint32_t>(snapshot.seeded));
    put(bytes, kNextAt, static_cast<std::uint64_t>(snapshot.next));
    for (std::size_t i = 0; i < snapshot.words.size(); ++i) put(bytes, kWordsAt + 8 * i, static_cast<std::uint64_t>(snapshot.words[i]));
    if (snapshot.cached_normal) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &*snapshot.cached_normal, sizeof bits);
        put(bytes, kNormalYAt, bits);
        put(bytes, kNormalValidAt, std::uint32_t{1});
    }
    TensorPtr tensor = make_tensor(runtime.meter, {static_cast<std::int64_t>(kStateBytes)}, "the generator's state", DType::UInt8);
    for (std::size_t i = 0; i < kStateBytes; ++i) tensor->storage->integers[i] = bytes[i];
    return tensor_value(tensor);
}

// Generator.set_state(new_state) with torch's checks, in torch's order.
void restore_state(qkv::Generator& generator, const Value& given) {
    if (!is_tensor(given)) raise_error("TypeError", "expected a torch.ByteTensor, but got " + type_name(given));
    const Tensor& tensor = *tensor_of(given);
    if (tensor.dtype != DType::UInt8) raise_error("TypeError", "RNG state must be a torch.ByteTensor");
    const std::int64_t size = tensor.numel();
    if (size == static_cast<std::int64_t>(kLegacyStateBytes)) raise_unsupported("a generator state in torch's legacy layout");
    if (size != static_cast<std::int64_t>(kStateBytes))
        raise_error("RuntimeError", "Expected either a CPUGeneratorImplStateLegacy of size 5048 or a CPUGeneratorImplState of size 5056 "
                                    "but found the input RNG state size to be " + std::to_string(size));
    const std::int64_t* bytes = tensor.storage->integers.data();
    qkv::GeneratorSnapshot snapshot;
    snapshot.initial_seed = take<std::uint64_t>(bytes, 0);
    snapshot.left = take<std::int32_t>(bytes, kLeftAt);
    snapshot.seeded = take<std::int32_t>(bytes, kSeededAt) != 0;
    snapshot.next = static_cast<std::uint32_t>(take<std::uint64_t>(bytes, kNextAt));
    for (std::size_t i = 0; i < snapshot.words.size(); ++i) snapshot.words[i] = static_cast<std::uint32_t>(take<std::uint64_t>(bytes, kWordsAt + 8 * i));
    if (take<std::int32_t>(bytes, kNormalValidAt) != 0) {
        const auto bits = take<std::uint64_t>(bytes, kNormalYAt);
        double normal = 0;
        std::memcpy(&normal, &bits, sizeof normal);
        snapshot.cached_normal = normal;
    }
    if (!snapshot.seeded || snapshot.left <= 0 || snapshot.left > 624 || snapshot.next > 624) raise_error("RuntimeError", "Invalid mt19937 state");
    if (bytes[kFloatNormalValidAt] != 0) raise_unsupported("a generator state with a cached float normal");
    if (!generator.restore(snapshot)) raise_unsupported("a generator state whose position counters were edited");
}

Value uint64_value(std::uint64_t value) {
    if (value <= static_cast<std::uint64_t>(INT64_MAX)) return int_value(static_cast<std::int64_t>(value));
    return int_value(*BigInteger::parse(std::to_string(value), 10));
}

const NativeType& generator_type();

Value generator_method(const Value& self, const std::string& name) {
    const GeneratorObject& object = native_of<GeneratorObject>(self);
    return builtin_value(name, [self, name, &object](Runtime& runtime, CallArgs& args) -> Value {
        reject_keywords(args, name);
        qkv::Generator& generator = object.engine(runtime);
        if (name == "manual_seed" || name == "set_state") {
            expect_argument_count(args, name, 1, 1);
            if (name == "manual_seed") generator.manual_seed(generator_seed(args.positional[0]));
            else restore_state(generator, args.positional[0]);
            return self;
        }
        expect_argument_count(args, name, 0, 0);
        if (name == "initial_seed") return uint64_value(generator.initial_seed());
        if (name == "get_state") return state_tensor(runtime, generator);
        raise_unsupported("Generator." + name + "() (it seeds from the operating system's randomness)");
    });
}

const NativeType& generator_type() {
    static const NativeType type = [] {
        NativeType made;
        made.name = "torch._C.Generator";
        made.repr = [](const Value& self) {
            char address[32];
            std::snprintf(address, sizeof address, "%p", static_cast<const void*>(self.object.get()));
            return std::string("<torch._C.Generator object at ") + address + ">";
        };
        made.attribute = [](Runtime& runtime, const Value& self, const std::string& name) -> std::optional<Value> {
            if (name == "device") return cpu_device(runtime);
            if (name == "manual_seed" || name == "set_state" || name == "initial_seed" || name == "get_state" || name == "seed")
                return generator_method(self, name);
            return std::nullopt;
        };
        return made;
    }();
    return type;
}

bool is_generator(const Value& value) { return value.type == Type::Native && is_native(value, generator_type()); }

Value make_generator(std::shared_ptr<qkv::Generator> own) {
    auto object = std::make_shared<GeneratorObject>(generator_type());
    object->own = std::move(own);
    return native_value(object);
}

// torch.Generator(device='cpu').
Value construct_generator(Runtime&, CallArgs& args) {
    std::optional<Value> device = take_keyword(args, "device");
    reject_keywords(args, "Generator");
    expect_argument_count(args, "Generator", 0, device ? 0 : 1);
    if (!device && !args.positional.empty()) device = args.positional[0];
    if (device && is_device_argument(*device)) {
        const std::string text = device->type == Type::Str ? str_of(*device) : repr(*device);
        if (text.rfind("cuda", 0) == 0) raise_error("RuntimeError", "Device type CUDA is not supported for torch.Generator() api.");
    }
    if (device) require_cpu(*device);
    return make_generator(std::make_shared<qkv::Generator>());
}

}  // namespace

qkv::Seed generator_seed(const Value& seed) {
    if (seed.type != Type::Int && seed.type != Type::BigInt)
        raise_error("RuntimeError", "manual_seed expected a long, but got " + type_name(seed));
    if (seed.type == Type::Int) return qkv::Seed::from_int64(seed.integer);
    const std::optional<qkv::Seed> parsed = qkv::Seed::parse(big_of(seed).to_string());
    if (!parsed) raise_error("RuntimeError", "Overflow when unpacking long");
    return *parsed;
}

qkv::Generator& chosen_generator(Runtime& runtime, const std::optional<Value>& given, const std::string& function) {
    if (!given || given->type == Type::None) return runtime.generator;
    if (!is_generator(*given)) raise_unsupported(function + "(generator=...) with a " + type_name(*given) + " (torch expects a torch.Generator)");
    return native_of<GeneratorObject>(*given).engine(runtime);
}

Value default_generator_value() {
    static const Value generator = make_generator(nullptr);
    return generator;
}

std::vector<std::pair<std::string, Value>> torch_generator_members() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "Generator", type_value("torch._C.Generator", Type::Native, construct_generator));
    add_member(listed, "default_generator", default_generator_value());
    add_member(listed, "get_rng_state", builtin_value("get_rng_state", [](Runtime& runtime, CallArgs& args) {
         expect_argument_count(args, "get_rng_state", 0, 0);
         reject_keywords(args, "get_rng_state");
         return state_tensor(runtime, runtime.generator);
     }));
    add_member(listed, "set_rng_state", builtin_value("set_rng_state", [](Runtime& runtime, CallArgs& args) {
         const auto bound = bind_arguments(args, "set_rng_state", {"new_state"});
         if (!bound[0]) raise_error("TypeError", "set_rng_state() missing 1 required positional argument: 'new_state'");
         restore_state(runtime.generator, *bound[0]);
         return none_value();
     }));
    add_member(listed, "initial_seed", builtin_value("initial_seed", [](Runtime& runtime, CallArgs& args) {
         expect_argument_count(args, "initial_seed", 0, 0);
         return uint64_value(runtime.generator.initial_seed());
     }));
    return listed;
}

}  // namespace qkv::python
