// libm_test.cpp — natively, qkv::libm is the C library CPython calls: every golden argument answers, with CPython's
// bits. (tests/wasm/libm_wasm.cpp runs the same file against the WebAssembly build.)
#include "core/libm.hpp"

#include <gtest/gtest.h>

#include "../golden/libm_reader.hpp"

TEST(Libm, AnswersEveryGoldenArgumentWithCPythonsBits) {
    qkv::golden::LibmTally tally;
    ASSERT_TRUE(qkv::golden::check_libm_file(QKV_SOURCE_DIR "/tests/golden/libm_cpython.txt", tally));
    EXPECT_EQ(tally.refused, 0);
    EXPECT_EQ(tally.library_differs, 0);  // the golden file is this machine's glibc
    EXPECT_EQ(tally.differ, 0) << tally.first_difference;
    EXPECT_GT(tally.answered, 3500);
}
