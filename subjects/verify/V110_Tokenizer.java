import java.util.StringTokenizer;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: StringTokenizer finds the delimiters with delimiters.indexOf(c)
// for each char c of the input, a symbolic char in a concrete string
// (exact: a choice over the delimiters' positions). An input of two
// tokens whose first is "go" ("go x", "go,x", " go  x" ...) fails the
// assertion; the shortest has 4 chars ("go,\u0002" with the bound of 4
// the corpus sets: each char of a longer bound multiplies the tokenizer's
// paths, 106 at 4 chars, 170 at 5).
public class V110_Tokenizer {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        StringTokenizer st = new StringTokenizer(s, " ,");
        int n = 0;
        String first = null;
        while (st.hasMoreTokens()) {
            String t = st.nextToken();
            if (n == 0) {
                first = t;
            }
            n++;
        }
        assert !(n == 2 && first.equals("go"));
    }
}
