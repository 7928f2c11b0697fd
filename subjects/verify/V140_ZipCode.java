import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: a text that matches \d{5}
// has five chars, each an ASCII digit ('\d' is [0-9] without
// UNICODE_CHARACTER_CLASS). matches is membership in a regular language,
// exact at any length; the regex holds no surrogate, so the path splits
// in two (matches, does not), and the asserts hold on the first. Paths: 2.
public class V140_ZipCode {
    public static void main(String[] args) {
        String zip = Verifier.nondetString();
        if (zip.matches("\\d{5}")) {
            assert zip.length() == 5;
            char c = zip.charAt(4);
            assert c >= '0' && c <= '9';
        }
    }
}
