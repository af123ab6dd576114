# tools.cmake — the scripts a new user's first command runs.
#
#   bootstrap_install_path  tools/bootstrap.sh on a faked machine that lacks packages (tests/tools/bootstrap_test.sh)
#   shellcheck              shellcheck on every shell script of the repository
add_test(NAME bootstrap_install_path COMMAND ${CMAKE_SOURCE_DIR}/tests/tools/bootstrap_test.sh)
add_test(NAME shellcheck COMMAND ${CMAKE_SOURCE_DIR}/tests/tools/shell_lint.sh)
set_tests_properties(bootstrap_install_path shellcheck PROPERTIES LABELS tools)
