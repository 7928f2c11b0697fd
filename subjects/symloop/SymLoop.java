/**
 * The symbolic-size dependent loop of Figure 3 of "Symbolic execution
 * with a bounded symbolic-size model" (Trabish, Kapus, Rinetzky, Cadar),
 * in Java: an array of symbolic length n, a loop to n that breaks when z
 * is 0. Every iteration's test i < n is a fork on the symbolic length.
 */
public class SymLoop {
    public static int run(int n, int z) {
        int[] p = new int[n];
        int i = 0;
        for (; i < n; i++) {
            if (z == 0) {
                break;
            }
            p[i] = i;
        }
        return i;
    }
}
