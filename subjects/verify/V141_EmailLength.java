import org.sosy_lab.sv_benchmarks.Verifier;

// false: the shortest text that matches [a-z]+@[a-z]+\.com is 7 chars
// long ("a@b.com"), so the assert that a match is longer fails. The path
// splits on the match (2 cases) and then on the length (the error on the
// first); the witness is a 7-char address. verify stops at the error:
// "paths: 1 (errors 1)".
public class V141_EmailLength {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.matches("[a-z]+@[a-z]+\\.com")) {
            assert s.length() > 7;
        }
    }
}
