import org.sosy_lab.sv_benchmarks.Verifier;

// false: the builder holds the input s; append(2.5f) adds "2.5" and
// append(0.125) adds "0.125" (Float.toString and Double.toString of
// these exact binary values); insert(0, {'x','y','z'}, 1, 2) puts "yz"
// in front and insert(0, 7L) puts "7" in front of that. The text is
// "7yz" + s + "2.50.125", which is "7yzab2.50.125" exactly for s = "ab":
// that input fails the assertion. (The concrete numbers and chars are
// appended to and inserted into symbolic text: the builder's models take
// them as their Java text.)
public class V122_BuilderNumbersAround {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        StringBuilder b = new StringBuilder(s);
        b.append(2.5f).append(0.125);
        b.insert(0, new char[] {'x', 'y', 'z'}, 1, 2);
        b.insert(0, 7L);
        assert !b.toString().equals("7yzab2.50.125");
    }
}
