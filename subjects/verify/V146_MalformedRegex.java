import java.util.regex.PatternSyntaxException;
import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: "(a" is no regex, so
// matches throws PatternSyntaxException (JDK 17's Pattern.compile runs
// on it) whatever the text, and the assert after it is never reached.
// One path.
public class V146_MalformedRegex {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        try {
            s.matches("(a");
            assert false;
        } catch (PatternSyntaxException e) {
            assert e.getIndex() == 2;
        }
    }
}
