import org.sosy_lab.sv_benchmarks.Verifier;

// true: x % 4 lies in -3..3, and every case maps it into 0..3.
public class V28_SwitchRemainder {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int r;
        switch (x % 4) {
            case 0: r = 0; break;
            case 1: case -3: r = 1; break;
            case 2: case -2: r = 2; break;
            case 3: case -1: r = 3; break;
            default: r = -1;
        }
        assert r >= 0 && r <= 3 && ((x % 4) + 4) % 4 == r;
    }
}
