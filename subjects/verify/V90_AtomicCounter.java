import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.sosy_lab.sv_benchmarks.Verifier;

// false: the atomic classes on a symbolic value (Unsafe's compare-and-set
// on a symbolic field, gospf runs one thread). incrementAndGet gives a + 1
// with Java's wrap-around, so the first assertion holds. compareAndSet(10,
// 0) swaps exactly when a + 1 == 10, so the second holds. c.get() is then
// 0 when a == 9 (swapped; l = 9 + 5 = 14, the third assertion holds) or
// when a == -1 (a + 1 == 0, not swapped; l = -1 + 5 = 4): the third
// assertion fails for a == -1 and only for it.
public class V90_AtomicCounter {
    public static void main(String[] args) {
        int a = Verifier.nondetInt();
        AtomicInteger c = new AtomicInteger(a);
        int after = c.incrementAndGet();
        assert after == a + 1;
        boolean swapped = c.compareAndSet(10, 0);
        assert swapped == (a == 9);
        AtomicLong l = new AtomicLong(a);
        l.addAndGet(5);
        assert c.get() != 0 || l.get() == 14;
    }
}
