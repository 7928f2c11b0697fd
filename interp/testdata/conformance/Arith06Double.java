// double arithmetic and printing of typical values.
public class Arith06Double {
    static double id(double x) { return x; }

    public static void main(String[] args) {
        System.out.println(id(0.1) + id(0.2));
        System.out.println(id(0.1) + id(0.2) == 0.3);
        System.out.println(id(1.0) / 3);
        System.out.println(id(2.0) / 3);
        System.out.println(id(10.0) / 4);
        System.out.println(id(1e300) * 1e10);
        System.out.println(id(-1e300) * 1e10);
        System.out.println(id(0.0) / 0.0);
        System.out.println(id(-0.0));
        System.out.println(0.0 - id(0.0));
        System.out.println(-id(0.0));
        System.out.println(id(1.0) / id(-0.0));
        System.out.println(Double.MAX_VALUE);
        System.out.println(Double.MIN_VALUE);
        System.out.println(Double.MIN_VALUE / 2);
        System.out.println(Double.MIN_NORMAL);
        System.out.println(Math.PI);
        System.out.println(Math.E);
        double[] vals = {1.0, 100.0, 1e6, 1e7, 12345678.9, 1e-3, 1e-4, 0.5, 123.456, 1e21, 1e22, 9007199254740993.0, -2.5, 1.0 / 1024};
        for (double v : vals) {
            System.out.println(v + " " + (v * v) + " " + (v / 3) + " " + (v - 1));
        }
        double sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += 0.1;
        }
        System.out.println(sum);
        double harmonic = 0;
        for (int i = 1; i <= 1000; i++) {
            harmonic += 1.0 / i;
        }
        System.out.println(harmonic);
        double p = 1;
        for (int i = 0; i < 50; i++) {
            p *= 2;
        }
        System.out.println(p);
        System.out.println(p + 1 == p);
        double nan = id(Double.NaN);
        System.out.println(nan - nan);
        System.out.println(Double.isNaN(nan * 0));
        System.out.println(Double.POSITIVE_INFINITY + Double.NEGATIVE_INFINITY);
        System.out.println(Double.doubleToLongBits(id(1.0)));
        System.out.println(Double.doubleToLongBits(id(-0.0)));
        System.out.println(Double.longBitsToDouble(0x400921FB54442D18L));
        double d = id(2.5);
        d++;
        d /= 2;
        d -= 0.25;
        System.out.println(d);
        float f = (float) id(0.1);
        System.out.println(f);
        System.out.println((double) f);
        System.out.println((double) 0.1f == 0.1);
        System.out.println(1.0f * 0.1);
        System.out.println(3 * 0.1);
    }
}
