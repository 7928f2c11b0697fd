import org.sosy_lab.sv_benchmarks.Verifier;

// false: Integer.parseInt accepts every Unicode decimal digit, so a single
// char outside '0'..'9' can parse (Arabic-Indic three, U+0663, is 3).
public class V58_UnicodeDigit {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        Verifier.assume(s.length() == 1 && (s.charAt(0) < '0' || s.charAt(0) > '9'));
        try {
            Integer.parseInt(s);
            assert false;
        } catch (NumberFormatException e) {
            System.out.println("not a number");
        }
    }
}
