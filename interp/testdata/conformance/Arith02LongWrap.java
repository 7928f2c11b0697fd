// long arithmetic: overflow, MIN_VALUE corner cases, mixing with int.
public class Arith02LongWrap {
    static long id(long x) { return x; }

    public static void main(String[] args) {
        long max = id(Long.MAX_VALUE);
        long min = id(Long.MIN_VALUE);
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(max * 3);
        System.out.println(min / id(-1));
        System.out.println(min % id(-1));
        System.out.println(-min);
        System.out.println(Math.abs(min));
        System.out.println(~min);
        System.out.println(id(0x123456789L) * id(0x987654321L));
        long fact = 1;
        for (int i = 1; i <= 25; i++) {
            fact *= i;
            System.out.println(i + "! = " + fact);
        }
        long fib0 = 0, fib1 = 1;
        for (int i = 0; i < 100; i++) {
            long t = fib0 + fib1;
            fib0 = fib1;
            fib1 = t;
        }
        System.out.println(fib0);
        int small = (int) id(-5);
        long mixed = small * 1000000000L;
        System.out.println(mixed);
        long notMixed = small * 1000000000;
        System.out.println(notMixed);
        long h = 1125899906842597L;
        String s = "conformance";
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        System.out.println(h);
        long lcg = 42;
        for (int i = 0; i < 10; i++) {
            lcg = lcg * 6364136223846793005L + 1442695040888963407L;
            System.out.println(lcg);
        }
        long a = id(7);
        a += 0x100000000L;
        a -= 1;
        a *= -1;
        System.out.println(a);
        System.out.println((int) a);
        System.out.println((int) (a >>> 32));
        System.out.println(Long.MAX_VALUE + Long.MAX_VALUE);
        long inc = id(Long.MAX_VALUE);
        inc++;
        System.out.println(inc == Long.MIN_VALUE);
    }
}
