import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: where matches() of "(\d+)-(\d+)" holds (an exact split), the
// two groups and the '-' make up the whole text; group(1) reads the
// match, so the text is concretised (counted) and JDK 17's Matcher
// replays matches() on it and answers; the lengths add up on every
// matching text and the assert fails. The witness is that text.
public class V176_MatchesGroups {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Matcher m = Pattern.compile("(\\d+)-(\\d+)").matcher(s);
        if (m.matches()) {
            assert m.group(1).length() + m.group(2).length() + 1 != s.length();
        }
    }
}
