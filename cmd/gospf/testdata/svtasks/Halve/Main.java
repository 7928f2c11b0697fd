import org.sosy_lab.sv_benchmarks.Verifier;

// x / 2 * 2 == x fails exactly for odd x: the first odd input the search
// meets is a witness.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        assert x / 2 * 2 == x;
    }
}
