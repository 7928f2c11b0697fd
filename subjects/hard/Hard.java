import java.util.HashMap;

// Checks that Z3 cannot finish in reasonable time: a run on them is
// stopped by max_time, a signal or max_memory while a check is running
// (cmd/gospf/interrupt_test.go).
public class Hard {
    // stringKey puts a symbolic String into a HashMap: its hash code is a
    // polynomial over the chars, and the bucket search compares it with
    // the keys already there.
    public static int stringKey(String s) {
        HashMap<String, Integer> m = new HashMap<>();
        m.put("alpha", 1);
        m.put("beta", 2);
        m.put(s, 3);
        if (m.get("alpha") == 3) {
            return 1;
        }
        return m.size();
    }

    // product asks for doubles whose product is an exact constant, with
    // both factors above 1.5: Z3 bit-blasts the 53-bit
    // multiplication.
    public static int product(double x, double y, double z) {
        if (x * y * z == 1234567.891011 && x > 1.5 && y > x && z > y) {
            return 1;
        }
        return 0;
    }
}
