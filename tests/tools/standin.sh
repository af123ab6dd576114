#!/usr/bin/env bash
# standin.sh — the machine tools/bootstrap.sh talks to, faked for tests/tools/bootstrap_test.sh. Linked under the
# names of the commands it stands in for (dpkg-query, apt-get, apt-config, id, sudo, npm, emcmake, cmake); it acts
# on the fake machine in $FAKE_MACHINE and records every call in $FAKE_MACHINE/calls.log.
#
# $FAKE_MACHINE/installed   packages installed, one a line (apt-get install adds to it)
# $FAKE_MACHINE/removed     packages removed but not purged (dpkg reports "deinstall ok config-files")
# $FAKE_MACHINE/etc/apt/    the machine's apt sources
# FAKE_FAIL                 update-network | install | source | npm: that call fails as the real tool would
# FAKE_UID                  what `id -u` prints (default 0, root)
set -euo pipefail
machine=${FAKE_MACHINE:?FAKE_MACHINE must name the fake machine folder}
name=$(basename "$0")
printf '%s %s\n' "$name" "$*" >>"$machine/calls.log"
touch "$machine/installed" "$machine/removed"

dpkg_query() {  # dpkg-query -W -f=FORMAT PACKAGE...: a line per known package; exit 1 if any is unknown
  shift 2
  local package status=0
  for package in "$@"; do
    if grep -qxF "$package" "$machine/installed"; then echo "$package install ok installed"
    elif grep -qxF "$package" "$machine/removed"; then echo "$package deinstall ok config-files"
    else echo "dpkg-query: no packages found matching $package" >&2; status=1
    fi
  done
  return "$status"
}

# Installing a package that brings a command puts the command on the fake PATH.
command_of() { case "$1" in nodejs) echo node;; npm) echo npm;; esac; }

apt_get_install() {
  if [ "${FAKE_FAIL:-}" = install ]; then
    echo "E: Sub-process /usr/bin/dpkg returned an error code (1)"; return 100
  fi
  local package command
  for package in "$@"; do
    case "$package" in -*) continue;; esac
    echo "$package" >>"$machine/installed"
    command=$(command_of "$package")
    [ -z "$command" ] || ln -sf "$0" "$machine/bin/$command"
  done
}

# apt-get source: an upstream tarball whose top folder carries the version Debian 12 has.
apt_get_source() {
  if [ "${FAKE_FAIL:-}" = source ] || ! grep -rqs 'deb-src' "$machine/etc/apt/"; then
    echo "E: You must put some 'deb-src' URIs in your sources.list"; return 100
  fi
  local package=${*: -1} top
  case "$package" in imgui) top=imgui-1.86;; libsdl2) top=SDL2-2.26.5;; *) echo "E: Unable to find a source package for $package"; return 100;; esac
  mkdir -p "$top" && echo "$package" >"$top/README" && tar -czf "${package}_fake.orig.tar.gz" "$top" && rm -rf "$top"
  touch "${package}_fake.dsc"
}

apt_get() {
  case "$1" in
    update)
      if [ "${FAKE_FAIL:-}" = update-network ]; then
        echo "W: Failed to fetch mirror/dists/bookworm/InRelease  Temporary failure resolving 'mirror'"
        echo "E: Some index files failed to download. They have been ignored, or old ones used instead."
        return 100
      fi;;
    install) shift; apt_get_install "$@";;
    source) apt_get_source "$@";;
    *) echo "E: Invalid operation $1"; return 100;;
  esac
}

apt_config() {  # apt-config shell VAR KEY...: the fake machine's source list and parts folder
  shift
  while [ $# -ge 2 ]; do
    case "$2" in
      Dir::Etc::sourcelist/f) echo "$1='$machine/etc/apt/sources.list'";;
      Dir::Etc::sourceparts/d) echo "$1='$machine/etc/apt/sources.list.d/'";;
    esac
    shift 2
  done
}

npm_() {
  case "$1" in
    ci)
      if [ "${FAKE_FAIL:-}" = npm ]; then echo "npm ERR! network request failed, reason: getaddrinfo EAI_AGAIN"; return 1; fi
      # The packages package.json names under "dependencies", each as an empty folder.
      awk '/"dependencies"/ {inside = 1; next} inside && /}/ {inside = 0} inside {split($0, part, "\""); print part[2]}' \
        package.json | while read -r package; do mkdir -p "node_modules/$package"; done
      touch node_modules/.package-lock.json;;
    config) echo "http://registry.invalid/";;
  esac
}

cmake_() {  # records the install prefix at configure time; --install leaves the library there
  local argument
  for argument in "$@"; do
    case "$argument" in -DCMAKE_INSTALL_PREFIX=*) echo "${argument#*=}" >"$machine/cmake-prefix";; esac
  done
  if [ "$1" = --install ]; then
    mkdir -p "$(cat "$machine/cmake-prefix")/lib" && touch "$(cat "$machine/cmake-prefix")/lib/libSDL2.a"
  fi
}

case "$name" in
  dpkg-query) dpkg_query "$@";;
  apt-get) apt_get "$@";;
  apt-config) apt_config "$@";;
  id) [ "${1:-}" = -u ] && echo "${FAKE_UID:-0}";;
  sudo) exec "$@";;
  npm) npm_ "$@";;
  emcmake) exec "$@";;
  cmake) cmake_ "$@";;
  node) echo v20;;
  *) echo "standin.sh: no stand-in for $name" >&2; exit 127;;
esac
