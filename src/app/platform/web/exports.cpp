// exports.cpp — the page's calls into the playground's wasm: qkv_api_call, which takes every message of
// app/api/messages.hpp and runner_messages.hpp (plus heap_top, below) and answers in JSON, and
// qkv_api_run_tensor (code_runner.cpp) for the binary tensors of a run's result. An answer is a pointer to a
// buffer that stays valid until the next call.
#include <emscripten/emscripten.h>
#include <unistd.h>

#include <cstdint>
#include <optional>
#include <string>

#include "app/api/app_api.hpp"
#include "app/api/messages.hpp"
#include "app/platform/web/runner_messages.hpp"
#include "core/json.hpp"

namespace {

// {"type":"heap_top"} -> {"bytes":n}: the top of the malloc heap (sbrk(0)). It only grows, so it is the peak of
// dynamic memory so far, and a leak shows as growth over repeated work. Read by `make bench`.
std::string heap_top() {
    const double top = double(reinterpret_cast<std::uintptr_t>(sbrk(0)));
    return qkv::JsonWriter().begin_object().key("bytes").value(top).end_object().text();
}

std::string answer(const char* text) {
    using qkv::app::api_refusal;
    std::string error;
    const std::optional<qkv::JsonValue> message = qkv::parse_json(text ? text : "", &error);
    if (!message) return api_refusal("the message is not JSON: " + error);
    const std::string type = message->string_or("type", "");
    if (type == "heap_top") return heap_top();
    if (qkv::app::answer_runner_message(type, *message)) return "{\"ok\":true}";
    qkv::app::AppState* state = qkv::app::api_state();
    if (!state) return api_refusal("the playground has not started yet");
    std::optional<std::string> answered = qkv::app::api_answer(*state, type, *message);
    return answered ? *answered : api_refusal("unknown message type \"" + type + "\"");
}

}  // namespace

// A call can start another (a run that ends at once answers inside it): the answer is copied out only after the
// inner call's answer has been read.
extern "C" EMSCRIPTEN_KEEPALIVE const char* qkv_api_call(const char* message) {
    static std::string buffer;
    std::string answered = answer(message);
    buffer = std::move(answered);
    return buffer.c_str();
}
