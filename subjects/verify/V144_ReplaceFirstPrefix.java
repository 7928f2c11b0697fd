import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: replaceFirst("\\A", p)
// puts p in front of the text (\A matches the empty string at 0, the
// first match), so the result starts with p and is p's length longer.
// No case split: one path.
public class V144_ReplaceFirstPrefix {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String t = s.replaceFirst("\\A", "pre");
        assert t.startsWith("pre");
        assert t.length() == s.length() + 3;
    }
}
