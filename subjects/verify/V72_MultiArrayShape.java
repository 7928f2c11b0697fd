import org.sosy_lab.sv_benchmarks.Verifier;

// true: new char[n][3] for 0 <= n <= 4 has n rows of 3 chars, all zero;
// every n in the range is at most symbolic.max_array_length (8), so the
// exploration covers them all.
public class V72_MultiArrayShape {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 4);
        char[][] rows = new char[n][3];
        assert rows.length == n;
        for (char[] row : rows) {
            assert row.length == 3 && row[0] == 0 && row[2] == 0;
        }
    }
}
