import org.sosy_lab.sv_benchmarks.Verifier;

// true: for any two chars, codePointAt reads one code point of two chars
// exactly when they are a surrogate pair (charCount 2), toChars gives the
// chars back, codePointBefore after them reads the same code point, and
// offsetByCodePoints by one code point moves past it.
public class V128_CodePointRoundTrip {
    public static void main(String[] args) {
        char[] c = {Verifier.nondetChar(), Verifier.nondetChar()};
        int cp = Character.codePointAt(c, 0);
        boolean pair = Character.isSurrogatePair(c[0], c[1]);
        assert (Character.charCount(cp) == 2) == pair;
        char[] back = Character.toChars(cp);
        assert back[0] == c[0];
        if (pair) {
            assert back[1] == c[1];
            assert Character.codePointBefore(c, 2) == cp;
            assert Character.highSurrogate(cp) == c[0] && Character.lowSurrogate(cp) == c[1];
        }
        assert Character.offsetByCodePoints(c, 0, 2, 0, 1) == back.length;
    }
}
