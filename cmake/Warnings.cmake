# Warnings.cmake — one warning policy for the project's own targets (never for third-party sources).
function(qkv_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()
