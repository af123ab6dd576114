#!/usr/bin/env bash
# bootstrap.sh — installs whatever the build needs that is missing, from Debian's packages and npm only.
#
#   tools/bootstrap.sh native   apt packages for the native build, tests and the oracle (python3-torch,
#                               python3-matplotlib for the programs that draw charts),
#                               Dear ImGui 1.86 sources from Debian's source package
#   tools/bootstrap.sh web      + SDL2 sources from Debian's source package, SDL2 built for wasm with emcmake,
#                               Closure Compiler (npm, pinned by tools/closure/package-lock.json), the code
#                               editor's libraries and esbuild (npm, pinned by tools/editor/package-lock.json)
#   tools/bootstrap.sh browser  + Chromium and playwright-core (npm, pinned by tests/browser/package-lock.json)
#
# Idempotent: each step checks first and returns at once when its result is there. Everything downloaded or
# built lives in a cache folder outside the clone (QKV_CACHE), keyed by version, so a second clone reuses it.
# Each step's tool output goes to a log under $QKV_CACHE/logs; a failure names the step, shows the end of its
# log and says what to do. Prints the cache folder's variable on the last line for the Makefile (eval-able).
# tests/tools/bootstrap_test.sh runs this script on a faked machine (stand-ins first on PATH).
set -Eeuo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${QKV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qkv-playground}
imgui_version=1.86
sdl_version=2.26.5
# Emscripten's environment, as the Makefile exports it (see there why), for when this script runs alone.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs} EMSDK_PYTHON=${EMSDK_PYTHON:-/usr/bin/python3}
export EMCC_SKIP_SANITY_CHECK=${EMCC_SKIP_SANITY_CHECK:-1}

native_packages=(build-essential cmake pkg-config libxtensor-dev xtl-dev libxsimd-dev libsdl2-dev libgl-dev
                 python3-fonttools googletest libgtest-dev python3 python3-torch python3-matplotlib fonts-inter fonts-jetbrains-mono
                 clang libclang-rt-14-dev shellcheck)
web_packages=(emscripten dpkg-dev)
browser_packages=(chromium fonts-dejavu-core)

# =====================================================================================================================
# Reporting: every failure names its step, shows the end of the step's log and says what to do
# =====================================================================================================================

# Messages go to the stderr the script was started with (fd 3), even from inside a step whose output is logged.
exec 3>&2
log() { printf '[bootstrap] %s\n' "$*" >&3; }

step="starting"
step_log=""

# begin_step NAME LOG_NAME: later failures are reported as NAME, with the end of $cache/logs/LOG_NAME.log.
begin_step() {
  step=$1
  step_log="$cache/logs/$2.log"
  : >"$step_log"
  log "$step"
}

# fail LINE...: the step that failed, what to do (the lines), the end of its log; exit status 1. In a subshell it
# exits with $reported instead, so that the shell around it stops without saying it again.
reported=97
fail() {
  trap - ERR
  log "FAILED: $step"
  local line
  for line in "$@"; do log "  $line"; done
  if [ -n "$step_log" ] && [ -s "$step_log" ]; then
    log "  last lines of $step_log:"
    tail -n 12 "$step_log" | sed 's/^/[bootstrap]  | /' >&3
  fi
  [ "$BASHPID" = "$$" ] || exit "$reported"
  exit 1
}

# Anything that fails without its own message still names the step (never a bare "Error 1" from make).
on_error() {
  local status=$1 line=$2
  [ "$status" = "$reported" ] && exit 1
  [ "$BASHPID" = "$$" ] || exit "$status"  # the shell around reports it, naming its own line
  fail "a command exited with status $status (line $line of tools/bootstrap.sh)" "Unexpected: run make again; if it fails the same way, report these lines."
}
trap 'on_error $? $LINENO' ERR

mkdir -p "$cache/logs" 2>/dev/null || fail "Cannot create the cache folder $cache." "Set QKV_CACHE to a writable folder."

# =====================================================================================================================
# apt: root, diagnosis of its failures, installing what is missing
# =====================================================================================================================

# A command as a person would type it (without the environment the script adds).
as_typed() { local typed="$*"; echo "${typed#env DEBIAN_FRONTEND=noninteractive }"; }

# Runs a command as root: directly when root, else through sudo.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; return; fi
  command -v sudo >/dev/null 2>&1 ||
    fail "Installing needs root, and this user is not root and has no sudo." \
         "Run this as root, then run make again:  $(as_typed "$@")"
  sudo "$@"
}

# What to do after apt-get failed, judged from what it wrote to the step's log.
apt_advice() {
  if grep -qE 'Temporary failure resolving|Could not resolve|Could not connect|Connection (timed out|refused)|Network is unreachable|Failed to fetch|Unable to connect' "$step_log"; then
    echo "The package mirror could not be reached (no network?). Check the network and the mirrors apt is set up" \
         "with ($(apt_source_files | tr '\n' ' ' | sed 's/ $//')), then run make again."
  elif grep -qE 'Could not get lock|Unable to acquire the dpkg frontend lock|is another process using it' "$step_log"; then
    echo "Another apt or dpkg is running. Wait for it to end, then run make again."
  elif grep -qE 'is not in the sudoers file|a password is required|a terminal is required|incorrect password' "$step_log"; then
    echo "sudo refused. Run as root:  $(as_typed "$@")  then run make again."
  elif grep -qE "You must put some 'deb-src' URIs" "$step_log"; then
    echo "apt has no source-package entry (deb-src) that works. Add one for your mirror to $(apt_parts_dir), run apt-get update, then run make again."
  elif grep -qE 'Unable to locate package|has no installation candidate|no packages found' "$step_log"; then
    echo "A package is unknown to apt. This project needs Debian 12 (bookworm) with its main component; run apt-get update and make again."
  elif grep -qE 'No space left on device' "$step_log"; then
    echo "The disk is full. Free some space, then run make again."
  else
    echo "apt-get failed (the end of its log is below). Fix what it says, or run by hand:  $*  then run make again."
  fi
}

# apt_run ARG...: apt-get as root, its output into the step's log; a failure is explained.
apt_run() {
  as_root env DEBIAN_FRONTEND=noninteractive apt-get "$@" >>"$step_log" 2>&1 || fail "$(apt_advice apt-get "$@")"
}

apt_updated=0
apt_update_once() {
  [ "$apt_updated" = 1 ] && return 0
  begin_step "apt-get update" apt-update
  apt_run update -qq
  apt_updated=1
}

# The packages of the list that are not installed, one a line.
missing_packages() {
  # dpkg-query exits 1 when any package is unknown or not installed: that is the case to handle, not an error.
  local installed package
  installed=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null | awk '$NF == "installed" {print $1}' || true)
  for package in "$@"; do
    grep -qxF "$package" <<<"$installed" || echo "$package"
  done
}

# Installs the named Debian packages that are not installed yet.
apt_install() {
  local listed missing
  command -v dpkg-query >/dev/null 2>&1 ||
    fail "dpkg-query is not on PATH: this bootstrap installs with Debian's apt (Debian 12, bookworm)." \
         "On another system install these by hand: $*"
  step="checking which of $* are installed"
  listed=$(missing_packages "$@")  # an assignment, so that a failure inside stops the script
  [ -z "$listed" ] && return 0
  mapfile -t missing <<<"$listed"
  apt_update_once
  begin_step "apt-get install ${missing[*]}" apt-install
  apt_run install -y -qq --no-install-recommends "${missing[@]}"
}

# Installs a package only when its command is missing: node and npm may come from another packaging of
# Node.js (with npm bundled), which Debian's own npm package would conflict with.
apt_install_command() {
  local command=$1 package=$2
  command -v "$command" >/dev/null 2>&1 || apt_install "$package"
}

# =====================================================================================================================
# Source packages (ImGui, SDL2) from a deb-src entry derived from the machine's own apt sources
# =====================================================================================================================

apt_source_files() {
  local list parts
  eval "$(apt-config shell list Dir::Etc::sourcelist/f parts Dir::Etc::sourceparts/d)"
  [ -f "${list:-}" ] && echo "$list"
  [ -d "${parts:-}" ] && find "$parts" -maxdepth 1 \( -name '*.list' -o -name '*.sources' \) | sort
  return 0
}
apt_parts_dir() {
  local parts
  eval "$(apt-config shell parts Dir::Etc::sourceparts/d)"
  echo "${parts:-/etc/apt/sources.list.d/}"
}

# Adds deb-src entries copied from the machine's own deb entries (never a hard-coded mirror).
ensure_deb_src() {
  local listed sources=() file
  listed=$(apt_source_files)
  [ -z "$listed" ] || mapfile -t sources <<<"$listed"
  [ ${#sources[@]} -gt 0 ] && grep -qsE '^(Types:.*deb-src|deb-src )' "${sources[@]}" && return 0
  begin_step "adding deb-src entries derived from the machine's apt sources" deb-src
  local parts; parts=$(apt_parts_dir)
  for file in "${sources[@]}"; do
    case "$file" in
      *.sources) grep -q '^Types:.*deb' "$file" &&
                   sed 's/^Types:.*/Types: deb-src/' "$file" | as_root tee "$parts/qkv-deb-src.sources" >/dev/null ;;
      *.list)    grep -qE '^deb ' "$file" &&
                   grep -E '^deb ' "$file" | sed 's/^deb /deb-src /' | as_root tee "$parts/qkv-deb-src.list" >/dev/null ;;
    esac
    if [ -f "$parts/qkv-deb-src.sources" ] || [ -f "$parts/qkv-deb-src.list" ]; then break; fi
  done
  if [ ! -f "$parts/qkv-deb-src.sources" ] && [ ! -f "$parts/qkv-deb-src.list" ]; then
    fail "apt has no deb entry to derive a deb-src entry from (looked in: ${sources[*]:-nothing found})." \
         "Add a deb-src entry for your Debian mirror to $parts, run apt-get update, then run make again."
  fi
  apt_updated=0
  apt_update_once
}

# Fetches a Debian source package once and unpacks its upstream tarball into $cache/<dir>.
fetch_source() {
  local package=$1 version=$2 dir=$3
  [ -d "$cache/$dir" ] && return 0
  ensure_deb_src
  begin_step "apt-get source $package ($version)" "source-$package"
  local work; work=$(mktemp -d "$cache/.fetch.XXXXXX")
  if ! (cd "$work" && apt-get source --download-only -qq "$package" >>"$step_log" 2>&1); then
    apt_update_once
    begin_step "apt-get source $package ($version), after apt-get update" "source-$package"
    (cd "$work" && apt-get source --download-only -qq "$package" >>"$step_log" 2>&1) ||
      fail "$(apt_advice apt-get source --download-only "$package")"
  fi
  local tarball
  tarball=$(find "$work" -maxdepth 1 -name '*.orig.tar.*' | head -n 1)
  [ -n "$tarball" ] || fail "apt-get source $package gave no upstream (.orig) tarball." \
                            "Look at $step_log; remove $work and run make again."
  mkdir -p "$work/unpacked"
  tar -xf "$tarball" -C "$work/unpacked" >>"$step_log" 2>&1
  local top; top=$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -printf '%f\n' | head -n 1)
  case "$top" in
    *"$version"*) ;;
    *) fail "Debian's $package source is $top, not version $version, which the build is pinned to." \
            "This project needs Debian 12 (bookworm)'s $package.";;
  esac
  mv "$work/unpacked/$top" "$cache/$dir"
  rm -rf "$work"
}

# =====================================================================================================================
# Built once into the cache: headers for Emscripten, SDL2 for wasm
# =====================================================================================================================

# Header-only libraries for Emscripten, whose sysroot must never see /usr/include.
ensure_wasm_headers() {
  local dir="$cache/wasm-include" lib
  mkdir -p "$dir"
  for lib in xtensor xtl xsimd; do
    [ -e "$dir/$lib" ] || ln -s "/usr/include/$lib" "$dir/$lib"
  done
}

# SDL2 built once for wasm with emcmake, installed under $cache/sdl2-<version>-wasm-lean. Only the video and
# events subsystems the playground uses are built, with link-time optimisation, so the page carries no audio,
# joystick or renderer code (about 14 KB of gzip less than a default SDL); SDL_LEAN_AND_MEAN drops the software
# surface blitters, which a GL-only app never calls (another 28 KB of gzip).
ensure_sdl_wasm() {
  local prefix="$cache/sdl2-$sdl_version-wasm-lean"
  [ -f "$prefix/lib/libSDL2.a" ] && return 0
  begin_step "building SDL $sdl_version for wasm (a few minutes, once)" sdl2-wasm
  local build="$cache/.sdl2-$sdl_version-wasm-build"
  local advice="Look at the log; then remove $build and run make again."
  rm -rf "$build"
  emcmake cmake -S "$cache/SDL2-$sdl_version" -B "$build" -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF "-DCMAKE_C_FLAGS=-flto -DSDL_LEAN_AND_MEAN=1" \
    -DSDL_AUDIO=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_RENDER=OFF \
    -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_JOYSTICK=OFF -DSDL_VIRTUAL_JOYSTICK=OFF \
    -DCMAKE_INSTALL_PREFIX="$prefix" >>"$step_log" 2>&1 || fail "Configuring SDL2 for wasm failed." "$advice"
  cmake --build "$build" -j"$(nproc)" >>"$step_log" 2>&1 ||
    fail "Building SDL2 for wasm failed." "$advice"
  cmake --install "$build" >>"$step_log" 2>&1 || fail "Installing SDL2 for wasm into $prefix failed." "$advice"
  rm -rf "$build"
}

# =====================================================================================================================
# npm: Closure Compiler (the wasm build), CodeMirror and esbuild (the code editor's bundle) and playwright-core (the
# browser tests), each pinned by its lock file
# =====================================================================================================================

# npm_ci FOLDER PACKAGE: installs FOLDER's package-lock.json into FOLDER/node_modules unless PACKAGE is there
# already and newer than the lock file.
npm_ci() {
  local dir="$here/$1" package=$2
  if [ -d "$dir/node_modules/$package" ] && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
    return 0
  fi
  begin_step "npm ci ($package)" "npm-ci-${package//\//-}"  # a scoped name's slash would make a folder
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >>"$step_log" 2>&1) ||
    fail "npm could not install $package into $dir/node_modules." \
         "Check that the registry npm is set up with ($(npm config get registry 2>/dev/null || echo 'npm config get registry')) is reachable, then run make again."
}

# =====================================================================================================================
# The stages
# =====================================================================================================================

stage=${1:-native}
case "$stage" in
  native|web|browser) ;;
  *) log "unknown stage '$stage': use native, web or browser"; exit 2;;
esac
apt_install "${native_packages[@]}"
# Node runs the native build's web-tool tests (and makes the page's settings table): CMake asks for it at configure.
apt_install_command node nodejs
fetch_source imgui "$imgui_version" "imgui-$imgui_version"  # the desktop app is built from the same sources
if [ "$stage" = web ] || [ "$stage" = browser ]; then
  apt_install "${web_packages[@]}"
  fetch_source libsdl2 "$sdl_version" "SDL2-$sdl_version"
  ensure_wasm_headers
  ensure_sdl_wasm
  apt_install_command npm npm
  npm_ci tools/closure google-closure-compiler
  npm_ci tools/editor @codemirror/view
fi
if [ "$stage" = browser ]; then
  apt_install "${browser_packages[@]}"
  npm_ci tests/browser playwright-core
fi
echo "QKV_CACHE=$cache"
