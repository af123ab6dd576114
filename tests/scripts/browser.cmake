# browser.cmake — every tests/browser/*.test.mjs runs as a CTest test against build/web/ in headless Chromium.
file(GLOB QKV_BROWSER_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/browser/*.test.mjs)
find_program(QKV_NODE node REQUIRED)
foreach(script ${QKV_BROWSER_TESTS})
  get_filename_component(name ${script} NAME)
  string(REPLACE ".test.mjs" "" name ${name})
  add_test(NAME browser_${name} COMMAND ${QKV_NODE} ${script})
  set_tests_properties(browser_${name} PROPERTIES LABELS browser TIMEOUT 300
    ENVIRONMENT "QKV_WEB_DIR=${QKV_WEB_DIR}"
    # One Chromium at a time: two cores, and SwiftShader renders on the CPU. Started early (COST), beside the
    # sanitizer build, since they run one after another.
    RESOURCE_LOCK chromium COST 100)
endforeach()
# `make bench --quick` measures kernels natively, in Chromium and in PyTorch: about a minute on a busy 2-core machine.
if(TEST browser_bench_table)
  set_tests_properties(browser_bench_table PROPERTIES TIMEOUT 600)
endif()
