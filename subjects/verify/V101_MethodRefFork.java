import java.util.function.BiFunction;
import java.util.function.ToIntFunction;

import org.sosy_lab.sv_benchmarks.Verifier;

// false: method references to String's methods on a symbolic string. The
// model of charAt forks on its precondition (an index inside the text)
// and the choice re-runs the call, which a lambda has adapted in place: it
// must resume the implementation, not dispatch the interface call again
// on the rewritten stack (that gave a NullPointerException the JVM never
// throws). For a string of two chars or more, at.apply(s, 1) is its second
// char: the assertion fails exactly when that char is 'q'.
public class V101_MethodRefFork {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        ToIntFunction<String> len = String::length;
        BiFunction<String, Integer, Character> at = String::charAt;
        if (len.applyAsInt(s) > 1) {
            char c = at.apply(s, 1);
            assert c != 'q';
        }
    }
}
