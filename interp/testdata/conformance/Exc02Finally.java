// finally semantics: ordering, return overriding, break/continue through finally, exception replacement.
public class Exc02Finally {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int overrideReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static int valueCaptured() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("finally set x=").append(x).append("; ");
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    @SuppressWarnings("finally")
    static void replace() {
        try {
            throw new RuntimeException("first");
        } finally {
            throw new IllegalStateException("second");
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) {
                    throw new IllegalArgumentException("m1");
                }
                if (mode == 2) {
                    throw new UnsupportedOperationException("m2");
                }
                sb.append("inner-end ");
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
                if (mode == 1) {
                    throw new IllegalStateException("rethrown");
                }
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("outer-end ");
        } catch (IllegalStateException e) {
            sb.append("outer-catch-ISE(").append(e.getMessage()).append(") ");
        } catch (RuntimeException e) {
            sb.append("outer-catch-RE(").append(e.getMessage()).append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static int loopWithFinally() {
        int total = 0;
        for (int i = 0; i < 10; i++) {
            try {
                if (i == 2) {
                    continue;
                }
                if (i == 6) {
                    break;
                }
                total += i;
            } finally {
                total += 100;
            }
        }
        return total;
    }

    static void rethrow() throws Exception {
        try {
            throw new Exception("original");
        } catch (Exception e) {
            log.append("caught ").append(e.getMessage()).append("; ");
            throw e;
        } finally {
            log.append("finally after rethrow; ");
        }
    }

    public static void main(String[] args) {
        System.out.println(overrideReturn());
        System.out.println(valueCaptured() + " " + log);
        System.out.println(swallow());
        try {
            replace();
        } catch (RuntimeException e) {
            System.out.println("replaced by: " + e.getClass().getName() + " " + e.getMessage());
        }
        for (int m = 0; m <= 2; m++) {
            System.out.println(nested(m));
        }
        System.out.println(loopWithFinally());
        log.setLength(0);
        try {
            rethrow();
        } catch (Exception e) {
            System.out.println(log + "outer got " + e.getMessage());
        }
        int depth = 0;
        try {
            try {
                try {
                    depth = 3;
                    throw new ArithmeticException("deep");
                } finally {
                    depth *= 10;
                }
            } finally {
                depth += 1;
            }
        } catch (ArithmeticException e) {
            System.out.println("depth " + depth + " " + e.getMessage());
        }
        String s = "start";
        try {
            s += "-try";
        } finally {
            s += "-finally";
        }
        System.out.println(s);
    }
}
