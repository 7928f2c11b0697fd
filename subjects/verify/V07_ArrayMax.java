import org.sosy_lab.sv_benchmarks.Verifier;

// true: the maximum found by a linear scan bounds every element.
public class V07_ArrayMax {
    public static void main(String[] args) {
        int[] a = new int[4];
        for (int i = 0; i < a.length; i++) {
            a[i] = Verifier.nondetInt();
        }
        int max = a[0];
        for (int i = 1; i < a.length; i++) {
            if (a[i] > max) {
                max = a[i];
            }
        }
        for (int i = 0; i < a.length; i++) {
            assert a[i] <= max;
        }
    }
}
