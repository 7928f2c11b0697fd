import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: find() of "[0-9]+" splits
// exactly (the text holds a digit, or not); where it holds none, the
// text is not "a7", and a second find() answers false again (the
// matcher's state is unchanged: it searches from 0 once more), without
// a split or a concretisation; where a digit is found, the text is not
// empty. No text is concretised, so the exploration is complete: two
// paths. (Z3 4.8.12 leaves the membership undecided next to indexOf:
// an assert s.indexOf('7') < 0 in place of the equality gets unknown.)
public class V171_FindNoneAgain {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Matcher m = Pattern.compile("[0-9]+").matcher(s);
        if (!m.find()) {
            assert !s.equals("a7");
            assert !m.find();
        } else {
            assert s.length() > 0;
        }
    }
}
