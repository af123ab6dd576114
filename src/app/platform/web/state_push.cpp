// state_push.cpp — see state_push.hpp. Writing the JSON every frame costs a few microseconds; the page then parses
// it only when something changed.
#include "app/platform/web/state_push.hpp"

#include <string>

#include "app/api/app_api.hpp"
#include "app/api/view_api.hpp"
#include "app/platform/platform.hpp"
#include "core/json.hpp"

namespace qkv::app {

void push_state_changes() {
    static std::string last_pushed;
    const AppState* state = api_state();
    if (!state) return;
    JsonWriter json;
    json.begin_object().key("state").raw(api_state_json(*state)).key("view").raw(api_view_json(*state));
    std::string changes = json.end_object().text();
    if (changes == last_pushed) return;
    last_pushed = std::move(changes);
    platform_publish_text("state", last_pushed);
}

}  // namespace qkv::app
