# core_includes.cmake — Python's core stands alone: no file under src/python/compiler, src/python/runtime or
# src/python/modules includes a torch or NumPy header (docs/architecture.md §3). Fails naming each such line.
#
#   cmake -DSOURCE_DIR=<repository> -P core_includes.cmake
cmake_minimum_required(VERSION 3.20)
file(GLOB_RECURSE core_files "${SOURCE_DIR}/src/python/compiler/*" "${SOURCE_DIR}/src/python/runtime/*"
     "${SOURCE_DIR}/src/python/modules/*")
set(found 0)
foreach(path ${core_files})
  file(STRINGS "${path}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"][^\">]*(torch|numpy)")
  foreach(line ${includes})
    file(RELATIVE_PATH relative "${SOURCE_DIR}" "${path}")
    message(SEND_ERROR "${relative}: ${line}")
    math(EXPR found "${found} + 1")
  endforeach()
endforeach()
if(found GREATER 0)
  message(FATAL_ERROR "${found} include(s) of torch from Python's core; reach torch through runtime/native_type.hpp")
endif()
list(LENGTH core_files checked)
message(STATUS "${checked} files of Python's core include nothing from torch")
