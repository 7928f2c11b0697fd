import org.sosy_lab.sv_benchmarks.Verifier;

// false: on a text starting "ab ,c" (an exact split), split("\\s*,\\s*")
// concretises the text (counted) and JDK 17's Pattern.split cuts it at
// " ,": the first field is "ab" and there is a second one starting with
// "c", on every such text, so the assert fails; the witness is the
// concretised text.
public class V175_SplitFields {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.startsWith("ab ,c")) {
            String[] f = s.split("\\s*,\\s*");
            assert f.length < 2 || !f[0].equals("ab");
        }
    }
}
