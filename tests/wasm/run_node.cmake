# run_node.cmake — runs one node test program of the wasm build; fails with a clear message when it was not built.
#   cmake -DWASM_DIR=<wasm build folder> -DPROGRAM=golden_wasm -DARGS=<arguments> [-DNODE_ARGS=<node's options>] -P run_node.cmake
set(candidates "${WASM_DIR}/tests/${PROGRAM}.js" "${WASM_DIR}/${PROGRAM}.js")
set(script "")
foreach(candidate ${candidates})
  if(EXISTS "${candidate}")
    set(script "${candidate}")
    break()
  endif()
endforeach()
if(script STREQUAL "")
  message(FATAL_ERROR "${PROGRAM}.js is missing from ${WASM_DIR} (looked for: ${candidates}). Build the wasm tests "
                      "first: emcmake cmake -S <repo> -B ${WASM_DIR} -DQKV_WASM_HEADERS=<dir> && cmake --build ${WASM_DIR}")
endif()
find_program(NODE node REQUIRED)
execute_process(COMMAND "${NODE}" --no-experimental-fetch ${NODE_ARGS} "${script}" ${ARGS} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} failed under node (status ${status})")
endif()
