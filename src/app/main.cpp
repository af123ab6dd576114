// main.cpp — entry of the playground app: make the state, open the platform, run the frame loop.
#include <cstdio>
#include <string>

#include "app/app.hpp"
#include "app/api/app_api.hpp"
#include "app/platform/messages_to_page.hpp"
#include "app/platform/platform.hpp"

int main(int, char**) {
    // Static: on the web main() returns while the browser keeps calling the frame function.
    static qkv::app::AppState state;
    std::string error;
    qkv::app::PlatformDesc desc;
    desc.title = "qkv-playground: Queries, Keys and Values";
    if (!qkv::app::platform_init(desc, &error)) {
        std::fprintf(stderr, "qkv-playground: %s\n", error.c_str());
        qkv::app::post_page_message(qkv::app::page_message("start_failed").key("error").value(error).end_object());
        return 1;
    }
    qkv::app::app_init(state, qkv::app::platform_pixel_ratio());
    qkv::app::set_api_state(&state);  // window.qkv works on this state (web); natively nobody calls it
    qkv::app::post_page_message(qkv::app::page_message("started").end_object());
    qkv::app::platform_run(qkv::app::app_frame, &state);
    return 0;
}
