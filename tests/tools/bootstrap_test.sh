#!/usr/bin/env bash
# bootstrap_test.sh — tools/bootstrap.sh on a faked Debian machine, so the install path runs on every `make test`
# even where everything is installed. Each case gets a copy of the script in a fake clone, an empty cache and a
# PATH that holds only tests/tools/standin.sh (as dpkg-query, apt-get, npm ...) and the plain tools the script uses.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
plain_tools=(bash env dirname basename mkdir cat tail sed grep awk tr find sort head mktemp tar gzip mv rm ln nproc tee
             touch readlink)
faked_tools=(dpkg-query apt-get apt-config id emcmake cmake)

# =====================================================================================================================
# A fake machine, a run of the bootstrap on it, expectations about the run
# =====================================================================================================================

# new_machine NAME [PACKAGE...]: a machine with only the named packages installed and a deb-only apt source.
new_machine() {
  machine="$scratch/$1"
  mkdir -p "$machine/bin" "$machine/repo/tools/closure" "$machine/repo/tools/editor" "$machine/repo/tests/browser" \
           "$machine/etc/apt/sources.list.d" "$machine/cache"
  cp "$root/tools/bootstrap.sh" "$machine/repo/tools/"
  cp "$root/tools/closure/package.json" "$root/tools/closure/package-lock.json" "$machine/repo/tools/closure/"
  cp "$root/tools/editor/package.json" "$root/tools/editor/package-lock.json" "$machine/repo/tools/editor/"
  cp "$root/tests/browser/package.json" "$root/tests/browser/package-lock.json" "$machine/repo/tests/browser/"
  local tool
  for tool in "${plain_tools[@]}"; do ln -s "$(command -v "$tool")" "$machine/bin/$tool"; done
  for tool in "${faked_tools[@]}"; do ln -s "$root/tests/tools/standin.sh" "$machine/bin/$tool"; done
  printf 'Types: deb\nURIs: mirror\nSuites: bookworm\nComponents: main\n' >"$machine/etc/apt/sources.list.d/debian.sources"
  shift
  printf '%s\n' "$@" >"$machine/installed"
  : >"$machine/removed"
}

# bootstrap STAGE [VAR=VALUE...]: runs the copy on the machine; sets status, and out/err/calls files.
bootstrap() {
  : >"$machine/calls.log"
  env -i PATH="$machine/bin" HOME="$machine" FAKE_MACHINE="$machine" QKV_CACHE="$machine/cache" "${@:2}" \
    "$machine/repo/tools/bootstrap.sh" "$1" >"$machine/out" 2>"$machine/err"
  status=$?
}

problems=()
expect() { "${@:2}" >/dev/null 2>&1 || problems+=("$1"); }
called() { grep -qE "$1" "$machine/calls.log"; }
not_called() { ! called "$1"; }
said() { grep -qF -- "$1" "$machine/err"; }
exit_status_is() { [ "$status" = "$1" ]; }
installed_once() { [ -z "$(sort "$machine/installed" | uniq -d)" ]; }
asked_packages() { sed -n 's/^dpkg-query -W -f=.*\\n //p' "$machine/calls.log" | tr ' ' '\n' | sort -u; }
all_asked_installed() { [ -n "$(asked_packages)" ] && ! asked_packages | grep -qvxFf "$machine/installed"; }
install_calls() { sed -n 's/^apt-get install -y -qq --no-install-recommends //p' "$machine/calls.log" | tr ' ' '\n'; }
none_installed_of() { local package; for package in "$@"; do ! install_calls | grep -qxF "$package" || return 1; done; }
editor_libraries_installed() {
  local package
  for package in @codemirror/view @codemirror/lang-python @lezer/python esbuild; do
    [ -d "$machine/repo/tools/editor/node_modules/$package" ] || return 1
  done
}
cache_has() { [ -e "$machine/cache/$1" ]; }
a_failure_named() { said "FAILED: $1" && exit_status_is 1 && ! said "a command exited with status"; }

passed=0 failed=0
run_case() {
  problems=()
  "$1"
  if [ ${#problems[@]} = 0 ]; then
    passed=$((passed + 1)); echo "ok   $1"
  else
    failed=$((failed + 1)); echo "FAIL $1"
    printf '     expected: %s\n' "${problems[@]}"
    echo "     exit status $status; stderr:"; sed 's/^/     | /' "$machine/err"
  fi
}

# =====================================================================================================================
# The cases
# =====================================================================================================================

preinstalled=(build-essential cmake python3 clang chromium)

installs_what_is_missing_and_only_that() {
  new_machine fresh "${preinstalled[@]}"
  echo fonts-inter >"$machine/removed"  # apt-get remove leaves its configuration: still to be installed
  bootstrap browser
  expect "exit status 0" exit_status_is 0
  expect "the last line names the cache" grep -qx "QKV_CACHE=$machine/cache" "$machine/out"
  expect "apt-get update before installing" called '^apt-get update'
  expect "every package asked about is installed afterwards" all_asked_installed
  expect "fonts-inter (removed, config files left) installed again" grep -qx fonts-inter "$machine/installed"
  expect "no package installed twice" installed_once
  expect "no installed package installed again" none_installed_of "${preinstalled[@]}"
  expect "node and npm installed from Debian when missing" grep -qx nodejs "$machine/installed"
  expect "a deb-src entry derived from the machine's own source" \
    grep -qx 'Types: deb-src' "$machine/etc/apt/sources.list.d/qkv-deb-src.sources"
  expect "the derived entry keeps the machine's mirror" grep -qx 'URIs: mirror' "$machine/etc/apt/sources.list.d/qkv-deb-src.sources"
  expect "ImGui sources unpacked into the cache" cache_has imgui-1.86/README
  expect "SDL2 sources unpacked into the cache" cache_has SDL2-2.26.5/README
  expect "SDL2 for wasm built with emcmake" called '^emcmake cmake -S .*SDL2-2.26.5'
  expect "SDL2 built lean (no software blitters)" called '^emcmake cmake .*SDL_LEAN_AND_MEAN=1'
  expect "SDL2 for wasm installed into the cache" cache_has sdl2-2.26.5-wasm-lean/lib/libSDL2.a
  expect "Closure Compiler installed into tools/closure" [ -d "$machine/repo/tools/closure/node_modules/google-closure-compiler" ]
  expect "CodeMirror and esbuild installed into tools/editor" editor_libraries_installed
  expect "playwright-core installed into tests/browser" [ -d "$machine/repo/tests/browser/node_modules/playwright-core" ]
  expect "each step says what it does" said "[bootstrap] apt-get install"
}

a_second_run_installs_nothing() {
  new_machine twice "${preinstalled[@]}"
  bootstrap browser
  bootstrap browser
  expect "exit status 0" exit_status_is 0
  expect "no apt-get at all" not_called '^apt-get'
  expect "no npm ci" not_called '^npm ci'
  expect "no SDL2 build" not_called '^(emcmake|cmake)'
  expect "nothing said but the cache line" [ ! -s "$machine/err" ]
}

cached_sources_and_sdl_are_not_fetched_again() {
  new_machine first
  bootstrap browser
  local cache="$scratch/first/cache"
  new_machine second
  rm -rf "$machine/cache" && cp -a "$cache" "$machine/cache"
  bootstrap browser
  expect "exit status 0" exit_status_is 0
  expect "packages still installed" called '^apt-get install'
  expect "no apt-get source" not_called '^apt-get source'
  expect "no deb-src entry added" [ ! -e "$machine/etc/apt/sources.list.d/qkv-deb-src.sources" ]
  expect "no SDL2 build" not_called '^(emcmake|cmake)'
}

native_stage_stops_before_the_web_tools() {
  new_machine native
  bootstrap native
  expect "exit status 0" exit_status_is 0
  expect "the native packages installed" all_asked_installed
  expect "ImGui fetched" cache_has imgui-1.86/README
  expect "node, which the native build's configure asks for" grep -qx nodejs "$machine/installed"
  expect "the oracle's matplotlib, for the programs that draw" grep -qx python3-matplotlib "$machine/installed"
  expect "no emscripten" none_installed_of emscripten chromium
  expect "no SDL2" not_called '^(emcmake|cmake)|apt-get source .*libsdl2'
  expect "no npm ci" not_called '^npm ci'
}

web_stage_installs_closure_but_not_the_browser() {
  new_machine web
  bootstrap web
  expect "exit status 0" exit_status_is 0
  expect "Closure Compiler installed into tools/closure" [ -d "$machine/repo/tools/closure/node_modules/google-closure-compiler" ]
  expect "CodeMirror and esbuild installed into tools/editor" editor_libraries_installed
  expect "no playwright-core" [ ! -e "$machine/repo/tests/browser/node_modules" ]
  expect "no chromium" none_installed_of chromium
}

a_failing_apt_get_install_is_explained() {
  new_machine install-fails
  bootstrap native FAKE_FAIL=install
  expect "exit status 1 and the step named" a_failure_named "apt-get install"
  expect "what to do" said "apt-get failed (the end of its log is below). Fix what it says, or run by hand:  apt-get install"
  expect "apt-get's own last lines" said "| E: Sub-process /usr/bin/dpkg returned an error code (1)"
  expect "nothing after the failed step" not_called '^apt-get source'
}

no_network_to_the_mirror_is_explained() {
  new_machine offline
  bootstrap native FAKE_FAIL=update-network
  expect "exit status 1 and the step named" a_failure_named "apt-get update"
  expect "says the mirror could not be reached" said "The package mirror could not be reached (no network?)"
  expect "names the machine's source files" said "$machine/etc/apt/sources.list.d/debian.sources"
}

not_root_without_sudo_is_explained() {
  new_machine no-sudo
  bootstrap native FAKE_UID=1000
  expect "exit status 1 and the step named" a_failure_named "apt-get update"
  expect "says root is needed" said "Installing needs root, and this user is not root and has no sudo."
  expect "gives the command to run as root" said "Run this as root, then run make again:  apt-get update"
  expect "nothing installed" not_called '^apt-get'
}

not_root_with_sudo_installs_through_sudo() {
  new_machine sudo
  ln -s "$root/tests/tools/standin.sh" "$machine/bin/sudo"
  bootstrap native FAKE_UID=1000
  expect "exit status 0" exit_status_is 0
  expect "apt-get install through sudo" called '^sudo env DEBIAN_FRONTEND=noninteractive apt-get install'
  expect "the deb-src entry written through sudo" called '^sudo tee .*qkv-deb-src.sources'
  expect "apt-get source as the user" called '^apt-get source'
}

no_source_to_derive_deb_src_from_is_explained() {
  new_machine no-sources
  rm "$machine/etc/apt/sources.list.d/debian.sources"
  bootstrap native
  expect "exit status 1 and the step named" a_failure_named "adding deb-src entries"
  expect "says what to add and where" said "Add a deb-src entry for your Debian mirror to $machine/etc/apt/sources.list.d/"
}

a_failing_apt_get_source_is_explained() {
  new_machine source-fails
  bootstrap native FAKE_FAIL=source
  expect "exit status 1 and the step named" a_failure_named "apt-get source imgui (1.86), after apt-get update"
  expect "says the deb-src entry is what fails" said "apt has no source-package entry (deb-src) that works"
}

a_failing_npm_ci_is_explained() {
  new_machine npm-fails
  bootstrap browser FAKE_FAIL=npm
  expect "exit status 1 and the step named" a_failure_named "npm ci (google-closure-compiler)"
  expect "says where npm installs from" said "Check that the registry npm is set up with (http://registry.invalid/)"
  expect "npm's own last line" said "| npm ERR! network request failed"
}

an_unknown_stage_is_refused() {
  new_machine stage
  bootstrap everything
  expect "exit status 2" exit_status_is 2
  expect "names the stages" said "unknown stage 'everything': use native, web or browser"
  expect "nothing installed" not_called '^apt-get'
}

for case_name in installs_what_is_missing_and_only_that a_second_run_installs_nothing \
                 cached_sources_and_sdl_are_not_fetched_again native_stage_stops_before_the_web_tools \
                 web_stage_installs_closure_but_not_the_browser \
                 a_failing_apt_get_install_is_explained no_network_to_the_mirror_is_explained \
                 not_root_without_sudo_is_explained not_root_with_sudo_installs_through_sudo \
                 no_source_to_derive_deb_src_from_is_explained a_failing_apt_get_source_is_explained \
                 a_failing_npm_ci_is_explained an_unknown_stage_is_refused; do
  run_case "$case_name"
done
echo "bootstrap: $passed passed, $failed failed"
[ "$failed" = 0 ]
