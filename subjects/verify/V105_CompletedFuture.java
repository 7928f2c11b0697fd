import java.util.concurrent.CompletableFuture;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: CompletableFuture's class initialiser looks up VarHandles on
// fields of its nested classes (package access from a full-privilege
// Lookup, which the JVM grants); a completed future's thenApply runs the
// function at once, so f.join() is x + 1 and the assertion fails for
// x = 41 only.
public class V105_CompletedFuture {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        CompletableFuture<Integer> f = CompletableFuture.completedFuture(x).thenApply(v -> v + 1);
        assert f.join() != 42;
    }
}
