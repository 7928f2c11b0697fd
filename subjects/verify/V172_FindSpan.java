import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: a match of "#\d{3}" is 4 chars long, so where find() finds one
// (an exact split), end() - start() is 4 on every text: start() reads
// the match, the text is concretised (counted) and JDK 17's Matcher
// answers on it, and the assert fails; the witness is that text.
public class V172_FindSpan {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Matcher m = Pattern.compile("#\\d{3}").matcher(s);
        if (m.find()) {
            assert m.end() - m.start() != 4;
        }
    }
}
