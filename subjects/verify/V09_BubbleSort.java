import org.sosy_lab.sv_benchmarks.Verifier;

// true: bubble sort of three inputs leaves them in ascending order.
public class V09_BubbleSort {
    public static void main(String[] args) {
        int[] a = {Verifier.nondetInt(), Verifier.nondetInt(), Verifier.nondetInt()};
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j + 1 < a.length - i; j++) {
                if (a[j] > a[j + 1]) {
                    int t = a[j];
                    a[j] = a[j + 1];
                    a[j + 1] = t;
                }
            }
        }
        for (int i = 0; i + 1 < a.length; i++) {
            assert a[i] <= a[i + 1];
        }
    }
}
