// state_push.cpp — see state_push.hpp. Writing the JSON every frame costs a few microseconds; the page then parses
// it only when something changed.
#include "app/platform/web/state_push.hpp"

#include <string>

#include "app/api/app_api.hpp"
#include "app/api/view_api.hpp"
#include "app/api/messages_to_page.hpp"

namespace qkv::app {

void push_state_changes() {
    static std::string last_pushed;
    const AppState* state = api_state();
    if (!state) return;
    JsonWriter json = page_message("state");
    json.key("state").raw(api_state_json(*state)).key("view").raw(api_view_json(*state)).end_object();
    if (json.text() == last_pushed) return;
    last_pushed = json.text();
    post_page_message(json);
}

}  // namespace qkv::app
