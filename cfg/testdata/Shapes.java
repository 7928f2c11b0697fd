public class Shapes {
    // One diamond: the join is the return.
    static int diamond(int x) {
        int y;
        if (x > 0) {
            y = 1;
        } else {
            y = 2;
        }
        return y + x;
    }

    // An if without else, then a second test in sequence.
    static int sequence(int x, int y) {
        int s = 0;
        if (x > 0) s += 1;
        if (y > 0) s += 2;
        return s;
    }

    // A short-circuit condition: both tests join at the same block.
    static int shortCircuit(int a, int b) {
        int r = 0;
        if (a > 0 && b > 0) {
            r = 1;
        }
        return r;
    }

    // A loop whose body holds a diamond.
    static int loop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            if (i > 2) {
                s += i;
            } else {
                s -= 1;
            }
        }
        return s;
    }

    // Returns on both sides: no join before the exit.
    static int early(int x) {
        if (x < 0) {
            return -1;
        }
        return x * 2;
    }

    // A try block: the division may throw to the handler.
    static int guarded(int a, int b) {
        int r;
        try {
            r = a / b;
        } catch (ArithmeticException e) {
            r = 0;
        }
        return r;
    }

    // A switch with a fall-through case.
    static int sw(int k) {
        int r;
        switch (k) {
        case 1: r = 10; break;
        case 2: r = 20;
        case 3: r = 30; break;
        default: r = 0;
        }
        return r;
    }

    // An endless loop on one side: that side never reaches the exit.
    static void spin(int x) {
        if (x > 0) {
            while (true) {
            }
        }
    }
}
