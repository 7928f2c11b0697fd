import org.sosy_lab.sv_benchmarks.Verifier;

// true: s is three symbolic chars a, b, c: a text of exactly 3 chars, no
// input bound. lastIndexOf(c) finds c last at index 2; toCharArray gives
// the 3 chars in order; trim keeps at most the 3; a text equal to "abc"
// but for case starts with 'a' or 'A' (no other char folds to 'a'); and
// replace('x', 'y') keeps the length. Each model is exact on symbolic
// text (the text's chars are a, b, c themselves), so every path is
// complete and the verdict is true.
public class V114_TextOfChars {
    public static void main(String[] args) {
        char a = Verifier.nondetChar();
        char b = Verifier.nondetChar();
        char c = Verifier.nondetChar();
        String s = "" + a + b + c;
        assert s.lastIndexOf(c) == 2;
        char[] cs = s.toCharArray();
        assert cs.length == 3 && cs[1] == b;
        assert s.trim().length() <= 3;
        if (s.equalsIgnoreCase("abc")) {
            assert a == 'a' || a == 'A';
        }
        assert s.replace('x', 'y').length() == 3;
    }
}
