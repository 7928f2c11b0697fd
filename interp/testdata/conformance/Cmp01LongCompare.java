// long comparisons (lcmp) and int comparison branches including edge values.
public class Cmp01LongCompare {
    static long idl(long x) { return x; }
    static int id(int x) { return x; }

    static String cmp(long a, long b) {
        StringBuilder sb = new StringBuilder();
        sb.append(a < b ? "lt " : "-- ");
        sb.append(a <= b ? "le " : "-- ");
        sb.append(a > b ? "gt " : "-- ");
        sb.append(a >= b ? "ge " : "-- ");
        sb.append(a == b ? "eq " : "-- ");
        sb.append(a != b ? "ne" : "--");
        return sb.toString();
    }

    static String cmpi(int a, int b) {
        String r = "";
        if (a < b) r += "lt ";
        if (a <= b) r += "le ";
        if (a > b) r += "gt ";
        if (a >= b) r += "ge ";
        if (a == b) r += "eq ";
        if (a != b) r += "ne ";
        if (a < 0) r += "neg ";
        if (a == 0) r += "zero ";
        if (a > 0) r += "pos ";
        return r.trim();
    }

    public static void main(String[] args) {
        long[][] pairs = {
            {0, 0}, {1, 2}, {2, 1}, {-1, 1}, {Long.MIN_VALUE, Long.MAX_VALUE}, {Long.MAX_VALUE, Long.MIN_VALUE},
            {0x100000000L, 0xFFFFFFFFL}, {-0x100000000L, -0xFFFFFFFFL}, {Long.MIN_VALUE, Long.MIN_VALUE}, {1L << 62, -(1L << 62)}
        };
        for (long[] p : pairs) {
            System.out.println(p[0] + " vs " + p[1] + ": " + cmp(idl(p[0]), idl(p[1])));
        }
        int[][] ipairs = {{0, 0}, {-5, 3}, {3, -5}, {Integer.MIN_VALUE, Integer.MAX_VALUE}, {7, 7}, {0, -1}};
        for (int[] p : ipairs) {
            System.out.println(p[0] + " vs " + p[1] + ": " + cmpi(id(p[0]), id(p[1])));
        }
        long x = idl(0x7FFFFFFFL + 1);
        System.out.println(x > Integer.MAX_VALUE);
        System.out.println((int) x < 0);
        System.out.println(Long.compare(idl(-1), idl(1)) + " " + Long.compare(idl(5), idl(5)));
        long count = 0;
        for (long k = idl(Long.MAX_VALUE - 5); k > 0 && k <= Long.MAX_VALUE; k++) {
            count++;
            if (count > 10) {
                break;
            }
        }
        System.out.println(count);
        Object a = "x";
        Object b = new String("x");
        Object nul = null;
        System.out.println((a == b) + " " + a.equals(b) + " " + (nul == null) + " " + (a != null));
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        long seed = 12345;
        for (int i = 0; i < 1000; i++) {
            seed = seed * 2862933555777941757L + 3037000493L;
            if (seed < min) min = seed;
            if (seed > max) max = seed;
        }
        System.out.println(min + " " + max);
        System.out.println(Long.compareUnsigned(-1L, 1L) + " " + Long.toUnsignedString(-1L));
    }
}
