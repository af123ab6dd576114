# Makefile — the front door. Every target installs what is missing first (tools/bootstrap.sh), then calls CMake.
#
#   make serve   build the web playground and serve build/web/ at http://127.0.0.1:$(PORT)/
#   make test    build everything (native + web) and run every test (unit, golden, wasm, browser)
#   make web     build the web playground into build/web/
#   make native  build the CLI `qkv`, the desktop app and the unit tests into build/native/
#   make bench   build and print the benchmark table
#   make fuzz    a fuzzing campaign over the interpreter, SECONDS per target (default 600), at low priority;
#                crashes are saved into tests/fuzz/regressions/, which `make test` replays
#   make dist    build the web playground and zip it into build/dist/: the site (with .gz, .br and README.txt for
#                hosting) and the same as a SCORM 1.2 package (tools/dist.mjs; docs/embedding.md)
#   make clean   remove build/ (the cache of downloaded sources and SDL2-for-wasm stays)

PORT ?= 8000
JOBS ?= $(shell nproc)
QKV_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/qkv-playground
export QKV_CACHE
# Emscripten's JS optimizer needs acorn, which Debian installs under /usr/share/nodejs.
export NODE_PATH := /usr/share/nodejs
# emcc and em++ are Python programs: Debian's own Python starts them without the detour of a python3 shim
# that may come first on PATH (half a second per compile on these machines). Their check of clang and node on
# every link (0.4 s each) is skipped: Debian's packages keep them in step, and SDL's configure links hundreds of
# small programs.
export EMSDK_PYTHON := /usr/bin/python3
export EMCC_SKIP_SANITY_CHECK := 1

IMGUI_DIR := $(QKV_CACHE)/imgui-1.86
SDL2_WASM_DIR := $(QKV_CACHE)/sdl2-2.26.5-wasm-lean
WASM_HEADERS := $(QKV_CACHE)/wasm-include

.PHONY: all native web test serve bench fuzz dist clean bootstrap-native bootstrap-web bootstrap-browser

all: native web

bootstrap-native:
	@tools/bootstrap.sh native >/dev/null
bootstrap-web:
	@tools/bootstrap.sh web >/dev/null
bootstrap-browser:
	@tools/bootstrap.sh browser >/dev/null

build/native/CMakeCache.txt: Makefile | bootstrap-native
	cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DQKV_IMGUI_DIR=$(IMGUI_DIR)

native: bootstrap-native build/native/CMakeCache.txt
	cmake --build build/native -j$(JOBS)

build/wasm/CMakeCache.txt: Makefile | bootstrap-web
	emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DQKV_IMGUI_DIR=$(IMGUI_DIR) \
	  -DQKV_SDL2_WASM_DIR=$(SDL2_WASM_DIR) -DQKV_WASM_HEADERS=$(WASM_HEADERS) -DQKV_WEB_OUT=$(CURDIR)/build/web

web: bootstrap-web build/wasm/CMakeCache.txt
	cmake --build build/wasm -j$(JOBS)

test: bootstrap-browser native web
	ctest --test-dir build/native --output-on-failure -j$(JOBS)

serve: web
	node tools/serve.mjs build/web --port $(PORT)

bench: bootstrap-browser native web
	tools/bench.sh

SECONDS ?= 600
fuzz: bootstrap-native
	nice tools/sanitizers.sh build
	nice tests/fuzz/run_fuzz.sh campaign $(SECONDS)

# node, which zips, gzips and brotli-compresses, is installed by the web stage of the bootstrap.
dist: web
	node tools/dist.mjs build/web build/dist

clean:
	rm -rf build
