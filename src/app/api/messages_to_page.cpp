// messages_to_page.cpp — see messages_to_page.hpp.
#include "app/api/messages_to_page.hpp"

#include <cmath>

#include "app/platform/platform.hpp"

namespace qkv::app {

JsonWriter page_message(std::string_view type) {
    JsonWriter json;
    json.begin_object().key("type").value(type);
    return json;
}

namespace {

double tenths(float value) { return std::round(double(value) * 10.0) / 10.0; }

}  // namespace

void write_overlay_slot(JsonWriter& json, const ui::OverlaySlot& slot) {
    json.key("visible").value(slot.visible);
    if (!slot.visible) return;
    json.key("x").value(tenths(slot.x)).key("y").value(tenths(slot.y));
    json.key("width").value(tenths(slot.width)).key("height").value(tenths(slot.height));
    json.key("clip").begin_array().value(tenths(slot.clip_min_x)).value(tenths(slot.clip_min_y));
    json.value(tenths(slot.clip_max_x)).value(tenths(slot.clip_max_y)).end_array();
}

void post_page_message(const JsonWriter& finished_message) { platform_post_message(finished_message.text()); }

void post_page_text(std::string_view region, std::string_view text) {
    post_page_message(page_message("text").key("region").value(region).key("text").value(text).end_object());
}

}  // namespace qkv::app
