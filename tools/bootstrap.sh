#!/usr/bin/env bash
# bootstrap.sh — installs whatever the build needs that is missing, from Debian's packages and npm only.
#
#   tools/bootstrap.sh native   apt packages for the native build, tests and the oracle (python3-torch),
#                               Dear ImGui 1.86 sources from Debian's source package
#   tools/bootstrap.sh web      + SDL2 sources from Debian's source package, SDL2 built for wasm with emcmake
#   tools/bootstrap.sh browser  + Chromium and playwright-core (npm, pinned by tests/browser/package-lock.json)
#
# Idempotent: each step checks first and returns at once when its result is there. Everything downloaded or
# built lives in a cache folder outside the clone (QKV_CACHE), keyed by version, so a second clone reuses it.
# Prints the cache folder's variables on the last line for the Makefile (eval-able).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${QKV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qkv-playground}
imgui_version=1.86
sdl_version=2.26.5
mkdir -p "$cache"

log() { printf '[bootstrap] %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
apt_update_once() {
  [ "$apt_updated" = 1 ] && return 0
  log "apt-get update"
  as_root apt-get update -qq >&2
  apt_updated=1
}

# Installs the named Debian packages that are not installed yet.
apt_install() {
  local installed missing=()
  # dpkg-query exits 1 when any of the packages is unknown or not installed: that is the case to handle, not an error.
  installed=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null | awk '/install ok installed/ {print $1}' || true)
  for package in "$@"; do
    grep -qx "$package" <<<"$installed" || missing+=("$package")
  done
  [ ${#missing[@]} = 0 ] && return 0
  apt_update_once
  log "apt-get install ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

native_packages=(build-essential cmake pkg-config libxtensor-dev xtl-dev libxsimd-dev libsdl2-dev libgl-dev python3-fonttools
                 googletest libgtest-dev python3 python3-torch fonts-inter fonts-jetbrains-mono
                 clang libclang-rt-14-dev)
web_packages=(emscripten dpkg-dev)
browser_packages=(chromium fonts-dejavu-core)

# Installs a package only when its command is missing: node and npm may come from another packaging of
# Node.js (with npm bundled), which Debian's own npm package would conflict with.
apt_install_command() {
  local command=$1 package=$2
  command -v "$command" >/dev/null 2>&1 || apt_install "$package"
}

# Adds a deb-src entry derived from the machine's own apt sources (never a hard-coded mirror).
ensure_deb_src() {
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then return 0; fi
  local source_list=/etc/apt/sources.list.d/debian.sources
  if [ -f "$source_list" ]; then
    log "adding deb-src entries derived from $source_list"
    sed 's/^Types:.*/Types: deb-src/' "$source_list" | as_root tee /etc/apt/sources.list.d/qkv-deb-src.sources >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    log "adding deb-src lines derived from /etc/apt/sources.list"
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | as_root tee /etc/apt/sources.list.d/qkv-deb-src.list >/dev/null
  else
    log "no apt sources found to derive a deb-src entry from"; exit 1
  fi
  apt_updated=0
  apt_update_once
}

# Fetches a Debian source package once and unpacks its upstream tarball into $cache/<dir>.
fetch_source() {
  local package=$1 version=$2 dir=$3
  [ -d "$cache/$dir" ] && return 0
  ensure_deb_src
  local work; work=$(mktemp -d "$cache/.fetch.XXXXXX")
  log "apt-get source $package ($version)"
  (cd "$work" && apt-get source --download-only -qq "$package" >&2) || { apt_update_once; (cd "$work" && apt-get source --download-only -qq "$package" >&2); }
  local tarball; tarball=$(ls "$work"/*.orig.tar.* | head -n 1)
  mkdir -p "$work/unpacked"
  tar -xf "$tarball" -C "$work/unpacked"
  local top; top=$(ls "$work/unpacked" | head -n 1)
  case "$top" in *"$version"*) ;; *) log "$package source is $top, not version $version"; exit 1;; esac
  mv "$work/unpacked/$top" "$cache/$dir"
  rm -rf "$work"
}

# Header-only libraries for Emscripten, whose sysroot must never see /usr/include.
ensure_wasm_headers() {
  local dir="$cache/wasm-include"
  mkdir -p "$dir"
  for lib in xtensor xtl xsimd; do
    [ -e "$dir/$lib" ] || ln -s "/usr/include/$lib" "$dir/$lib"
  done
}

# SDL2 built once for wasm with emcmake, installed under $cache/sdl2-<version>-wasm-minimal. Only the video and
# events subsystems the playground uses are built, with link-time optimisation, so the page carries no audio,
# joystick or renderer code (about 14 KB of gzip less than a default SDL).
ensure_sdl_wasm() {
  local prefix="$cache/sdl2-$sdl_version-wasm-minimal"
  [ -f "$prefix/lib/libSDL2.a" ] && return 0
  log "building SDL $sdl_version for wasm (a few minutes, once)"
  local build="$cache/.sdl2-$sdl_version-wasm-build"
  rm -rf "$build"
  NODE_PATH=/usr/share/nodejs emcmake cmake -S "$cache/SDL2-$sdl_version" -B "$build" -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_C_FLAGS=-flto \
    -DSDL_AUDIO=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_RENDER=OFF \
    -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_JOYSTICK=OFF -DSDL_VIRTUAL_JOYSTICK=OFF \
    -DCMAKE_INSTALL_PREFIX="$prefix" >"$cache/sdl2-wasm-build.log" 2>&1
  NODE_PATH=/usr/share/nodejs cmake --build "$build" -j"$(nproc)" >>"$cache/sdl2-wasm-build.log" 2>&1
  cmake --install "$build" >>"$cache/sdl2-wasm-build.log" 2>&1
  rm -rf "$build"
}

ensure_playwright() {
  local dir="$here/tests/browser"
  if [ -d "$dir/node_modules/playwright-core" ] && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
    return 0
  fi
  log "npm ci (playwright-core)"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >&2)
}

stage=${1:-native}
apt_install "${native_packages[@]}"
fetch_source imgui "$imgui_version" "imgui-$imgui_version"  # the desktop app is built from the same sources
if [ "$stage" = web ] || [ "$stage" = browser ]; then
  apt_install_command node nodejs
  apt_install "${web_packages[@]}"
  fetch_source libsdl2 "$sdl_version" "SDL2-$sdl_version"
  ensure_wasm_headers
  ensure_sdl_wasm
fi
if [ "$stage" = browser ]; then
  apt_install "${browser_packages[@]}"
  apt_install_command npm npm
  ensure_playwright
fi
echo "QKV_CACHE=$cache"
