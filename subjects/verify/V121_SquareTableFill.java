import org.sosy_lab.sv_benchmarks.Verifier;

// true: n is 1 or 2, the table has n*n cells, and the nested loops write
// cell r*n+c only for r != c, both below n, so r*n+c <= (n-1)*n+(n-1) =
// n*n-1: no index is out of bounds and nothing is caught. The loops fill
// the table with inputs, so loop merging (search.merge "auto") cannot
// merge the path with n = 2 and replays it from the loop's first branch;
// the replay must decide the table's bounds from the path condition of
// each branch as it was met, not from the whole path's (which knows n = 2
// from the start): the last read is then in bounds on every path.
public class V121_SquareTableFill {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n > 0 && n < 3);
        int[] table = new int[n * n];
        try {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (r == c) {
                        continue;
                    }
                    table[r * n + c] = Verifier.nondetInt();
                }
            }
            int last = table[n * n - 1];
        } catch (ArrayIndexOutOfBoundsException e) {
            assert false;
        }
    }
}
