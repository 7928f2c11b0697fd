import org.sosy_lab.sv_benchmarks.Verifier;

// true: x & (x - 1) clears the lowest set bit, so it is 0 exactly when x
// has at most one bit set; bits counts them without a branch (the JDK's
// Integer.bitCount, Hacker's Delight 5-2).
public class V18_PowerOfTwo {
    static int bits(int i) {
        i = i - ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i + (i >>> 4)) & 0x0f0f0f0f;
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        return i & 0x3f;
    }

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if ((x & (x - 1)) == 0) {
            assert bits(x) <= 1;
        }
    }
}
