import org.sosy_lab.sv_benchmarks.Verifier;

// false: for n >= 3 the program writes 7 at index 2 and asserts that the
// buffer is shorter than 100 whenever it holds 7 there; n = 100 (or any
// n >= 100) fails it. The failing path reads the length of an array above
// symbolic.max_array_length (8) and an element below the bound, so with
// symbolic.arrays_above_max_length it is explored, not cut; its witness
// replays on the JVM.
public class V161_LongBufferTail {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 3);
        long[] buf = new long[n];
        buf[2] = 7;
        if (buf[2] == 7) {
            assert buf.length < 100;
        }
    }
}
