// Exceptions unwinding through many frames, constructors, static methods and loops.
@SuppressWarnings("serial")
public class Exc05StackUnwind {
    static class DepthException extends RuntimeException {
        final int depth;

        DepthException(int depth) {
            super("reached depth " + depth);
            this.depth = depth;
        }
    }

    static int finallies = 0;

    static int dive(int depth, int limit) {
        try {
            if (depth == limit) {
                throw new DepthException(depth);
            }
            return dive(depth + 1, limit) + 1;
        } finally {
            finallies++;
        }
    }

    static int catchAt(int depth, int catchDepth, int limit) {
        if (depth == limit) {
            throw new DepthException(depth);
        }
        if (depth == catchDepth) {
            try {
                return catchAt(depth + 1, catchDepth, limit);
            } catch (DepthException e) {
                return -e.depth * 1000 - depth;
            }
        }
        return catchAt(depth + 1, catchDepth, limit);
    }

    static class Fragile {
        final int v;

        Fragile(int v) {
            if (v < 0) {
                throw new IllegalArgumentException("negative " + v);
            }
            this.v = v;
        }
    }

    static int parseAll(String[] items) {
        int ok = 0;
        int bad = 0;
        for (String s : items) {
            try {
                ok += Integer.parseInt(s);
            } catch (NumberFormatException e) {
                bad++;
            }
        }
        return ok * 100 + bad;
    }

    static int recurseToOverflow(int n) {
        return n > 0 ? recurseToOverflow(n - 1) + 1 : 0;
    }

    public static void main(String[] args) {
        try {
            dive(0, 50);
        } catch (DepthException e) {
            System.out.println(e.getMessage() + " finallies=" + finallies);
        }
        System.out.println(catchAt(0, 10, 30));
        System.out.println(catchAt(0, 29, 30));
        Fragile f = null;
        try {
            f = new Fragile(5);
            f = new Fragile(-2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " kept v=" + f.v);
        }
        System.out.println(parseAll(new String[] {"1", "x", "22", "", "-3", "4.5"}));
        System.out.println(recurseToOverflow(500));
        int handled = 0;
        for (int i = 0; i < 200; i++) {
            try {
                try {
                    if (i % 3 == 0) {
                        throw new IllegalStateException();
                    }
                    if (i % 5 == 0) {
                        throw new UnsupportedOperationException();
                    }
                } catch (IllegalStateException e) {
                    handled += 1;
                    if (i % 2 == 0) {
                        throw new RuntimeException("escalate");
                    }
                }
            } catch (UnsupportedOperationException e) {
                handled += 10;
            } catch (RuntimeException e) {
                handled += 1000;
            }
        }
        System.out.println("handled " + handled);
    }
}
