// double_double.hpp — numbers kept as an unevaluated sum hi + lo of two doubles (about 106 bits), with the
// error-free sums and products they are built from. Used where a double result must be known well enough to say
// on which side of a rounding boundary it falls. Needs -ffp-contract=off (qkv_core has it): a fused step would
// break the exactness of the products.
#pragma once

#include <cmath>

namespace qkv {

struct DoubleDouble {
    double hi = 0.0, lo = 0.0;
};

namespace dd {

// a + b = sum + error exactly (Knuth), for any a and b.
inline DoubleDouble two_sum(double a, double b) {
    const double sum = a + b;
    const double b_part = sum - a;
    return {sum, (a - (sum - b_part)) + (b - b_part)};
}

// a + b exactly when |a| >= |b| (Dekker).
inline DoubleDouble fast_two_sum(double a, double b) {
    const double sum = a + b;
    return {sum, b - (sum - a)};
}

// a * b = product + error exactly, by Veltkamp's split into 26-bit halves (no fused multiply-add needed).
inline DoubleDouble two_product(double a, double b) {
    auto split = [](double v) {
        const double t = v * 134217729.0;  // 2^27 + 1
        const double high = t - (t - v);
        return DoubleDouble{high, v - high};
    };
    const DoubleDouble x = split(a), y = split(b);
    const double product = a * b;
    const double error = ((x.hi * y.hi - product) + x.hi * y.lo + x.lo * y.hi) + x.lo * y.lo;
    return {product, error};
}

inline DoubleDouble add(DoubleDouble a, DoubleDouble b) {
    DoubleDouble s = two_sum(a.hi, b.hi);
    const DoubleDouble t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}

inline DoubleDouble add(DoubleDouble a, double b) { return add(a, DoubleDouble{b, 0.0}); }
inline DoubleDouble negate(DoubleDouble a) { return {-a.hi, -a.lo}; }
inline DoubleDouble subtract(DoubleDouble a, DoubleDouble b) { return add(a, negate(b)); }

inline DoubleDouble multiply(DoubleDouble a, DoubleDouble b) {
    DoubleDouble p = two_product(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return fast_two_sum(p.hi, p.lo);
}

inline DoubleDouble multiply(DoubleDouble a, double b) { return multiply(a, DoubleDouble{b, 0.0}); }

// a / b: the quotient of the high parts, then two corrections from the exact remainder.
inline DoubleDouble divide(DoubleDouble a, DoubleDouble b) {
    const double q1 = a.hi / b.hi;
    DoubleDouble r = subtract(a, multiply(b, q1));
    const double q2 = r.hi / b.hi;
    r = subtract(r, multiply(b, q2));
    const double q3 = r.hi / b.hi;
    return add(fast_two_sum(q1, q2), q3);
}

// a * 2^n, exact while the result stays normal.
inline DoubleDouble scale(DoubleDouble a, int n) { return {std::ldexp(a.hi, n), std::ldexp(a.lo, n)}; }

}  // namespace dd
}  // namespace qkv
