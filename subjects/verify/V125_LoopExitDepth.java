import org.sosy_lab.sv_benchmarks.Verifier;

// false: the loop runs as long as the inputs are not 0, and the assertion
// fails when it ran exactly 3 times. The loop's test falls through to
// i++ (javac: ifeq to the break), the TRUE side, which a depth-first
// search takes first: one unlimited pass of one explorer never leaves the
// loop. verify's iterative deepening (search.deepening = 64; the corpus
// runs this program with search.depth_limit = 0 and one explorer, as a
// second explorer would take the exit's subtree) cuts the first pass at
// 64 choices,
// and its backtracking meets the exit after 3 iterations: the witness's
// nondetInt values are three non-zero ones and then 0.
public class V125_LoopExitDepth {
    public static void main(String[] args) {
        int i = 0;
        while (true) {
            if (Verifier.nondetInt() != 0) {
                i++;
                continue;
            }
            break;
        }
        assert i != 3;
    }
}
