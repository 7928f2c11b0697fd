/**
 * Division by a symbolic divisor: the divisor-is-zero choice throws
 * ArithmeticException; then both sides of q > 5 are feasible (b = 1 gives
 * q = 100; b = 100 gives q = 1).
 */
public class Divide {
    public static int run(int b) {
        int q = 100 / b;
        if (q > 5) {
            return 1;
        }
        return 0;
    }
}
