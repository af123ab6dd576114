# BenchFloor.cmake — the first-paint floor page for `make bench` (web build only): Dear ImGui 1.86's demo window
# over SDL2 and WebGL2, nothing of ours, compiled from the same ImGui sources, SDL2 build and link flags as the
# playground into ${QKV_WEB_OUT}/bench/floor/. `make dist` leaves bench/ out of what it packages.
#
# Its own copy of the ImGui library: the playground's compiles the demo window out, and renames one GL call of the
# OpenGL3 backend's source file (App.cmake), so the floor compiles a copy of that file as ImGui ships it.
configure_file(${QKV_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp ${CMAKE_BINARY_DIR}/imgui_floor/imgui_impl_opengl3.cpp COPYONLY)
add_library(imgui_floor STATIC
  ${QKV_IMGUI_DIR}/imgui.cpp ${QKV_IMGUI_DIR}/imgui_draw.cpp ${QKV_IMGUI_DIR}/imgui_tables.cpp
  ${QKV_IMGUI_DIR}/imgui_widgets.cpp ${QKV_IMGUI_DIR}/imgui_demo.cpp
  ${QKV_IMGUI_DIR}/backends/imgui_impl_sdl.cpp ${CMAKE_BINARY_DIR}/imgui_floor/imgui_impl_opengl3.cpp)
target_include_directories(imgui_floor SYSTEM PUBLIC ${QKV_IMGUI_DIR} ${QKV_IMGUI_DIR}/backends)
target_compile_definitions(imgui_floor PUBLIC IMGUI_IMPL_OPENGL_ES3 IMGUI_DISABLE_FILE_FUNCTIONS)
target_compile_options(imgui_floor PRIVATE -Oz)
# Without C++ exceptions, as the playground (App.cmake).
target_compile_options(imgui_floor PUBLIC -fno-exceptions)
target_link_options(imgui_floor PUBLIC -fno-exceptions)
target_link_libraries(imgui_floor PUBLIC sdl2_platform)

set(QKV_FLOOR_OUT ${QKV_WEB_OUT}/bench/floor)
add_executable(bench_floor ${CMAKE_SOURCE_DIR}/tools/bench/floor/floor_main.cpp)
target_link_libraries(bench_floor PRIVATE imgui_floor)
target_compile_options(bench_floor PRIVATE -Oz)
set_target_properties(bench_floor PROPERTIES OUTPUT_NAME floor SUFFIX ".js" RUNTIME_OUTPUT_DIRECTORY ${QKV_FLOOR_OUT})
target_link_options(bench_floor PRIVATE -Oz -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1
                    -sENVIRONMENT=web -sFILESYSTEM=0 -sMALLOC=emmalloc)
foreach(page_file index.html floor-module.js)
  add_custom_command(TARGET bench_floor POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${CMAKE_SOURCE_DIR}/tools/bench/floor/${page_file} ${QKV_FLOOR_OUT}/${page_file})
endforeach()
