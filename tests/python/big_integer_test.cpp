// python_big_integer_test.cpp — ints beyond 64 bits: decimal text, floor division, rounding to float, hashes.
#include <gtest/gtest.h>

#include "python/runtime/big_integer.hpp"
#include "python/runtime/errors.hpp"
#include "run_program.hpp"

using namespace qkv::python;

TEST(PythonBigInteger, DecimalTextRoundTrips) {
    const std::string digits = "-123456789012345678901234567890123456789";
    EXPECT_EQ(BigInteger::parse(digits, 10)->to_string(), digits);
    EXPECT_EQ(BigInteger::parse("ffffffffffffffffff", 16)->to_string(), "4722366482869645213695");
    EXPECT_FALSE(BigInteger::parse("12a", 10).has_value());
}

TEST(PythonBigInteger, ResultsThatFitAreSmallIntsAgain) {
    const BigInteger two_64 = BigInteger(1).shifted_left(64);
    EXPECT_EQ(int_value(two_64).type, Type::BigInt);
    EXPECT_EQ(int_value(two_64 - two_64).type, Type::Int);
    EXPECT_EQ(repr(big_arithmetic("**", BigInteger(2), BigInteger(64))), "18446744073709551616");
    EXPECT_EQ(repr(big_arithmetic("*", BigInteger(INT64_MAX), BigInteger(2))), "18446744073709551614");
}

TEST(PythonBigInteger, FloorDivisionTakesTheDivisorsSign) {
    const BigInteger a = -BigInteger(1).shifted_left(64);
    BigInteger quotient, remainder;
    BigInteger::floor_divmod(a, BigInteger(7), quotient, remainder);
    EXPECT_EQ(quotient.to_string(), "-2635249153387078803");
    EXPECT_EQ(remainder.to_string(), "5");
    EXPECT_THROW(BigInteger::floor_divmod(a, BigInteger(0), quotient, remainder), PythonError);
}

TEST(PythonBigInteger, FloatConversionAndHashAreCPythons) {
    EXPECT_EQ(BigInteger(1).shifted_left(70).to_double(), 1180591620717411303424.0);
    EXPECT_EQ(BigInteger::parse("9007199254740993", 10)->to_double(), 9007199254740992.0);  // ties to even
    EXPECT_EQ(BigInteger(1).shifted_left(64).hash(), 8);      // 2**64 mod (2**61 - 1)
    EXPECT_EQ((-BigInteger(1).shifted_left(100)).hash(), -549755813888);
    EXPECT_THROW(BigInteger(1).shifted_left(1100).to_double(), PythonError);
}

TEST(PythonBigInteger, BitwiseOperatorsBeyond64BitsAreTwosComplement) {
    EXPECT_EQ(output_of("", "print((-(2**70)) & (2**70 + 5), (2**65) | -1, ~(2**64), (2**100) ^ (2**100 + 7))"),
              "1180591620717411303424 -1 -18446744073709551617 7\n");
}

