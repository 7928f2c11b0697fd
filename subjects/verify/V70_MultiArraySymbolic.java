import org.sosy_lab.sv_benchmarks.Verifier;

// false: new int[n][m] with n = 2 and m = 3 (and any other n >= 2 with
// m >= 3) makes grid[1][2] exist; the loops fill each cell with i + j, so
// grid[1][2] is 3 and the assertion fails. A negative n or m throws
// NegativeArraySizeException (no assertion); smaller sizes never reach it.
public class V70_MultiArraySymbolic {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int m = Verifier.nondetInt();
        int[][] grid = new int[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                grid[i][j] = i + j;
            }
        }
        if (n > 1 && m > 2) {
            assert grid[1][2] != 3;
        }
    }
}
