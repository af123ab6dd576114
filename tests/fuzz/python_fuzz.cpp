// python_fuzz.cpp — libFuzzer target over the whole interpreter (tokenizer, parser, evaluator, torch module),
// with libFuzzer's own byte mutations (python_fuzz_statements.cpp mutates whole lines instead).
#include "run_program.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    run_fuzz_program(data, size);
    return 0;
}
