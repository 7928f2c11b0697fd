// java.lang.Math on simple values.
public class Arith09MathLib {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(5L) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0f));
        System.out.println(Math.min(3, -4) + " " + Math.max(3, -4) + " " + Math.min(7L, 9L) + " " + Math.max(-1.5, -2.5));
        System.out.println(Math.min(0.0, -0.0) + " " + Math.max(0.0, -0.0) + " " + Math.min(1.0, Double.NaN));
        System.out.println(Math.sqrt(16) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.25));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, 0.5) + " " + Math.pow(10, -2) + " " + Math.pow(0, 0));
        System.out.println(Math.pow(-2, 3) + " " + Math.pow(1.5, 2));
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2));
        System.out.println(Math.floor(-2.5) + " " + Math.ceil(-2.5) + " " + Math.floor(2.5) + " " + Math.ceil(2.5));
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4f) + " " + Math.round(-2.6f));
        System.out.println(Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.rint(-2.5));
        System.out.println(Math.signum(-3.0) + " " + Math.signum(0.0) + " " + Math.signum(7.5f));
        System.out.println(Math.max(Integer.MIN_VALUE, Integer.MAX_VALUE));
        long isqrt = 0;
        long target = 1000000007L;
        long lo = 0, hi = 100000;
        while (lo <= hi) {
            long mid = (lo + hi) >>> 1;
            if (mid * mid <= target) {
                isqrt = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        System.out.println(isqrt + " " + (long) Math.sqrt(target));
        double x = 1.0;
        for (int i = 0; i < 20; i++) {
            x = (x + 2.0 / x) / 2.0;
        }
        System.out.println(x + " " + (x == Math.sqrt(2)));
        int gcd = gcd(1071, 462);
        System.out.println(gcd);
        System.out.println(Math.addExact(1, 2) + " " + Math.multiplyExact(6L, 7L));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
            System.out.println("no overflow");
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            Math.toIntExact(1L << 40);
            System.out.println("no overflow");
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
    }

    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
