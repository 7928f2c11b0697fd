import org.sosy_lab.sv_benchmarks.Verifier;

// false: "axb" matches a.b, and its middle char is 'x'. '.' can match a
// surrogate pair, so the match splits in three: matches (where the
// assert fails: the witness), does not match, and a text holding a
// surrogate, which is a concretisation (unsupported with
// symbolic.concretize = "error"): verify ends that path and goes on.
// It prints "paths: 3 (errors 1)".
public class V142_DotMatch {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.matches("a.b")) {
            assert s.charAt(1) != 'x';
        }
    }
}
