import org.sosy_lab.sv_benchmarks.Verifier;

// false: codePointBefore(s, s.length()) is the code point that ends s: a
// surrogate pair's when s ends with a high and a low surrogate, else its
// last char. A text ending with "\uD83D\uDE00" (U+1F600), as that pair
// alone, fails the assertion; no single char can, as 0x1F600 is above
// every char.
public class V127_LastCodePoint {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() >= 1) {
            int cp = Character.codePointBefore(s, s.length());
            assert cp != 0x1F600;
        }
    }
}
