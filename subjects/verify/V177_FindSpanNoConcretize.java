import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// unknown (a perfect verifier says false, as for V172), with
// symbolic.concretize = "error": find() is exact, but end() (Java
// evaluates it before start()) needs the match, whose text is not
// concretised under "error": that path stops with one line naming
// java.util.regex.Matcher.end()I, and the verdict is unknown.
public class V177_FindSpanNoConcretize {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Matcher m = Pattern.compile("#\\d{3}").matcher(s);
        if (m.find()) {
            assert m.end() - m.start() != 4;
        }
    }
}
