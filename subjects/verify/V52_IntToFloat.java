import org.sosy_lab.sv_benchmarks.Verifier;

// false: 16777217 (2^24 + 1) is not a float; i2f rounds it to 2^24.
public class V52_IntToFloat {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x > 0);
        float f = x;
        assert (int) f == x;
    }
}
