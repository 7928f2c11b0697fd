// int overflow, wrap-around, MIN_VALUE corner cases, increments.
public class Arith01IntWrap {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        int max = id(Integer.MAX_VALUE);
        int min = id(Integer.MIN_VALUE);
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(max * 2);
        System.out.println(min * -1);
        System.out.println(min / id(-1));
        System.out.println(min % id(-1));
        System.out.println(-min);
        System.out.println(Math.abs(min));
        System.out.println(max * max);
        System.out.println(min * min);
        System.out.println(id(123456789) * id(987654321));
        System.out.println(id(-46341) * id(46341));
        int x = id(0x7ffffff0);
        for (int i = 0; i < 5; i++) {
            x += 7;
            System.out.println(x);
        }
        int y = id(10);
        y += 1000;
        y -= 40000;
        y += 100000;
        y += 127;
        y -= 128;
        System.out.println(y);
        int h = 0;
        for (int i = 0; i < 100; i++) {
            h = 31 * h + i;
        }
        System.out.println(h);
        System.out.println(Integer.MAX_VALUE + Integer.MAX_VALUE);
        int neg = id(-7);
        System.out.println(~neg);
        System.out.println(-neg);
        System.out.println(~min);
        long widenedLate = max + 1;
        long widenedEarly = max + 1L;
        System.out.println(widenedLate);
        System.out.println(widenedEarly);
        int a = id(5);
        int b = a++ + ++a;
        System.out.println(a + " " + b);
        int c = a-- - --a;
        System.out.println(a + " " + c);
        int d = id(3);
        d = d++;
        System.out.println(d);
        d *= d + 2;
        System.out.println(d);
        int fact = 1;
        for (int i = 1; i <= 20; i++) {
            fact *= i;
            System.out.print(fact);
            System.out.print(i < 20 ? "," : "\n");
        }
        System.out.println(Integer.MIN_VALUE == -Integer.MIN_VALUE);
        System.out.println(Integer.MAX_VALUE + 1 == Integer.MIN_VALUE);
    }
}
