// dict_set.cpp — hashing, the dict's ordered table, CPython's set table, their reprs and set algebra.
#include "python/runtime/dict_set.hpp"
#include "python/runtime/big_integer.hpp"
#include "python/runtime/bytes_type.hpp"
#include "python/runtime/classes.hpp"
#include "python/modules/collections_module.hpp"

#include <cmath>
#include <cstring>

#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/runtime/exceptions.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

constexpr int kHashBits = 61;
constexpr std::uint64_t kHashModulus = (std::uint64_t{1} << kHashBits) - 1;
constexpr std::int64_t kHashInfinity = 314159;
constexpr std::size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;
constexpr std::int64_t kDummyHash = -1;

std::int64_t hash_int(std::int64_t value) {
    const std::uint64_t magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    std::int64_t hash = static_cast<std::int64_t>(magnitude % kHashModulus);
    if (value < 0) hash = -hash;
    return hash == -1 ? -2 : hash;
}

// CPython's _Py_HashDouble: the float's value reduced modulo 2**61 - 1, so that hash(2.0) == hash(2).
std::int64_t hash_float(double value) {
    if (std::isinf(value)) return value > 0 ? kHashInfinity : -kHashInfinity;
    if (std::isnan(value)) return 0;
    int exponent;
    double mantissa = std::frexp(value, &exponent);
    int sign = 1;
    if (mantissa < 0) {
        sign = -1;
        mantissa = -mantissa;
    }
    std::uint64_t x = 0;
    while (mantissa != 0.0) {
        x = ((x << 28) & kHashModulus) | x >> (kHashBits - 28);
        mantissa *= 268435456.0;  // 2**28
        exponent -= 28;
        const std::uint64_t whole = static_cast<std::uint64_t>(mantissa);
        mantissa -= static_cast<double>(whole);
        x += whole;
        if (x >= kHashModulus) x -= kHashModulus;
    }
    exponent = exponent >= 0 ? exponent % kHashBits : kHashBits - 1 - ((-1 - exponent) % kHashBits);
    x = ((x << exponent) & kHashModulus) | x >> (kHashBits - exponent);
    x = x * static_cast<std::uint64_t>(static_cast<std::int64_t>(sign));
    const std::int64_t hash = static_cast<std::int64_t>(x);
    return hash == -1 ? -2 : hash;
}

// CPython's tuple hash (xxHash's mixing of the items' hashes).
// CPython's xxHash-style tuple hash. Tuples inside the tuple are hashed from an explicit stack rather than by
// recursion, since a tuple nested 100000 deep (a = (a,) in a loop) hashes fine in CPython.
std::int64_t hash_tuple(const std::vector<Value>& items) {
    constexpr std::uint64_t kPrime1 = 11400714785074694791ULL, kPrime2 = 14029467366897019727ULL,
                            kPrime5 = 2870177450012600261ULL;
    struct Pending {
        const std::vector<Value>* items;
        std::size_t next;
        std::uint64_t accumulator;
    };
    auto mix = [&](std::uint64_t accumulator, std::int64_t lane) {
        accumulator += static_cast<std::uint64_t>(lane) * kPrime2;
        accumulator = (accumulator << 31) | (accumulator >> 33);
        return accumulator * kPrime1;
    };
    auto finish = [&](const Pending& tuple) {
        const std::uint64_t accumulator = tuple.accumulator + (tuple.items->size() ^ (kPrime5 ^ 3527539UL));
        return accumulator == static_cast<std::uint64_t>(-1) ? std::int64_t{1546275796} : static_cast<std::int64_t>(accumulator);
    };
    std::vector<Pending> stack{{&items, 0, kPrime5}};
    while (true) {
        Pending& top = stack.back();
        if (top.next == top.items->size()) {
            const std::int64_t hash = finish(top);
            stack.pop_back();
            if (stack.empty()) return hash;
            stack.back().accumulator = mix(stack.back().accumulator, hash);
            ++stack.back().next;
            continue;
        }
        const Value& item = (*top.items)[top.next];
        if (item.type == Type::Tuple) {
            stack.push_back({&items_of(item), 0, kPrime5});
            continue;
        }
        top.accumulator = mix(top.accumulator, python_hash(item));
        ++top.next;
    }
}

std::int64_t hash_text(const std::string& text) {  // FNV-1a; CPython's own string hash is randomised per run
    std::uint64_t hash = 14695981039346656037ULL;
    for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
    const std::int64_t result = static_cast<std::int64_t>(hash >> 1);
    return result == -1 ? -2 : result;
}

std::int64_t hash_identity(const Value& value) {  // CPython's _Py_HashPointer: the address rotated by 4 bits
    const auto address = reinterpret_cast<std::uintptr_t>(value.object.get());
    const std::uint64_t rotated = (static_cast<std::uint64_t>(address) >> 4) | (static_cast<std::uint64_t>(address) << 60);
    const std::int64_t hash = static_cast<std::int64_t>(rotated);
    return hash == -1 ? -2 : hash;
}

bool same_key(const Value& stored, std::int64_t stored_hash, const Value& key, std::int64_t hash) {
    if (stored_hash != hash) return false;
    if (stored.object && stored.object == key.object) return true;
    return values_equal(stored, key);
}

// hash() of an instance as CPython's type slots give it: the nearest class of its MRO that defines __hash__ or
// __eq__ decides. Its __hash__, called, is reduced as an int's hash (-1 becomes -2); None, or an __eq__ defined
// without a __hash__ beside it (CPython then sets __hash__ = None), makes it unhashable; none: its identity.
std::int64_t instance_hash(const Value& value) {
    for (const ClassObject* cls : class_of_instance(value).mro) {
        if (cls == &class_of(object_class())) break;
        const Value* hash = cls->members.find("__hash__");
        if (!hash && !cls->members.find("__eq__")) continue;
        if (!hash || hash->type == Type::None) raise_error("TypeError", "unhashable type: '" + type_name(value) + "'");
        const std::optional<Value> result = call_special(value, "__hash__", {});
        if (!result) break;
        if (result->type != Type::Int && result->type != Type::Bool && result->type != Type::BigInt)
            raise_error("TypeError", "__hash__ method should return an integer");
        return python_hash(*result);
    }
    return hash_identity(value);
}

}  // namespace

std::int64_t python_hash(const Value& value) {
    switch (value.type) {
        case Type::None: return 0x5f3759df;
        case Type::Bool: case Type::Int: return hash_int(value.integer);
        case Type::Float: return hash_float(value.real);
        case Type::BigInt: return big_of(value).hash();
        case Type::Str: return hash_text(str_of(value));
        case Type::Tuple: return hash_tuple(items_of(value));
        case Type::Range: {
            const RangeObject& range = range_of(value);
            return hash_tuple({int_value(range.length()), int_value(range.start), int_value(range.step)});
        }
        case Type::Set:
            if (set_of(value).frozen) return frozenset_hash(set_of(value));
            raise_error("TypeError", "unhashable type: 'set'");
        case Type::List: case Type::Dict: case Type::Slice: case Type::DictView:
            raise_error("TypeError", "unhashable type: '" + type_name(value) + "'");
        case Type::Instance: {
            if (is_bytes(value)) raise_unsupported("hashing bytes (as a dict key or set member)");
            return instance_hash(value);
        }
        case Type::Native: {
            const NativeType& type = native_type_of(value);
            return type.hash ? type.hash(value) : hash_identity(value);
        }
        default: return hash_identity(value);
    }
}

// ---- dict ----------------------------------------------------------------------------------------------------

std::size_t* DictObject::locate(const Value& key, std::int64_t hash) {
    auto range = index.equal_range(hash);
    for (auto it = range.first; it != range.second; ++it) {
        const Entry& entry = entries[it->second];
        if (same_key(entry.key, entry.hash, key, hash)) return &it->second;
    }
    return nullptr;
}

Value* DictObject::find(const Value& key) {
    std::size_t* position = locate(key, python_hash(key));
    return position ? &entries[*position].value : nullptr;
}

void DictObject::set(const Value& key, Value value) {
    const std::int64_t hash = python_hash(key);
    if (std::size_t* position = locate(key, hash)) {
        entries[*position].value = std::move(value);  // the first key object stays, as in CPython
        return;
    }
    index.emplace(hash, entries.size());
    entries.push_back(Entry{key, std::move(value), hash, true});
    ++size;
}

bool DictObject::remove(const Value& key, Value* removed) {
    const std::int64_t hash = python_hash(key);
    auto range = index.equal_range(hash);
    for (auto it = range.first; it != range.second; ++it) {
        Entry& entry = entries[it->second];
        if (!same_key(entry.key, entry.hash, key, hash)) continue;
        if (removed) *removed = entry.value;
        entry = Entry{Value{}, Value{}, 0, false};
        index.erase(it);
        --size;
        if (entries.size() > 16 && size < entries.size() / 2) compact();
        return true;
    }
    return false;
}

DictObject::~DictObject() {
    for (Entry& entry : entries) {
        release_without_recursion(entry.key);
        release_without_recursion(entry.value);
    }
    release_without_recursion(default_factory);
}

void DictObject::clear() {
    entries.clear();
    index.clear();
    size = 0;
}

void DictObject::compact() {
    std::vector<Entry> kept;
    index.clear();
    for (Entry& entry : entries) {
        if (!entry.live) continue;
        index.emplace(entry.hash, kept.size());
        kept.push_back(std::move(entry));
    }
    entries = std::move(kept);
}

std::vector<Value> DictObject::keys() const {
    std::vector<Value> out;
    out.reserve(size);
    for (const Entry& entry : entries)
        if (entry.live) out.push_back(entry.key);
    return out;
}

std::vector<const DictObject::Entry*> DictObject::live_entries() const {
    std::vector<const Entry*> out;
    out.reserve(size);
    for (const Entry& entry : entries)
        if (entry.live) out.push_back(&entry);
    return out;
}

// ---- set: CPython's setobject.c table ------------------------------------------------------------------------

// The slot holding `key`, or npos: CPython's probe sequence, nine neighbours then a perturbed jump.
std::size_t SetObject::find(const Value& key, std::int64_t hash) const {
    const std::size_t mask = table.size() - 1;
    std::size_t perturb = static_cast<std::size_t>(hash);
    std::size_t i = perturb & mask;
    while (true) {
        std::size_t probes = i + kLinearProbes <= mask ? kLinearProbes : 0;
        for (std::size_t j = i;; ++j) {
            const Slot& slot = table[j];
            if (slot.state == Slot::State::Empty) return std::string::npos;
            if (slot.state == Slot::State::Active && same_key(slot.key, slot.hash, key, hash)) return j;
            if (probes-- == 0) break;
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

bool SetObject::contains(const Value& key) const { return find(key, python_hash(key)) != std::string::npos; }

void SetObject::add(const Value& key) { add_hashed(key, python_hash(key)); }

// set_add_entry: probe for the key; a new key takes the last dummy slot passed, else the empty slot found.
void SetObject::add_hashed(const Value& key, std::int64_t hash) {
    const std::size_t mask = table.size() - 1;
    std::size_t perturb = static_cast<std::size_t>(hash);
    std::size_t i = perturb & mask;
    Slot* free_slot = nullptr;
    while (true) {
        std::size_t probes = i + kLinearProbes <= mask ? kLinearProbes : 0;
        for (std::size_t j = i;; ++j) {
            Slot& slot = table[j];
            if (slot.state == Slot::State::Empty) {
                if (free_slot) {
                    *free_slot = Slot{Slot::State::Active, key, hash};
                    ++used;
                    return;
                }
                slot = Slot{Slot::State::Active, key, hash};
                ++fill;
                ++used;
                if (fill * 5 >= mask * 3) resize(used > 50000 ? used * 2 : used * 4);
                return;
            }
            if (slot.state == Slot::State::Active) {
                if (same_key(slot.key, slot.hash, key, hash)) return;
            } else {
                free_slot = &slot;
            }
            if (probes-- == 0) break;
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

void SetObject::insert_clean(const Value& key, std::int64_t hash) {
    const std::size_t mask = table.size() - 1;
    std::size_t perturb = static_cast<std::size_t>(hash);
    std::size_t i = perturb & mask;
    while (true) {
        if (table[i].state == Slot::State::Empty) break;
        bool found = false;
        if (i + kLinearProbes <= mask) {
            for (std::size_t j = 1; j <= kLinearProbes && !found; ++j) {
                if (table[i + j].state == Slot::State::Empty) {
                    i += j;
                    found = true;
                }
            }
        }
        if (found) break;
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
    table[i] = Slot{Slot::State::Active, key, hash};
    ++fill;
    ++used;
}

void SetObject::resize(std::size_t minimum_used) {
    std::size_t size = 8;
    while (size <= minimum_used) size <<= 1;
    std::vector<Slot> old(size);
    old.swap(table);
    fill = used = 0;
    for (const Slot& slot : old)
        if (slot.state == Slot::State::Active) insert_clean(slot.key, slot.hash);
}

bool SetObject::discard(const Value& key) {
    const std::size_t slot = find(key, python_hash(key));
    if (slot == std::string::npos) return false;
    table[slot] = Slot{Slot::State::Dummy, Value{}, kDummyHash};
    --used;
    return true;
}

SetObject::~SetObject() {
    for (Slot& slot : table) release_without_recursion(slot.key);
}

void SetObject::clear() {
    table.assign(8, Slot{});
    fill = used = 0;
    finger = 0;
}

std::vector<Value> SetObject::items() const {
    std::vector<Value> out;
    out.reserve(used);
    for (const Slot& slot : table)
        if (slot.state == Slot::State::Active) out.push_back(slot.key);
    return out;
}

// set_merge: grow once for both; an empty set with the same table size and no dummies in `other` takes a copy
// of its table, an empty one otherwise re-inserts in table order.
void SetObject::merge(const SetObject& other) {
    if (&other == this || other.used == 0) return;
    if ((fill + other.used) * 5 >= (table.size() - 1) * 3) resize((used + other.used) * 2);
    if (fill == 0 && table.size() == other.table.size() && other.fill == other.used) {
        table = other.table;
        fill = other.fill;
        used = other.used;
        return;
    }
    if (fill == 0) {
        for (const Slot& slot : other.table)
            if (slot.state == Slot::State::Active) insert_clean(slot.key, slot.hash);
        return;
    }
    for (const Slot& slot : other.table)
        if (slot.state == Slot::State::Active) add_hashed(slot.key, slot.hash);
}

Value SetObject::pop() {
    if (used == 0) raise_key_error(str_value("pop from an empty set"));
    std::size_t i = finger & (table.size() - 1);
    while (table[i].state != Slot::State::Active) i = (i + 1) % table.size();
    Value key = table[i].key;
    table[i] = Slot{Slot::State::Dummy, Value{}, kDummyHash};
    --used;
    finger = i + 1;
    return key;
}

// ---- values and reprs ----------------------------------------------------------------------------------------

Value dict_value() {
    Value result;
    result.type = Type::Dict;
    result.object = std::make_shared<DictObject>();
    return result;
}

Value set_value() {
    Value result;
    result.type = Type::Set;
    result.object = std::make_shared<SetObject>();
    return result;
}

Value dict_view_value(const Value& dict, DictViewKind kind) {
    Value result;
    result.type = Type::DictView;
    auto view = std::make_shared<DictViewObject>();
    view->dict = dict;
    view->kind = kind;
    result.object = std::move(view);
    return result;
}

DictObject& dict_of(const Value& value) { return object_of<DictObject>(value); }
SetObject& set_of(const Value& value) { return object_of<SetObject>(value); }
const DictViewObject& dict_view_of(const Value& value) { return object_of<DictViewObject>(value); }

std::vector<Value> dict_view_items(const Value& view) {
    const DictViewObject& object = dict_view_of(view);
    std::vector<Value> out;
    for (const DictObject::Entry* entry : dict_of(object.dict).live_entries()) {
        if (object.kind == DictViewKind::Keys) out.push_back(entry->key);
        else if (object.kind == DictViewKind::Values) out.push_back(entry->value);
        else out.push_back(tuple_value({entry->key, entry->value}));
    }
    return out;
}

Value set_from_items(const std::vector<Value>& items, bool constant_literal) {
    Value result = set_value();
    if (constant_literal && items.size() >= 3) {
        // The compiler folds the items into a frozenset, then rebuilds that constant from its own iteration
        // order when it merges the code's constants; the running code merges the result into a new set.
        SetObject folded, merged;
        for (const Value& item : items) folded.add(item);
        for (const Value& item : folded.items()) merged.add(item);
        set_of(result).merge(merged);
        return result;
    }
    for (const Value& item : items) set_of(result).add(item);
    return result;
}

std::string dict_repr(const Value& dict) {
    if (dict_of(dict).flavor != DictObject::Flavor::Plain) return flavored_dict_repr(dict);
    if (dict_of(dict).ordered) {
        std::vector<Value> pairs;
        for (const DictObject::Entry* entry : dict_of(dict).live_entries()) pairs.push_back(tuple_value({entry->key, entry->value}));
        return pairs.empty() ? "OrderedDict()" : "OrderedDict(" + repr(list_value(std::move(pairs))) + ")";
    }
    std::string out = "{";
    bool first = true;
    for (const DictObject::Entry* entry : dict_of(dict).live_entries()) {
        if (!first) out += ", ";
        first = false;
        out += repr(entry->key) + ": " + repr(entry->value);
    }
    return out + "}";
}

std::string set_repr(const Value& set) {
    const std::vector<Value> items = set_of(set).items();
    const bool frozen = set_of(set).frozen;
    if (items.empty()) return frozen ? "frozenset()" : "set()";
    std::string out = frozen ? "frozenset({" : "{";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + repr(items[i]);
    return out + (frozen ? "})" : "}");
}

std::int64_t frozenset_hash(const SetObject& set) {
    auto shuffle = [](std::uint64_t h) { return ((h ^ 89869747u) ^ (h << 16)) * 3644798167u; };
    std::uint64_t hash = 0;
    for (const SetObject::Slot& slot : set.table)
        if (slot.state == SetObject::Slot::State::Active) hash ^= shuffle(static_cast<std::uint64_t>(slot.hash));
    hash ^= (static_cast<std::uint64_t>(set.used) + 1) * 1927868237u;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069u + 907133923u;
    if (hash == ~std::uint64_t{0}) hash = 590923713u;
    return static_cast<std::int64_t>(hash);
}

std::string dict_view_repr(const Value& view) {
    return type_name(view) + "(" + repr(list_value(dict_view_items(view))) + ")";
}

}  // namespace qkv::python
