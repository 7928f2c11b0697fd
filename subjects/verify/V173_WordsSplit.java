import org.sosy_lab.sv_benchmarks.Verifier;

// false: on a text starting "a b" (an exact split), replaceAll("\\*",
// "^") is the exact model of a quoted literal char; replaceAll("\\w+",
// "word") has no exact model: the text is concretised there (counted)
// and JDK 17's Pattern replaces, giving "word word..." on every such
// text; three replaceFirst("\\A", "x") put "xxx" in front, and
// split(" \\s*") cuts at the first space: results[0] is "xxxword" on
// every text starting "a b", so the assert fails. The witness is the
// concretised text.
public class V173_WordsSplit {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.startsWith("a b")) {
            s = s.replaceAll("\\*", "^");
            s = s.replaceAll("\\w+", "word");
            for (int i = 0; i < 3; i++) {
                s = s.replaceFirst("\\A", "x");
            }
            String[] results = s.split(" \\s*");
            assert !results[0].equals("xxxword");
        }
    }
}
