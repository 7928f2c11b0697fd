import org.sosy_lab.sv_benchmarks.Verifier;

// true: x ^ (x >>> 16) is 0 only when the high half is 0 and the low half
// equals it, that is x == 0 (HashMap's hash spreading loses nothing at 0).
public class V41_HashSpread {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int h = x ^ (x >>> 16);
        assert h != 0 || x == 0;
    }
}
