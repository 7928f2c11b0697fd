import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: Pattern.compile("(ab)+").matcher(s).matches() accepts "abab",
// so the assert fails on it. The regex compiles concretely (its
// bytecode); Matcher.matches is the model, a split in two (matches, does
// not), and the equality splits the first: the witness is "abab";
// verify stops at the error: "paths: 1 (errors 1)".
public class V143_MatcherPairs {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (Pattern.compile("(ab)+").matcher(s).matches()) {
            assert !s.equals("abab");
        }
    }
}
