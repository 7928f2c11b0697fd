import java.nio.CharBuffer;

import org.sosy_lab.sv_benchmarks.Verifier;

// false for a perfect verifier (c == 'x' fails the assertion); gospf's
// verdict is unknown: Character.codePointAt(CharSequence, int) is a model
// that computes with concrete text, and the CharBuffer's text is symbolic.
// The model says so instead of reading the symbolic text as empty (it
// threw StringIndexOutOfBoundsException "index 0, length 0", a path the
// JVM never takes, and the verdict was a wrong "true").
public class V99_CharBufferText {
    public static void main(String[] args) {
        char c = Verifier.nondetChar();
        CharBuffer b = CharBuffer.wrap(new char[] {c, 'y'});
        int cp = Character.codePointAt(b, 0);
        assert cp != 'x';
    }
}
