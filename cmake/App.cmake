# App.cmake — the ImGui playground: Dear ImGui 1.86 (from Debian's source package), SDL2, the app, the fonts.
#
# Native: SDL2 from Debian (libsdl2-dev) + OpenGL 3.  Web: SDL2 built for wasm by tools/bootstrap.sh + WebGL2.
# The platform layer is picked here by folder (src/app/platform/native or web): nothing else knows the target.

if(NOT EXISTS "${QKV_IMGUI_DIR}/imgui.h")
  message(FATAL_ERROR "QKV_IMGUI_DIR must point at Dear ImGui 1.86 sources (run tools/bootstrap.sh, or make)")
endif()

# --- Dear ImGui core + the SDL2 and OpenGL3 backends ------------------------------------------------------------
set(QKV_IMGUI_DRAW_SOURCE ${QKV_IMGUI_DIR}/imgui_draw.cpp)
if(EMSCRIPTEN)
  # ImGui 1.86 has no switch for its built-in font (ProggyClean, 12 KB of base85 text, ~9.5 KB gzip): an atlas
  # built with no font adds it, which links it. The app always adds its own fonts (src/ui/theme.cpp), so the
  # web build compiles a copy of imgui_draw.cpp where that fallback is an assertion. The native build keeps it
  # (the UI's unit tests draw with it).
  file(READ ${QKV_IMGUI_DRAW_SOURCE} imgui_draw_text)
  set(default_font_fallback "if (ConfigData.Size == 0)
        AddFontDefault();")
  string(FIND "${imgui_draw_text}" "${default_font_fallback}" fallback_at)
  if(fallback_at EQUAL -1)
    message(FATAL_ERROR "${QKV_IMGUI_DRAW_SOURCE}: ImFontAtlas::Build's AddFontDefault() fallback not found")
  endif()
  string(REPLACE "${default_font_fallback}" "IM_ASSERT(ConfigData.Size > 0 && \"qkv: add a font first\");"
         imgui_draw_text "${imgui_draw_text}")
  set(QKV_IMGUI_DRAW_SOURCE ${CMAKE_BINARY_DIR}/imgui/imgui_draw.cpp)
  file(WRITE ${QKV_IMGUI_DRAW_SOURCE}.new "${imgui_draw_text}")
  file(COPY_FILE ${QKV_IMGUI_DRAW_SOURCE}.new ${QKV_IMGUI_DRAW_SOURCE} ONLY_IF_DIFFERENT)  # no rebuild when unchanged
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${QKV_IMGUI_DIR}/imgui_draw.cpp)
endif()
add_library(imgui STATIC
  ${QKV_IMGUI_DIR}/imgui.cpp ${QKV_IMGUI_DRAW_SOURCE} ${QKV_IMGUI_DIR}/imgui_tables.cpp
  ${QKV_IMGUI_DIR}/imgui_widgets.cpp
  ${QKV_IMGUI_DIR}/backends/imgui_impl_sdl.cpp ${QKV_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui SYSTEM PUBLIC ${QKV_IMGUI_DIR} ${QKV_IMGUI_DIR}/backends)
# Only what the app uses: no demo window, no metrics window (1.86's name for the debug tools), no file functions
# (the app keeps no .ini file and the web has no files) and no obsolete names.
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_METRICS_WINDOW
                           IMGUI_DISABLE_FILE_FUNCTIONS IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
# ImGui's per-item hook (named for its test engine): src/ui/tab_order.cpp uses it to give Tab every control.
target_compile_definitions(imgui PUBLIC IMGUI_ENABLE_TEST_ENGINE)
if(EMSCRIPTEN)
  target_compile_options(imgui PRIVATE -Oz)  # UI code is not a hot path: the smallest code wins the download
  # The page's program catches no C++ exception (only the Python runtime, a program of its own, uses them): without
  # them its code has no unwinding paths, and libc++ comes without the exception machinery (about 12 KB of gzip).
  # Its core is a copy of the core library built the same way.
  target_compile_options(imgui PUBLIC -fno-exceptions -fno-rtti)
  qkv_core_library(qkv_core_page)
  target_compile_options(qkv_core_page PRIVATE -Oz)
  target_compile_options(qkv_core_page PUBLIC -fno-exceptions -fno-rtti
    "SHELL:-include ${CMAKE_SOURCE_DIR}/src/app/platform/web/xtensor_without_exceptions.hpp")
  target_link_options(qkv_core_page PUBLIC -fno-exceptions)
  set(QKV_APP_CORE qkv_core_page)
else()
  set(QKV_APP_CORE qkv_core)
endif()

if(EMSCRIPTEN)
  set(QKV_SDL2_WASM_DIR "" CACHE PATH "SDL2 built for wasm (install prefix)")
  add_library(sdl2_platform INTERFACE)
  target_include_directories(sdl2_platform SYSTEM INTERFACE ${QKV_SDL2_WASM_DIR}/include ${QKV_SDL2_WASM_DIR}/include/SDL2)
  target_link_libraries(sdl2_platform INTERFACE ${QKV_SDL2_WASM_DIR}/lib/libSDL2.a)
  # WebGL2 through GLSL ES 3.00.
  target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
  # The backend's per-frame state saving, answered without a round trip to the GPU process: see
  # src/app/platform/web/gl_state_queries.cpp (the rename also renames GLES3/gl3.h's prototype, which declares it).
  set_source_files_properties(${QKV_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp PROPERTIES
                              COMPILE_DEFINITIONS glGetIntegerv=qkv_gl_get_integerv)
else()
  find_package(SDL2 REQUIRED)
  find_package(OpenGL REQUIRED)
  add_library(sdl2_platform INTERFACE)
  target_link_libraries(sdl2_platform INTERFACE SDL2::SDL2 OpenGL::GL ${CMAKE_DL_LIBS})
endif()
target_link_libraries(imgui PUBLIC sdl2_platform)

# --- Fonts, subset to the glyphs the UI uses and embedded in the binary (no .data file to host) ------------------
include(cmake/Fonts.cmake)

# --- The playground ---------------------------------------------------------------------------------------------
# The widgets (src/ui) as their own objects: the app links them, and so do the UI's unit tests (tests/ui).
file(GLOB QKV_UI_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/ui/*.cpp)
add_library(qkv_ui OBJECT ${QKV_UI_SOURCES})
target_link_libraries(qkv_ui PUBLIC ${QKV_APP_CORE} imgui)
target_include_directories(qkv_ui PUBLIC ${CMAKE_SOURCE_DIR}/src)
target_compile_definitions(qkv_ui PRIVATE "QKV_FONT_RANGES=${QKV_FONT_RANGES}")
qkv_warnings(qkv_ui)
if(EMSCRIPTEN)
  target_compile_options(qkv_ui PRIVATE -Oz)  # not a hot path: the smallest code wins the download
endif()
# The app by role: its state and frame loop (src/app), panels/ (the app's side of each panel), services/ (the code
# session, its actions, settings and tensors, the inspector's data), api/ (the page's way in and out), generated/
# (the embedded fonts and examples) and the platform layer's shared part; then one platform folder.
if(EMSCRIPTEN)
  set(QKV_PLATFORM web)
else()
  set(QKV_PLATFORM native)
endif()
set(app_folders . panels services api generated platform)
list(TRANSFORM app_folders PREPEND ${CMAKE_SOURCE_DIR}/src/app/ OUTPUT_VARIABLE app_globs)
list(TRANSFORM app_globs APPEND /*.cpp)
file(GLOB QKV_APP_SOURCES CONFIGURE_DEPENDS ${app_globs})
file(GLOB QKV_PLATFORM_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/app/platform/${QKV_PLATFORM}/*.cpp)

# The lesson's example programs, in tab order (src/app/generated/lesson_examples.hpp names the tabs), compiled in from
# assets/examples/ (their .out files hold what torch printed for them; the corpus tests run them).
set(QKV_LESSON_EXAMPLES 1-one-projection 2-two-roles 3-example 4-attention-scores)
list(TRANSFORM QKV_LESSON_EXAMPLES PREPEND ${CMAKE_SOURCE_DIR}/assets/examples/ OUTPUT_VARIABLE example_files)
list(TRANSFORM example_files APPEND .py)
set(QKV_EXAMPLES_SOURCE ${CMAKE_BINARY_DIR}/generated/lesson_examples_data.cpp)
string(REPLACE ";" "$<SEMICOLON>" example_list "${example_files}")
add_custom_command(OUTPUT ${QKV_EXAMPLES_SOURCE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/generated
  COMMAND ${CMAKE_COMMAND} "-DEXAMPLES=${example_list}" -DOUTPUT=${QKV_EXAMPLES_SOURCE}
          -P ${CMAKE_SOURCE_DIR}/cmake/EmbedExamples.cmake
  DEPENDS ${example_files} ${CMAKE_SOURCE_DIR}/cmake/EmbedExamples.cmake VERBATIM)

add_executable(qkv-playground ${QKV_APP_SOURCES} ${QKV_PLATFORM_SOURCES} ${QKV_FONT_SOURCES} ${QKV_EXAMPLES_SOURCE})
target_link_libraries(qkv-playground PRIVATE qkv_ui ${QKV_APP_CORE} imgui)
if(NOT EMSCRIPTEN)
  target_link_libraries(qkv-playground PRIVATE qkv_python)  # on the web Python is its own program (src/python/web)
endif()
target_include_directories(qkv-playground PRIVATE ${CMAKE_SOURCE_DIR}/src)
qkv_warnings(qkv-playground)
if(EMSCRIPTEN)
  target_compile_definitions(qkv-playground PRIVATE QKV_GL_HEADER=<GLES3/gl3.h>)
else()
  target_compile_definitions(qkv-playground PRIVATE QKV_GL_HEADER=<SDL_opengl.h>)
endif()

if(EMSCRIPTEN)
  # The UI is not a hot path either; binaryen's whole-module pass at -Oz keeps the core's SIMD loops.
  target_compile_options(qkv-playground PRIVATE -Oz)
  target_link_options(qkv-playground PRIVATE -Oz)
  set(QKV_WEB_OUT "${CMAKE_SOURCE_DIR}/build/web" CACHE PATH "The static web folder")
  set_target_properties(qkv-playground PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${QKV_WEB_OUT} SUFFIX ".js")
  target_link_options(qkv-playground PRIVATE
    -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
    -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432
    -sENVIRONMENT=web -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0 -sMALLOC=emmalloc
    # WebGL as the app uses it: ImGui's ES3 backend calls GL directly, names no extensions and reads no errors.
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0 -sGL_EXTENSIONS_IN_PREFIXED_FORMAT=0 -sGL_TRACK_ERRORS=0
    -sGL_POOL_TEMP_BUFFERS=0 -sSUPPORT_LONGJMP=0
    # The runtime as the page uses it: no fullscreen or pointer lock requests to defer to a user gesture, no errno
    # from JavaScript (there is no file system), the browser's own TextDecoder.
    -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sSUPPORT_ERRNO=0 -sTEXTDECODER=2
    -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8
    -sEXPORTED_FUNCTIONS=_main,_malloc,_free
    # The runtime reads only the settings web/wasm.js gives it (tests/tools/module_settings_test.mjs checks both
    # lists agree), and binaryen runs its size passes until they gain nothing more (about 1.3 KB of gzip).
    -sINCOMING_MODULE_JS_API=canvas,preMainLoop,postMainLoop,onRuntimeInitialized,print,printErr,onAbort,instantiateWasm
    -sBINARYEN_EXTRA_PASSES=-Oz,--converge
    # (SHELL: keeps CMake from folding the repeated --js-library into one)
    "SHELL:--js-library ${CMAKE_SOURCE_DIR}/src/app/platform/web/bridge.js"
    "SHELL:--js-library ${CMAKE_SOURCE_DIR}/src/app/platform/web/html5_unused.js")
  set_property(TARGET qkv-playground APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/src/app/platform/web/bridge.js
               ${CMAKE_SOURCE_DIR}/src/app/platform/web/html5_unused.js)
  # The runtime script is part of the first download: Closure Compiler's advanced mode shrinks it to about 60 % of
  # its gzip size. Debian's Emscripten is configured for Debian's closure-compiler, a build too old for it; the
  # bootstrap installs the one Emscripten 3.1.6 was released with (tools/closure), and the link is told where it
  # is. The page reads the runtime only through names Emscripten keeps (Module['...'], the exports, HEAP*).
  set(QKV_CLOSURE_COMPILER "${CMAKE_SOURCE_DIR}/tools/closure/node_modules/.bin/google-closure-compiler"
      CACHE FILEPATH "Closure Compiler for the runtime script (tools/bootstrap.sh web installs it)")
  if(NOT EXISTS "${QKV_CLOSURE_COMPILER}")
    message(FATAL_ERROR "${QKV_CLOSURE_COMPILER} is missing: run tools/bootstrap.sh web (or make web)")
  endif()
  target_link_options(qkv-playground PRIVATE --closure 1)
  set_target_properties(qkv-playground PROPERTIES
    CXX_LINKER_LAUNCHER "${CMAKE_COMMAND};-E;env;EM_CLOSURE_COMPILER=${QKV_CLOSURE_COMPILER}")
  # The page and its assets are copied next to the .js/.wasm so build/web/ can be hosted as it is.
  file(GLOB QKV_WEB_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/web/*)
  list(REMOVE_ITEM QKV_WEB_FILES ${CMAKE_SOURCE_DIR}/web/index.html)  # written below, with its preload links
  # Scripts and style sheets go out minified by esbuild; the first frame's ES modules bundled into main.js, each
  # module loaded later apart, what those share in chunk files (tools/web/bundle.mjs), with the generated modules below.
  find_program(QKV_NODE node REQUIRED)
  set(QKV_ESBUILD "${CMAKE_SOURCE_DIR}/tools/editor/node_modules/.bin/esbuild"
      CACHE FILEPATH "esbuild for the page's scripts and the code editor's bundle (tools/bootstrap.sh web installs it)")
  if(NOT EXISTS "${QKV_ESBUILD}")
    message(FATAL_ERROR "${QKV_ESBUILD} is missing: run tools/bootstrap.sh web (or make web)")
  endif()
  # The generated modules are inputs of the bundle, not files of the site; tests read them here.
  get_filename_component(QKV_PAGE_MODULES "${QKV_WEB_OUT}/../page-modules" ABSOLUTE)
  file(MAKE_DIRECTORY ${QKV_PAGE_MODULES})
  set(QKV_PAGE_SOURCES)
  foreach(web_file ${QKV_WEB_FILES})
    get_filename_component(name ${web_file} NAME)
    if(name MATCHES "\\.(js|css)$")
      list(APPEND QKV_PAGE_SOURCES ${web_file})
    else()
      add_custom_command(OUTPUT ${QKV_WEB_OUT}/${name}
        COMMAND ${CMAKE_COMMAND} -E copy_if_different ${web_file} ${QKV_WEB_OUT}/${name}
        DEPENDS ${web_file} VERBATIM)
      list(APPEND QKV_WEB_OUTPUTS ${QKV_WEB_OUT}/${name})
    endif()
  endforeach()
  # The code editor: CodeMirror 6 and its Python support, bundled by esbuild into one module the page loads after
  # its first frame (tools/editor/package-lock.json pins both; tools/bootstrap.sh web installs them), with the
  # page's rules for it as text (they go into a constructed stylesheet in the editor's shadow root).
  # The licence notices of the packages in the bundle go beside it, generated from the installed packages' own
  # package.json and licence files (tools/editor/notices.mjs reads which packages from esbuild's metafile).
  add_custom_command(OUTPUT ${QKV_WEB_OUT}/code-editor-cm.js ${QKV_WEB_OUT}/third-party-notices.txt
    COMMAND ${QKV_ESBUILD} tools/editor/codemirror-editor.js --bundle --format=esm --minify
            --target=es2020 --loader:.css=text --log-level=warning --outfile=${QKV_WEB_OUT}/code-editor-cm.js
            --metafile=${CMAKE_BINARY_DIR}/code-editor-cm.meta.json
            "--banner:js=/* CodeMirror 6, Lezer and their helpers (MIT): notices in third-party-notices.txt */"
    COMMAND ${QKV_NODE} tools/editor/notices.mjs ${CMAKE_BINARY_DIR}/code-editor-cm.meta.json
            ${QKV_WEB_OUT}/third-party-notices.txt code-editor-cm.js
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    DEPENDS ${CMAKE_SOURCE_DIR}/tools/editor/codemirror-editor.js ${CMAKE_SOURCE_DIR}/tools/editor/codemirror-editor.css
            ${CMAKE_SOURCE_DIR}/tools/editor/notices.mjs ${CMAKE_SOURCE_DIR}/tools/editor/package-lock.json
    VERBATIM)
  list(APPEND QKV_WEB_OUTPUTS ${QKV_WEB_OUT}/code-editor-cm.js ${QKV_WEB_OUT}/third-party-notices.txt)
  add_custom_command(OUTPUT ${QKV_PAGE_MODULES}/python-completions.js
    COMMAND ${QKV_NODE} --no-experimental-fetch $<TARGET_FILE:python_completions_js> ${QKV_PAGE_MODULES}/python-completions.js
    DEPENDS python_completions_js VERBATIM)
  list(APPEND QKV_PAGE_SOURCES ${QKV_PAGE_MODULES}/python-completions.js)
  # The "What runs here" list, which the page sends the app after its first frame (src/python/what_runs_here.hpp).
  add_custom_command(OUTPUT ${QKV_PAGE_MODULES}/what-runs-here.js
    COMMAND ${QKV_NODE} --no-experimental-fetch $<TARGET_FILE:what_runs_here_js> ${QKV_PAGE_MODULES}/what-runs-here.js
    DEPENDS what_runs_here_js VERBATIM)
  list(APPEND QKV_PAGE_SOURCES ${QKV_PAGE_MODULES}/what-runs-here.js)
  # The settings table for the page's scripts, generated from the core's (src/core/lesson_settings.hpp).
  add_custom_command(OUTPUT ${QKV_PAGE_MODULES}/lesson-settings.js
    # Emscripten 3.1.6 would fetch() its .wasm under node 18+, which cannot fetch a path: node reads it instead.
    COMMAND ${QKV_NODE} --no-experimental-fetch $<TARGET_FILE:lesson_settings_js> ${QKV_PAGE_MODULES}/lesson-settings.js
    DEPENDS lesson_settings_js VERBATIM)
  list(APPEND QKV_PAGE_SOURCES ${QKV_PAGE_MODULES}/lesson-settings.js)
  # The bundled lessons, as files next to the page (?lesson=NAME fetches lessons/NAME.py) and as the picker's list.
  file(GLOB QKV_LESSON_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/lessons/*.py)
  foreach(lesson_file ${QKV_LESSON_FILES})
    get_filename_component(name ${lesson_file} NAME)
    add_custom_command(OUTPUT ${QKV_WEB_OUT}/lessons/${name}
      COMMAND ${CMAKE_COMMAND} -E copy_if_different ${lesson_file} ${QKV_WEB_OUT}/lessons/${name}
      DEPENDS ${lesson_file} VERBATIM)
    list(APPEND QKV_WEB_OUTPUTS ${QKV_WEB_OUT}/lessons/${name})
  endforeach()
  add_custom_command(OUTPUT ${QKV_PAGE_MODULES}/lesson-list.js
    COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tools/web/lesson_list.mjs ${QKV_PAGE_MODULES}/lesson-list.js ${QKV_LESSON_FILES}
    DEPENDS ${QKV_LESSON_FILES} ${CMAKE_SOURCE_DIR}/tools/web/lesson_list.mjs VERBATIM)
  list(APPEND QKV_PAGE_SOURCES ${QKV_PAGE_MODULES}/lesson-list.js)
  # The modules the browser tests and the bench import by name stay files of that name (tools/web/bundle.mjs).
  set(QKV_PAGE_KEEP page.js keyboard.js wasm.js python-runner.js learner-events.js)
  string(REPLACE ";" "," QKV_PAGE_KEEP "${QKV_PAGE_KEEP}")
  add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/page-bundle.stamp
    COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tools/web/bundle.mjs ${QKV_ESBUILD} ${QKV_WEB_OUT} --keep=${QKV_PAGE_KEEP}
            ${QKV_PAGE_SOURCES}
    COMMAND ${CMAKE_COMMAND} -E touch ${CMAKE_BINARY_DIR}/page-bundle.stamp
    DEPENDS ${QKV_PAGE_SOURCES} ${CMAKE_SOURCE_DIR}/tools/web/bundle.mjs ${CMAKE_SOURCE_DIR}/tools/web/module_graph.mjs
    VERBATIM)
  list(APPEND QKV_WEB_OUTPUTS ${CMAKE_BINARY_DIR}/page-bundle.stamp)
  # index.html names every module the first frame needs, read from the copied modules' imports.
  add_custom_command(OUTPUT ${QKV_WEB_OUT}/index.html
    COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tools/web/preload_links.mjs ${CMAKE_SOURCE_DIR}/web/index.html
            ${QKV_WEB_OUT} ${QKV_WEB_OUT}/index.html
    DEPENDS ${CMAKE_SOURCE_DIR}/web/index.html ${CMAKE_SOURCE_DIR}/tools/web/preload_links.mjs
            ${CMAKE_SOURCE_DIR}/tools/web/module_graph.mjs ${QKV_WEB_OUTPUTS}
    VERBATIM)
  list(APPEND QKV_WEB_OUTPUTS ${QKV_WEB_OUT}/index.html)
  add_custom_target(web_files ALL DEPENDS ${QKV_WEB_OUTPUTS})
else()
  set_target_properties(qkv-playground PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endif()
