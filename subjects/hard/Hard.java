// Runs that do not end by themselves in reasonable time: checks Z3 does
// not finish for minutes, stopped by max_time or a signal while they run,
// and a run that would exhaust memory, stopped by max_memory
// (cmd/gospf/interrupt_test.go).
public class Hard {
    // stringKey computes the bucket HashMap.put would give a symbolic
    // String among 16, as JDK 17's bytecode does (gospf's model of HashMap
    // avoids it, jdk/hashmap.go), and reads the table there: the hash code
    // is a polynomial over the chars, and the bucket index a symbolic
    // array index, one check per bucket. The key has a concrete prefix of
    // five chars, so its hash needs the reduction modulo 2^32 that Z3
    // does not finish (a key of up to four chars has a hash Z3 decides at
    // once: solver/z3 hashCode).
    public static int stringKey(String s) {
        int[] table = new int[16];
        int h = ("key: " + s).hashCode();
        return table[(h ^ (h >>> 16)) & 15];
    }

    // grow holds 4 KB more at each of its 10^5 choice points, all on one
    // path, whose saved states the search keeps: 400 MB of Java arrays
    // alone, so a run of it ends by max_memory (or by the system).
    public static int grow(int x) {
        int[][] keep = new int[100000][];
        for (int i = 0; i < keep.length; i++) {
            keep[i] = new int[1000];
            if (x == i) {
                return i;
            }
        }
        return -1;
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
