/**
 * InfeasibleLength allocates an array whose symbolic length the path
 * condition bounds from both sides apart: on the path with b == 12 the
 * length is b where b <= 3. Speculative search reaches the allocation on
 * that path before any check tells it that the path is infeasible
 * (cmd/fuzzdiff, seed 51, program 11: gospf failed there with an internal
 * error, no case of the length being open).
 */
public class InfeasibleLength {
    public static int run(int b) {
        int r = 0;
        if (b == 12) {
            r = 1;
        }
        int[] a = new int[b > 3 ? 3 : b];
        return r + a.length;
    }
}
