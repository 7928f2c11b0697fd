import org.sosy_lab.sv_benchmarks.Verifier;

// false: i = 2 writes a[2].
public class V08_ArrayIndex {
    public static void main(String[] args) {
        int[] a = new int[5];
        int i = Verifier.nondetInt();
        Verifier.assume(i >= 0 && i < 5);
        a[i] = 1;
        assert a[2] == 0;
    }
}
