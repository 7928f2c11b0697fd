// Floating point to integral conversions: truncation, saturation, NaN -> 0.
public class Conv02FloatToInt {
    static double id(double x) { return x; }
    static float idf(float x) { return x; }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.9, -0.9, 1.5, -1.5, 2.5, 1e9, 3e9, -3e9, 1e19, -1e19, 1e300,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5, -2147483648.9,
                9.223372036854776E18, 123456.789};
        for (double d0 : ds) {
            double d = id(d0);
            int i = (int) d;
            long l = (long) d;
            float f = (float) d;
            short s = (short) d;
            byte b = (byte) d;
            char c = (char) d;
            System.out.println(d + " -> int " + i + ", long " + l + ", float " + (double) f + ", short " + s + ", byte " + b + ", char " + (int) c);
        }
        float[] fs = {0.5f, -0.5f, 3e9f, -3e9f, 1e20f, Float.NaN, Float.NEGATIVE_INFINITY, 16777217f, 65535.9f, 65536.5f, -1.9f};
        for (float f0 : fs) {
            float f = idf(f0);
            System.out.println(f + " -> int " + (int) f + ", long " + (long) f + ", double " + (double) f + ", char " + (int) (char) f);
        }
        double acc = 0.1;
        for (int k = 0; k < 8; k++) {
            acc *= 17.3;
            System.out.println((int) acc + " " + (long) (acc * 1e6));
        }
        System.out.println((int) 'A' + (int) 1.99 + (int) -1.99);
        System.out.println((int) Math.round(id(-0.5)) + " " + (int) Math.floor(id(-0.5)));
    }
}
