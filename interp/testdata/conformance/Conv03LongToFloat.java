// Widening conversions that lose precision: int/long -> float/double rounding.
public class Conv03LongToFloat {
    static long idl(long x) { return x; }
    static int id(int x) { return x; }

    public static void main(String[] args) {
        long[] ls = {0L, 1L, 16777216L, 16777217L, 16777218L, 16777219L, 9007199254740992L, 9007199254740993L,
                9007199254740995L, Long.MAX_VALUE, Long.MIN_VALUE, -16777217L, 274877906943L, 1099511627777L, 0x7FFFFFBFFFFFFFFFL >>> 20};
        for (long v0 : ls) {
            long v = idl(v0);
            float f = v;
            double d = v;
            System.out.println(v + " -> float " + (double) f + " (back " + (long) f + "), double " + d + " (back " + (long) d + ")");
        }
        int[] is = {16777217, 16777219, Integer.MAX_VALUE, Integer.MIN_VALUE, 2147483520, 2147483584, -33554435};
        for (int v0 : is) {
            int v = id(v0);
            float f = v;
            double d = v;
            System.out.println(v + " -> float " + (double) f + " (back " + (int) f + "), double " + d);
        }
        double[] ds = {0.1, 1.0 / 3, 1e40, -1e-50, 3.4028235677973366E38, 3.4028235677973362E38, 1.401298464324817E-45, 7.006492321624085E-46, 16777217.0};
        for (double d : ds) {
            float f = (float) d;
            System.out.println(d + " -> float " + f);
        }
        long big = idl(1L << 53);
        System.out.println((double) big + 1 == (double) (big + 1));
        System.out.println((float) id(123456789) == 123456789);
        System.out.println(id(123456789) == (int) (float) id(123456789));
        System.out.println(idl(Long.MAX_VALUE) == (long) (double) idl(Long.MAX_VALUE));
        float fsum = 0;
        for (long k = 1; k <= 10; k++) {
            fsum += idl(k * 3000000001L);
        }
        System.out.println((double) fsum);
    }
}
