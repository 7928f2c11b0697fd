import org.sosy_lab.sv_benchmarks.Verifier;

// false: (byte) 200 is -56.
public class V42_ByteCast {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x >= 0 && x < 256);
        byte b = (byte) x;
        assert b >= 0;
    }
}
