import java.util.Random;

// true with symbolic.nondet_random (verdicts.toml): whatever the seed,
// Random's values keep their contracts: nextInt(10) is in 0..9,
// nextDouble() in [0, 1) (m x 2^-53), nextFloat() in [0, 1) (m x 2^-24),
// and nextInt(0) throws IllegalArgumentException. Paths: each assert's
// failing side is infeasible, so 2: nextBoolean() true or false.
public class V152_RandomRanges {
    public static void main(String[] args) {
        Random r = new Random(42);
        int i = r.nextInt(10);
        assert i >= 0 && i < 10;
        double d = r.nextDouble();
        assert d >= 0 && d < 1;
        float f = r.nextFloat();
        assert f >= 0 && f < 1;
        boolean thrown = false;
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            thrown = true;
        }
        assert thrown;
        if (r.nextBoolean()) {
            assert r.nextLong() == r.nextLong() || true;
        }
    }
}
