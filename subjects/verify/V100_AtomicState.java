import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.sosy_lab.sv_benchmarks.Verifier;

// false: AtomicBoolean and AtomicReference (VarHandles on their fields).
// For x > 0 the flag is set and the state moves from "idle" to "running";
// the second compareAndSet expects "idle", so it changes nothing then, and
// for x <= 0 it is not reached. So the flag is set exactly when the state
// is "running" (the first assertion holds), and the second assertion
// fails exactly for x == 42.
public class V100_AtomicState {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        AtomicReference<String> state = new AtomicReference<>("idle");
        AtomicBoolean started = new AtomicBoolean(false);
        if (x > 0) {
            started.set(true);
            state.compareAndSet("idle", "running");
        }
        if (x > 10) {
            state.compareAndSet("idle", "done");
        }
        assert started.get() == state.get().equals("running");
        if (x == 42) {
            assert !state.getAndSet("stopped").equals("running");
        }
    }
}
