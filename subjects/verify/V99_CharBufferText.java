import java.nio.CharBuffer;

import org.sosy_lab.sv_benchmarks.Verifier;

// false: Character.codePointAt(CharSequence, int) runs Character's own
// code on the sequence (charAt, and the surrogate tests, exact on a
// symbolic char), so a CharBuffer over a symbolic char is read char by
// char: the assertion fails exactly for c == 'x'. (A model that reads a
// sequence's text as a whole refuses symbolic text with one line; it used
// to read it as empty and throw a StringIndexOutOfBoundsException the JVM
// never throws, and the verdict was a wrong "true".)
public class V99_CharBufferText {
    public static void main(String[] args) {
        char c = Verifier.nondetChar();
        CharBuffer b = CharBuffer.wrap(new char[] {c, 'y'});
        int cp = Character.codePointAt(b, 0);
        assert cp != 'x';
    }
}
