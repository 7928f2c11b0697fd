import org.sosy_lab.sv_benchmarks.Verifier;

// true: the JVM sets up System.in, System.out and System.err before main
// runs (System.initPhase1), so none is null, whatever the input.
public class V61_StandardStreams {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        assert System.in != null && System.out != null && System.err != null;
        assert x == x;
    }
}
