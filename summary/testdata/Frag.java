/** Frag holds the methods select_test.go cuts into fragments. */
public class Frag {
    // Four consecutive if-then statements: SSUM chains of at most three.
    static int chain(int a) {
        int r = 0;
        if (a > 0) {
            r++;
        }
        if (a > 1) {
            r++;
        }
        if (a > 2) {
            r++;
        }
        if (a > 3) {
            r++;
        }
        return r;
    }

    // A loop inside a loop, with code before and after the inner loop.
    static int nested(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            for (int j = 0; j < i; j++) {
                s++;
            }
            s--;
        }
        return s;
    }
}
