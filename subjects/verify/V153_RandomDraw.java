import java.util.Random;

// false with symbolic.nondet_random (verdicts.toml): the program asserts
// that two draws of a seeded Random differ or a third is not 0.375, which
// holds for the JVM's sequence from seed 7 but not for every
// nondeterministic value: the witness draws nextInt_1 = nextInt_2 (each
// in 0..99) and nextDouble_3 = 0.375 x 2^53 = 3377699720527872 (m of
// m x 2^-53), and the replaying Random (java/witness/patch) returns them
// on the JVM.
public class V153_RandomDraw {
    public static void main(String[] args) {
        Random r = new Random(7);
        int a = r.nextInt(100);
        int b = r.nextInt(100);
        double d = r.nextDouble();
        assert a != b || d != 0.375;
    }
}
