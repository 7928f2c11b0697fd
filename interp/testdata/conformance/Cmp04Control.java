// Control flow: labeled break/continue, do/while, tableswitch/lookupswitch, fallthrough.
public class Cmp04Control {
    static String daySwitch(int d) {
        switch (d) {
            case 1: return "Mon";
            case 2: return "Tue";
            case 3: return "Wed";
            case 4: return "Thu";
            case 5: return "Fri";
            case 6:
            case 7: return "Weekend";
            default: return "?";
        }
    }

    static int sparse(int v) {
        switch (v) {
            case -1000000: return 1;
            case -5: return 2;
            case 0: return 3;
            case 99: return 4;
            case 100000: return 5;
            case Integer.MAX_VALUE: return 6;
            case Integer.MIN_VALUE: return 7;
            default: return 0;
        }
    }

    @SuppressWarnings("fallthrough")
    static String fall(int v) {
        StringBuilder sb = new StringBuilder();
        switch (v) {
            case 0:
                sb.append("zero ");
            case 1:
                sb.append("one ");
                break;
            case 2:
                sb.append("two ");
            default:
                sb.append("default ");
            case 3:
                sb.append("three");
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        for (int d = 0; d <= 8; d++) {
            System.out.print(daySwitch(d) + " ");
        }
        System.out.println();
        int[] sv = {-1000000, -5, 0, 99, 100000, Integer.MAX_VALUE, Integer.MIN_VALUE, 1, -6};
        for (int v : sv) {
            System.out.print(sparse(v) + " ");
        }
        System.out.println();
        for (int v = 0; v <= 4; v++) {
            System.out.println(v + ": " + fall(v));
        }
        char op = '*';
        switch (op) {
            case '+': System.out.println("plus"); break;
            case '*': System.out.println("times"); break;
            default: System.out.println("other");
        }
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) {
                    continue outer;
                }
                if (i == 3) {
                    break outer;
                }
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int n = 0;
        do {
            n += 3;
        } while (n < 10);
        System.out.println(n);
        int m = 100;
        do {
            m++;
        } while (m < 10);
        System.out.println(m);
        int w = 1;
        while (true) {
            w *= 3;
            if (w > 500) {
                break;
            }
        }
        System.out.println(w);
        assert w == 729 : "assert with a true condition: output must not depend on -ea";
        assert w > 0;
        block:
        {
            System.out.println("in block");
            if (w > 0) {
                break block;
            }
            System.out.println("not printed");
        }
        int primes = 0;
        candidates:
        for (int c = 2; c < 200; c++) {
            for (int k = 2; k * k <= c; k++) {
                if (c % k == 0) {
                    continue candidates;
                }
            }
            primes++;
        }
        System.out.println("primes " + primes);
        int collatz = 27, steps = 0;
        while (collatz != 1) {
            collatz = (collatz & 1) == 0 ? collatz / 2 : 3 * collatz + 1;
            steps++;
        }
        System.out.println("collatz " + steps);
        int found = -1;
        search:
        for (int a = 1; a < 30; a++) {
            for (int b = a; b < 30; b++) {
                for (int c = b; c < 50; c++) {
                    if (a * a + b * b == c * c && a + b + c == 24) {
                        found = a * 10000 + b * 100 + c;
                        break search;
                    }
                }
            }
        }
        System.out.println(found);
        long lsw = 3L;
        switch ((int) lsw) {
            case 3:
                System.out.println("long->int switch");
                break;
        }
    }
}
