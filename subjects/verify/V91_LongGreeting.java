import org.sosy_lab.sv_benchmarks.Verifier;

// false, with symbolic.max_string_length = -1: a string that starts with
// "hello", ends with "world!" and has 12 or more chars ("hello" + one char
// + "world!") fails the assertion; no string of 8 chars or fewer does (the
// two affixes alone need 11 chars, and they cannot overlap in 11: "hello"
// ends in 'o', "world!" starts with 'w'), so under the default bound of 8
// the verdict is unknown, and only strings without a bound find it.
public class V91_LongGreeting {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert s.length() < 12 || !s.startsWith("hello") || !s.endsWith("world!");
    }
}
