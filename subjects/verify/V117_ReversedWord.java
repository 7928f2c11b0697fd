import org.sosy_lab.sv_benchmarks.Verifier;

// false: StringBuilder.reverse on symbolic content is exact (the char at
// i is the one at length-1-i, a surrogate pair kept in order), so the
// reversal of "level" is "level" but of "lever" is "revel": the input
// "lever" (5 chars, within the default bound of 8) fails the assertion,
// and so does no other, since the reversal is the input's only preimage.
public class V117_ReversedWord {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String r = new StringBuilder(s).reverse().toString();
        assert !r.equals("revel");
    }
}
