/**
 * A program whose paths differ between mathematical and Java integers:
 * with x > 2000000000, x + x overflows in Java. Under the int theory the
 * FALSE side of x + x > 0 is infeasible and the TRUE side's model does not
 * reach it on the JVM; under the bitvector theory it is the other way round.
 */
public class Overflow {
    public static int run(int x) {
        if (x > 2000000000) {
            if (x + x > 0) {
                return 1;
            }
            return 2;
        }
        return 0;
    }
}
