import org.sosy_lab.sv_benchmarks.Verifier;

// true: new StringBuffer(n) throws NegativeArraySizeException, whose
// message is n's text, exactly when n < 0; otherwise the capacity is n
// and never below the length as k chars are appended, trimToSize cuts it
// to the length, and ensureCapacity(m) makes it at least m, leaving it at
// the length when m is not above it.
public class V131_BuilderCapacityBounds {
    public static void main(String[] args) {
        char c = Verifier.nondetChar();
        int k = Verifier.nondetInt();
        int n = Verifier.nondetInt();
        int m = Verifier.nondetInt();
        if (n < -20 || m > 100 || k < 0 || k > 6) {
            return;
        }
        StringBuffer b;
        try {
            b = new StringBuffer(n);
        } catch (NegativeArraySizeException e) {
            assert n < 0;
            assert e.getMessage().equals("" + n);
            return;
        }
        assert n >= 0 && b.capacity() == n;
        for (int i = 0; i < k; i++) {
            b.append(c);
            assert b.capacity() >= b.length();
        }
        b.trimToSize();
        assert b.capacity() == k;
        b.ensureCapacity(m);
        assert b.capacity() >= m;
        assert m > k || b.capacity() == k;
    }
}
