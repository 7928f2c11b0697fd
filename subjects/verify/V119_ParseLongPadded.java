import org.sosy_lab.sv_benchmarks.Verifier;

// false: Long.parseLong is exact on symbolic text of up to 18 chars (an
// optional sign, then decimal digits of any of Java's digit blocks, else
// NumberFormatException), so a text of two chars whose value is 7 exists:
// "07", "+7", or "\u0660\u0667" (Arabic-Indic zero and seven) ...: the
// assertion fails. Texts that are no number take the exception's path.
public class V119_ParseLongPadded {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() == 2) {
            try {
                long v = Long.parseLong(s);
                assert v != 7L;
            } catch (NumberFormatException e) {
                return;
            }
        }
    }
}
