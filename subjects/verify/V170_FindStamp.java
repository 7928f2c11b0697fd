import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: the first find() splits exactly on whether the text holds a
// match of "T.*\d:\d\d" anywhere (its membership in .*(T.*\d:\d\d).*).
// Where it does, group() needs the leftmost match: the text is
// concretised (a model of the path condition, the equality added to it,
// counted) and JDK 17's Matcher computes the match on it. A match holds
// at most 8 chars (symbolic.max_string_length = 8; without a bound it
// is a substring of the concretised text), never the 40-char literal,
// so the assert fails on every text with a match: the witness is the
// concretised text, which replays on the JVM.
public class V170_FindStamp {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("T.*\\d:\\d\\d").matcher(Verifier.nondetString());
        while (m.find()) {
            String g = m.group();
            assert g.equals("a stamp of forty chars that never occurs");
        }
    }
}
