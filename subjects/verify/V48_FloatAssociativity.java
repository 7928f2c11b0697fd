import org.sosy_lab.sv_benchmarks.Verifier;

// false: float addition rounds: (1 + 1e8) - 1e8 is 0, not 1.
public class V48_FloatAssociativity {
    public static void main(String[] args) {
        float a = Verifier.nondetFloat();
        float b = Verifier.nondetFloat();
        Verifier.assume(!Float.isNaN(a + b));
        assert (a + b) - b == a;
    }
}
