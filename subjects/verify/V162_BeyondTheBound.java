import org.sosy_lab.sv_benchmarks.Verifier;

// unknown: the assert holds for every n (element 9 of new int[n] is zero
// when n > 9), but reading element 9 of an array longer than
// symbolic.max_array_length (8) cuts that path (counted, with
// symbolic.arrays_above_max_length; without it, the creation does), so the
// exploration is not complete and verify cannot answer true.
public class V162_BeyondTheBound {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0);
        int[] buf = new int[n];
        if (n > 9) {
            assert buf[9] == 0;
        }
    }
}
