/**
 * Found by cmd/fuzzdiff (seed 3, program 2, int theory), minimised by hand.
 *
 * In the int theory, b << 23 is b * 2^23 (no overflow), so with b == 512
 * the divisor is 2^32 != 0 and the path returning a / (b << 23) is
 * feasible. Its model (b = 512) does not reach that path in Java: there
 * 512 << 23 wraps to 0. `gospf run --tests DIR` then stopped the whole run
 * with exit status 2, "path 1: cannot evaluate the returned value
 * a_1 / (b_2 << 23)", instead of writing the test flagged as an int-theory
 * OVERFLOW (as it does for other paths whose model overflows).
 *
 * Expected: gospf run intshiftdiveval.toml --tests DIR exits 0, and
 * gospf replay DIR reports path 1 as OVERFLOW (or PASS), not FAIL.
 */
public class IntShiftDivEval {
    public static int run(int a, int b) {
        if (b == 512) {
            return a / (b << 23);
        }
        return 0;
    }
}
