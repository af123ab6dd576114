// xtensor_without_exceptions.hpp — included first in every source of the page's program (cmake/App.cmake), which is
// compiled without C++ exceptions. xtensor and xtl then report a broken precondition by writing to std::cerr and
// aborting, which links all of iostream and its locales (about 45 KB of wasm); this writes the same message with
// stdio and aborts the same way.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include <xtensor/xtensor_config.hpp>
#include <xtl/xtl_config.hpp>

namespace qkv::app {

[[noreturn]] inline void stop_on_broken_precondition(const char* message) {
    std::fprintf(stderr, "%s\n", message);
    std::abort();
}

[[noreturn]] inline void stop_on_broken_precondition(const std::string& message) {
    stop_on_broken_precondition(message.c_str());
}

}  // namespace qkv::app

#undef XTENSOR_THROW
#define XTENSOR_THROW(exception_type, message) ::qkv::app::stop_on_broken_precondition(message)
#undef XTL_THROW
#define XTL_THROW(exception_type, message) ::qkv::app::stop_on_broken_precondition(message)
