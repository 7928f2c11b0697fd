/**
 * Eight independent diamonds, then one test on their sum: the path
 * explosion veritesting removes. Each diamond adds or subtracts its own
 * power of two, so the 256 sums are distinct and the sum is 255 on exactly
 * one combination (every input positive), where the method throws.
 */
public class Diamonds {
    public static int run(int x0, int x1, int x2, int x3, int x4, int x5, int x6, int x7) {
        int s = 0;
        if (x0 > 0) { s += 1; } else { s -= 1; }
        if (x1 > 0) { s += 2; } else { s -= 2; }
        if (x2 > 0) { s += 4; } else { s -= 4; }
        if (x3 > 0) { s += 8; } else { s -= 8; }
        if (x4 > 0) { s += 16; } else { s -= 16; }
        if (x5 > 0) { s += 32; } else { s -= 32; }
        if (x6 > 0) { s += 64; } else { s -= 64; }
        if (x7 > 0) { s += 128; } else { s -= 128; }
        if (s == 255) {
            throw new IllegalStateException("all positive");
        }
        return s;
    }
}
