// page_messages.cpp — see page_messages.hpp.
#include "app/page_messages.hpp"

#include "app/platform/platform.hpp"

namespace qkv::app {

JsonWriter page_message(std::string_view type) {
    JsonWriter json;
    json.begin_object().key("type").value(type);
    return json;
}

void post_page_message(const JsonWriter& finished_message) { platform_post_message(finished_message.text()); }

void post_page_text(std::string_view region, std::string_view text) {
    post_page_message(page_message("text").key("region").value(region).key("text").value(text).end_object());
}

}  // namespace qkv::app
