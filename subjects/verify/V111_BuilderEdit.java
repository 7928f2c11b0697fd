import org.sosy_lab.sv_benchmarks.Verifier;

// false: insert and deleteCharAt on symbolic content are exact. An offset
// beyond the content throws StringIndexOutOfBoundsException with JDK 17's
// message ("offset 5, length 2"), checked by the first assertion on every
// input shorter than 5 chars. Then sb is c + s + "!" and deleteCharAt(1)
// removes s's first char (or the "!" when s is empty), so the text is
// "x!" exactly when c = 'x' and s has one char: the second assertion fails.
public class V111_BuilderEdit {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        char c = Verifier.nondetChar();
        if (s.length() < 5) {
            String msg = null;
            try {
                new StringBuilder(s).insert(5, 'q');
            } catch (StringIndexOutOfBoundsException e) {
                msg = e.getMessage();
            }
            assert msg != null && msg.equals("offset 5, length " + s.length());
        }
        StringBuilder sb = new StringBuilder(s);
        sb.insert(0, c).insert(sb.length(), "!").deleteCharAt(1);
        assert !sb.toString().equals("x!");
    }
}
