import org.sosy_lab.sv_benchmarks.Verifier;

// false: t = new String(s) is a new object (t != s holds on every path)
// with s's text. With s of at least 3 chars whose third char (read
// through a builder holding s) is 'z' and whose first two match "xy"
// (regionMatches(0, "xy", 0, 2)), s starts with "xyz"; s = "xyz" makes t
// equal "xyz" and fails the last assertion.
public class V123_CopiedPrefix {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String t = new String(s);
        assert t != s;
        StringBuilder b = new StringBuilder(s);
        if (s.length() >= 3 && b.charAt(2) == 'z' && s.regionMatches(0, "xy", 0, 2)) {
            assert !t.equals("xyz");
        }
    }
}
