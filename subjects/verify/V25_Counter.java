import org.sosy_lab.sv_benchmarks.Verifier;

// false: three true choices make the counter 3.
public class V25_Counter {
    static int count;

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            if (Verifier.nondetBoolean()) {
                count++;
            }
        }
        assert count < 3;
    }
}
