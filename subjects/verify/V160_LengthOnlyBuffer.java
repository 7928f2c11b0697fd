import org.sosy_lab.sv_benchmarks.Verifier;

// true: new int[n] for any n >= 0 has length n, whatever n is; the program
// reads only the length (and element 0 when n > 0, which is zero), so no
// path touches an element beyond symbolic.max_array_length (8): the array
// of a length above the bound holds 8 elements and the exploration covers
// every n, above the bound included (with symbolic.arrays_above_max_length;
// without it a length above 8 cuts the path and the verdict is unknown).
public class V160_LengthOnlyBuffer {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0);
        int[] buf = new int[n];
        assert buf.length == n;
        if (n > 1000) {
            assert buf.length > 8;
        }
        if (n > 0) {
            assert buf[0] == 0;
        }
    }
}
