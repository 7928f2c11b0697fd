/**
 * Bit operations and overflow, for SPF's z3bitvector decision procedure:
 * every test below has a model in Java's 32-bit arithmetic. x * 3 == 7
 * holds for x = 0xAAAAAAAD (the product wraps), which a theory of
 * mathematical integers would call infeasible.
 */
public class BitFlags {
    public static int check(int x, int y) {
        if (x * 3 == 7) {
            return 7;
        }
        if ((x & 0xFF) == 0x42) {
            if ((x >>> 24) == 0x7F) {
                return 1;
            }
            return 2;
        }
        if ((x ^ y) < 0) {
            return 3;
        }
        if ((x | y) == 0) {
            return 4;
        }
        if (x << 3 == 8) {
            return 6;
        }
        return 5;
    }

    public static void main(String[] args) {
        System.out.println(check(0, 0));
    }
}
