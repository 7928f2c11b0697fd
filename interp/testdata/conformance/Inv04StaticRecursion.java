// invokestatic and recursion: fib, Ackermann (small), Hanoi, mutual recursion, gcd, power.
public class Inv04StaticRecursion {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long fibMemo(int n, long[] memo) {
        if (n < 2) {
            return n;
        }
        if (memo[n] != 0) {
            return memo[n];
        }
        return memo[n] = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
    }

    static int ack(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ack(m - 1, 1);
        }
        return ack(m - 1, ack(m, n - 1));
    }

    static int moves = 0;

    static void hanoi(int n, char from, char to, char via, StringBuilder out) {
        if (n == 0) {
            return;
        }
        hanoi(n - 1, from, via, to, out);
        moves++;
        if (n >= 4) {
            out.append(n).append(':').append(from).append(to).append(' ');
        }
        hanoi(n - 1, via, to, from, out);
    }

    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    static long power(long base, int exp) {
        if (exp == 0) {
            return 1;
        }
        long half = power(base, exp / 2);
        return exp % 2 == 0 ? half * half : half * half * base;
    }

    static int digitSum(long n) {
        return n < 10 ? (int) n : (int) (n % 10) + digitSum(n / 10);
    }

    static double mix(int a, long b, float c, double d, char e, short f, byte g, boolean h) {
        return h ? a + b + c + d + e + f + g : -1;
    }

    static String perms(String prefix, String rest) {
        if (rest.isEmpty()) {
            return prefix + " ";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rest.length(); i++) {
            sb.append(perms(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1)));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        StringBuilder fibs = new StringBuilder();
        for (int i = 0; i <= 18; i++) {
            fibs.append(fib(i)).append(' ');
        }
        System.out.println(fibs.toString().trim());
        System.out.println(fibMemo(90, new long[91]));
        for (int m = 0; m <= 2; m++) {
            for (int n = 0; n <= 3; n++) {
                System.out.print(ack(m, n) + " ");
            }
        }
        System.out.println(ack(3, 3));
        StringBuilder h = new StringBuilder();
        hanoi(6, 'A', 'C', 'B', h);
        System.out.println(moves + " " + h.toString().trim());
        System.out.println(isEven(100) + " " + isOdd(77) + " " + isEven(7));
        System.out.println(power(3, 39) + " " + power(2, 63) + " " + power(-2, 5));
        System.out.println(digitSum(Long.MAX_VALUE));
        System.out.println(mix(1, 2L, 0.5f, 0.25, 'A', (short) 3, (byte) 4, true));
        System.out.println(perms("", "abc").trim());
    }
}
