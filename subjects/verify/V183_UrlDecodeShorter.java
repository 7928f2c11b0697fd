import java.net.URLDecoder;
import org.sosy_lab.sv_benchmarks.Verifier;

// true on the JVM: URLDecoder.decode never lengthens a text ('+' becomes
// one char, an escape of 3 chars at most 1 char: a UTF-8 byte sequence
// of n escapes decodes to at most n chars, a malformed one throws or
// becomes one replacement char per byte). gospf: unknown, a text with an
// escape is concretised (its one text is decoded by the JDK's bytecode)
// and the strings are bounded.
public class V183_UrlDecodeShorter {
    public static void main(String[] args) throws Exception {
        String s = Verifier.nondetString();
        String d;
        try {
            d = URLDecoder.decode(s, "UTF-8");
        } catch (IllegalArgumentException e) {
            return;
        }
        assert d.length() <= s.length();
    }
}
