import org.sosy_lab.sv_benchmarks.Verifier;

// false: x & -x is the lowest set bit; for x = 3 it is 1, not x.
public class V19_LowestBit {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x != 0);
        assert (x & -x) == x;
    }
}
