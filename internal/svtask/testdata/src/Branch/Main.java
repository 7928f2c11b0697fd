import org.sosy_lab.sv_benchmarks.Verifier;

// Replaces its arguments on one branch only: on the other it reads the
// command line, so the command line plays a part (the store comes first
// in code order, but not on every path).
public class Main {
    public static void main(String[] args) {
        if (Verifier.nondetBoolean()) {
            args = new String[] {"a"};
        }
        assert args.length == 1;
    }
}
