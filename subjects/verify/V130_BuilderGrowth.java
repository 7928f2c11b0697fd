import org.sosy_lab.sv_benchmarks.Verifier;

// false: JDK 17 grows a builder of capacity c whose content must become
// n > c chars long to the larger of n and 2c + 2. With n = 5: a text s
// of more than 5 chars (at most 8) grows it to 12, and appending "xy"
// (at most 10 chars) leaves 12; a text of 4 or 5 chars fits, and "xy"
// then grows it to 12; a shorter one leaves 5. So n = 5 with s of at
// least 4 chars fails the assertion, and no other n can (the capacity
// is n itself or, where it grew, at least 2n + 2 and not 12 for n != 5
// unless 2n + 2 < len(s) + 2 <= 10, where it is the length, at most 10).
public class V130_BuilderGrowth {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        int n = Verifier.nondetInt();
        if (n < 0 || n > 40) {
            return;
        }
        StringBuilder b = new StringBuilder(n);
        b.append(s);
        b.append("xy");
        assert !(b.capacity() == 12 && n == 5);
    }
}
