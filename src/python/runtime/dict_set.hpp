// dict_set.hpp — dict and set objects with CPython's hashes: a dict keeps insertion order, and a set keeps
// CPython's own hash table (same probing, resizing and dummies), so a set of ints iterates and prints in
// CPython's order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

// hash(value) as CPython 3.11 computes it for ints, floats, bools and tuples; strings and objects get a
// hash of their own (CPython randomises string hashes, so their order is never promised).
// TypeError "unhashable type: 'list'" for lists, dicts and sets.
std::int64_t python_hash(const Value& value);

struct DictObject : Object {
    struct Entry {
        Value key, value;
        std::int64_t hash = 0;
        bool live = true;
    };
    std::vector<Entry> entries;  // insertion order; removed entries stay as holes until compacted
    std::unordered_multimap<std::int64_t, std::size_t> index;
    std::size_t size = 0;
    bool ordered = false;  // a collections.OrderedDict (Module.state_dict()): its own repr and view names
    // collections.Counter and defaultdict (collections_module.hpp): their reprs, missing keys and extra methods.
    enum class Flavor { Plain, Counter, DefaultDict } flavor = Flavor::Plain;
    Value default_factory;  // a defaultdict's

    Value* find(const Value& key);
    void set(const Value& key, Value value);
    bool remove(const Value& key, Value* removed = nullptr);
    void clear();
    ~DictObject() override;
    void release_references() override { clear(); default_factory = Value{}; }
    std::vector<Value> keys() const;
    std::vector<const Entry*> live_entries() const;

private:
    std::size_t* locate(const Value& key, std::int64_t hash);
    void compact();
};

struct SetObject : Object {
    struct Slot {
        enum class State { Empty, Active, Dummy } state = State::Empty;
        Value key;
        std::int64_t hash = 0;
    };
    std::vector<Slot> table = std::vector<Slot>(8);
    std::size_t fill = 0;  // active and dummy slots
    std::size_t used = 0;  // active slots
    std::size_t finger = 0;  // where set.pop() looks next
    bool frozen = false;     // a frozenset: hashable, no mutating methods

    bool contains(const Value& key) const;
    void add(const Value& key);
    bool discard(const Value& key);
    void clear();
    ~SetObject() override;
    void release_references() override { clear(); }
    Value pop();  // KeyError when empty
    std::vector<Value> items() const;  // in table order, as CPython iterates
    // set.update(other set) / set(other set): CPython copies the table when this one is empty.
    void merge(const SetObject& other);
    void resize(std::size_t minimum_used);  // a table larger than minimum_used, re-inserted in table order

private:
    std::size_t find(const Value& key, std::int64_t hash) const;
    void add_hashed(const Value& key, std::int64_t hash);
    void insert_clean(const Value& key, std::int64_t hash);
};

// A view of a dict: d.keys(), d.values(), d.items() (live, as in Python).
enum class DictViewKind { Keys, Values, Items };
struct DictViewObject : Object {
    Value dict;
    DictViewKind kind = DictViewKind::Keys;
};

Value dict_value();
Value set_value();
Value dict_view_value(const Value& dict, DictViewKind kind);
DictObject& dict_of(const Value& value);
SetObject& set_of(const Value& value);
const DictViewObject& dict_view_of(const Value& value);
std::vector<Value> dict_view_items(const Value& view);

// A set built from items in order, as {a, b, c} and set(iterable) build it. A literal of three or more
// constants is built as CPython compiles it: from a frozenset constant.
Value set_from_items(const std::vector<Value>& items, bool constant_literal = false);

std::string dict_repr(const Value& dict);
std::string set_repr(const Value& set);
std::string dict_view_repr(const Value& view);

// The methods of dicts, sets and views (d.get, s.add ...); nullopt when not implemented.
std::optional<Value> dict_attribute(const Value& dict, const std::string& name);
std::optional<Value> set_attribute(const Value& set, const std::string& name);

// The set operators |, &, -, ^ and the comparisons <=, <, >=, > between sets.
Value set_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
// |, &, - and ^ with a keys or items view on either side.
Value dict_view_set_operation(Runtime& runtime, const std::string& op, const Value& left, const Value& right);
// s |= t, s &= t, s -= t, s ^= t: the set itself changes, as CPython's in-place operators do.
void set_update_in_place(Runtime& runtime, const std::string& op, const Value& set, const Value& other);
bool set_order(const std::string& op, const Value& left, const Value& right);

// dict(...) and set(...).
Value construct_dict(Runtime& runtime, CallArgs& args);
Value construct_set(Runtime& runtime, CallArgs& args);
Value construct_frozenset(Runtime& runtime, CallArgs& args);
// CPython's frozenset hash: the entries' shuffled hashes xor-ed, then mixed with the size.
std::int64_t frozenset_hash(const SetObject& set);

}  // namespace qkv::python
