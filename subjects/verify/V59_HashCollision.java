import org.sosy_lab.sv_benchmarks.Verifier;

// false: "BB" has the hash code of "Aa" (2112).
public class V59_HashCollision {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Verifier.assume(s.length() == 2);
        assert s.hashCode() != "Aa".hashCode() || s.equals("Aa");
    }
}
