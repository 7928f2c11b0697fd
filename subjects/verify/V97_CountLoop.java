import org.sosy_lab.sv_benchmarks.Verifier;

// unknown, with symbolic.max_string_length = -1: counting the chars of a
// string never counts more than its length (a perfect verifier says true),
// but the loop runs once per char and a string has any length, so every
// iteration is a branch on the length and the paths never end: the
// depth_limit (12 here) cuts them, and the verdict names the cut.
public class V97_CountLoop {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 'a') {
                n++;
            }
        }
        assert n <= s.length();
    }
}
