// bytes_type_test.cpp — bytes from str.encode and literals: repr, indexing, slicing, decode and CPython 3.11's
// messages (expected text printed by CPython 3.11).
#include <gtest/gtest.h>

#include "run_program.hpp"

TEST(PythonBytes, BytesBasics) {
    EXPECT_EQ(output_of("", "b = 'caf\\u00e9'.encode()\nprint(b, len(b), b[0], b[:3], b.decode(), list(b'ab'), b'a' + b'b')"),
              "b'caf\\xc3\\xa9' 5 99 b'caf' caf\u00e9 [97, 98] b'ab'\n");
    EXPECT_EQ(error_of("", "b'a' + 'b'"), "TypeError: can't concat str to bytes");
}
