// Integer division and remainder signs; floorDiv/floorMod.
public class Arith03DivRem {
    static int id(int x) { return x; }
    static long idl(long x) { return x; }

    public static void main(String[] args) {
        int[] as = {7, -7, 7, -7, 0, 1, -1, 100, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] bs = {2, 2, -2, -2, 3, -3, 5, 7, 10, 10};
        for (int i = 0; i < as.length; i++) {
            int a = id(as[i]);
            int b = id(bs[i]);
            System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b)
                    + ", floorDiv = " + Math.floorDiv(a, b) + ", floorMod = " + Math.floorMod(a, b));
        }
        long[] las = {7L, -7L, 1L << 40, -(1L << 40) - 3, Long.MIN_VALUE, Long.MAX_VALUE};
        long[] lbs = {-3L, 3L, 1000L, 1000L, 7L, -7L};
        for (int i = 0; i < las.length; i++) {
            long a = idl(las[i]);
            long b = idl(lbs[i]);
            System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b)
                    + ", floorDiv = " + Math.floorDiv(a, b) + ", floorMod = " + Math.floorMod(a, b));
        }
        for (int d = -4; d <= 4; d++) {
            if (d == 0) {
                continue;
            }
            StringBuilder sb = new StringBuilder();
            for (int n = -9; n <= 9; n += 3) {
                sb.append(n % d).append(' ');
            }
            System.out.println("mod " + d + ": " + sb.toString().trim());
        }
        System.out.println(5.5 % 2.0);
        System.out.println(-5.5 % 2.0);
        System.out.println(5.5f % -2.0f);
        System.out.println(1.0 % 0.0);
        System.out.println(7 / 2 * 2 + 7 % 2);
        int q = id(-17);
        q /= 4;
        System.out.println(q);
        q %= 3;
        System.out.println(q);
        char ch = 'z';
        System.out.println(ch / 10 + " " + ch % 10);
        byte by = -128;
        System.out.println(by / -1);
        short sh = -32768;
        System.out.println(sh / -1);
        System.out.println((short) (sh / -1));
    }
}
