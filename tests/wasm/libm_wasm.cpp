// libm_wasm.cpp — qkv::libm in WebAssembly (musl underneath) against CPython's bits:
//   node libm_wasm.js <path>/libm_cpython.txt
// Exit status 0 when no answer differs and at most one argument in eight is refused.
#include <cstdio>

#include "../golden/libm_reader.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: libm_wasm <libm_cpython.txt>\n");
        return 2;
    }
    qkv::golden::LibmTally tally;
    if (!qkv::golden::check_libm_file(argv[1], tally)) {
        std::fprintf(stderr, "libm_wasm: cannot read %s\n", argv[1]);
        return 2;
    }
    std::printf("libm in wasm: %d answered with CPython's bits, %d refused, %d differ%s%s (musl alone: %d differ)\n",
                tally.answered - tally.differ, tally.refused, tally.differ, tally.differ ? "; first: " : "",
                tally.first_difference.c_str(), tally.library_differs);
    const int total = tally.answered + tally.refused;
    return tally.differ == 0 && tally.refused * 8 <= total && total > 3500 ? 0 : 1;
}
