// float arithmetic: rounding, NaN, infinities, signed zero, printing.
public class Arith05Float {
    static float id(float x) { return x; }

    public static void main(String[] args) {
        float a = id(0.1f);
        float b = id(0.2f);
        System.out.println(a + b);
        System.out.println(a + b == 0.3f);
        System.out.println(a * 3);
        System.out.println(1.0f / 3.0f);
        System.out.println(2.0f / 3.0f);
        System.out.println(id(1e20f) * id(1e20f));
        System.out.println(-id(1e20f) * id(1e20f));
        System.out.println(id(0.0f) / id(0.0f));
        System.out.println(id(1.0f) / id(0.0f));
        System.out.println(id(-1.0f) / id(0.0f));
        System.out.println(id(1.0f) / id(-0.0f));
        System.out.println(-id(0.0f));
        System.out.println(id(0.0f) * id(-1.0f));
        System.out.println(id(-0.0f) + id(0.0f));
        System.out.println(id(1e-45f));
        System.out.println(id(1e-45f) / 2);
        System.out.println(Float.MAX_VALUE);
        System.out.println(Float.MIN_VALUE);
        System.out.println(Float.floatToIntBits(Float.MIN_NORMAL));
        System.out.println(Float.MAX_VALUE * 2 - Float.MAX_VALUE);
        float nan = id(Float.NaN);
        System.out.println(nan + 1);
        System.out.println(nan * 0);
        System.out.println(Float.POSITIVE_INFINITY - Float.POSITIVE_INFINITY);
        System.out.println(Float.POSITIVE_INFINITY * 0);
        System.out.println(Float.isNaN(nan));
        System.out.println(Float.isInfinite(id(1.0f) / 0));
        float[] vals = {1.0f, 100.0f, 1234.5f, 4096.0f, 1.0e7f, 1.0e-3f, 0.001234f, 3.14159265f, 2048.0f, 0.75f, 0.5f, 1.0e5f};
        for (float v : vals) {
            System.out.println(v + " " + (v * v) + " " + (v / 7));
        }
        float sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += 0.1f;
        }
        System.out.println(sum);
        float big = id(16777216.0f);
        System.out.println(big + 1.0f);
        System.out.println(big + 2.0f);
        float x = id(1.5f);
        x++;
        System.out.println(x);
        x *= 2.5;
        System.out.println(x);
        System.out.println(Float.floatToIntBits(id(1.0f)));
        System.out.println(Float.floatToIntBits(id(-0.0f)));
        System.out.println(Float.intBitsToFloat(0x40490fdb));
        System.out.println(Float.compare(id(0.0f), id(-0.0f)));
        System.out.println(Float.compare(nan, id(1.0f)));
    }
}
