import org.sosy_lab.sv_benchmarks.Verifier;

// false: a negative remainder reaches the default case.
public class V29_SwitchMissingCase {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int r;
        switch (x % 4) {
            case 0: r = 0; break;
            case 1: r = 1; break;
            case 2: r = 2; break;
            case 3: r = 3; break;
            default: r = -1;
        }
        assert r >= 0;
    }
}
