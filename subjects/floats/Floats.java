/**
 * Small methods on symbolic float and double values whose paths depend on
 * IEEE 754 as Java defines it: NaN, signed zeros, infinities, rounding of
 * conversions, saturation of float-to-int casts. The path count of each is
 * derived in its comment (and asserted in cmd/gospf/floats_test.go); a
 * solver that treats floats as reals, as SPF does, finds fewer.
 */
public class Floats {
    /** 4 paths: NaN; above 1.5; zero (0.0 or -0.0); the rest. */
    public static int classify(double x) {
        if (x != x) {
            return 0;
        }
        if (x > 1.5) {
            return 1;
        }
        if (x == 0.0) {
            return 2;
        }
        return 3;
    }

    /**
     * 4 paths: x < y, x > y, x == y, and neither, which only NaN allows
     * (over the reals the fourth is infeasible).
     */
    public static int order(double x, double y) {
        if (x < y) {
            return -1;
        }
        if (x > y) {
            return 1;
        }
        if (x == y) {
            return 0;
        }
        return 2;
    }

    /**
     * 4 paths: (int) f saturates to MAX_VALUE (f >= 2^31 or +infinity);
     * it is 0 (NaN, or |f| < 1); f is negative (f <= -1, down to MIN_VALUE
     * by saturation); f is in [1, 2^31).
     */
    public static int toInt(float f) {
        int i = (int) f;
        if (i == Integer.MAX_VALUE) {
            return 1;
        }
        if (i == 0) {
            return 2;
        }
        if (f < 0) {
            return 3;
        }
        return 4;
    }

    /**
     * 2 paths: i2f rounds x to 24 significant bits, so (int) (float) x
     * differs from x for some x (16777217), and equals it for others
     * (MAX_VALUE rounds to 2^31, which saturates back to MAX_VALUE).
     */
    public static int roundTrip(int x) {
        float f = x;
        if ((int) f != x) {
            return 1;
        }
        return 0;
    }

    /**
     * 3 paths: Math.min(a, b) == a (a <= b, no NaN; also a = 0.0 with
     * b = -0.0, since -0.0 == 0.0); the minimum is NaN (an operand is
     * NaN); it is b < a.
     */
    public static int min(double a, double b) {
        double m = Math.min(a, b);
        if (m == a) {
            return 0;
        }
        if (m != m) {
            return 1;
        }
        return 2;
    }

    /**
     * 3 paths: floatToIntBits is 0x7fc00000 exactly for NaN; negative for
     * a set sign bit (-0.0, negative values, -infinity); the rest.
     */
    public static int bits(float f) {
        int b = Float.floatToIntBits(f);
        if (b == 0x7fc00000) {
            return 0;
        }
        if (b < 0) {
            return 1;
        }
        return 2;
    }

    /**
     * 5 paths: a % 2.0f (truncated, with a's sign) is 1.0f (a = 1), -1.0f
     * (a = -1), a zero (a = 0, a = 2), NaN (a infinite or NaN), or another
     * value (a = 0.5f).
     */
    public static int rem(float a) {
        float r = a % 2.0f;
        if (r == 1.0f) {
            return 1;
        }
        if (r == -1.0f) {
            return -1;
        }
        if (r == 0.0f) {
            return 0;
        }
        if (r != r) {
            return 3;
        }
        return 2;
    }

    /**
     * 3 paths: (float) d equals d (d representable as a float, infinities
     * included); it overflows to an infinity for a finite d (d = 1e300);
     * it rounds or d is NaN.
     */
    public static int narrow(double d) {
        float f = (float) d;
        if (f == d) {
            return 0;
        }
        if (Float.isInfinite(f)) {
            return 1;
        }
        return 2;
    }

    /**
     * 3 paths: Float.compare orders -0.0 below 0.0 and NaN above all: its
     * sign is negative, positive or zero, each feasible.
     */
    public static int compare(float a, float b) {
        int c = Float.compare(a, b);
        if (c < 0) {
            return -1;
        }
        if (c > 0) {
            return 1;
        }
        return 0;
    }

    /**
     * 2 paths: l2d rounds to 53 bits, so (long) (double) x differs from x
     * for x = 2^53 + 1 and equals it for x = 0.
     */
    public static int longRoundTrip(long x) {
        double d = x;
        if ((long) d != x) {
            return 1;
        }
        return 0;
    }

    /**
     * 3 paths, through a float field of an object and a boxed Double: the
     * sum of a and b is NaN (either is NaN, or they are infinities of
     * opposite signs), above 10, or neither.
     */
    public static int sum(float a, double b) {
        Pair p = new Pair();
        p.x = a;
        Double boxed = b;
        double s = p.x + boxed;
        if (Double.isNaN(s)) {
            return 0;
        }
        if (s > 10) {
            return 1;
        }
        return 2;
    }

    static final class Pair {
        float x;
    }
}
