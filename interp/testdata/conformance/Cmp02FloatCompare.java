// Floating point comparisons: NaN (fcmpl/fcmpg, dcmpl/dcmpg), signed zeros, infinities.
public class Cmp02FloatCompare {
    static double id(double x) { return x; }
    static float idf(float x) { return x; }

    static String rel(double a, double b) {
        return (a < b ? "lt" : "!lt") + " " + (a <= b ? "le" : "!le") + " " + (a > b ? "gt" : "!gt") + " "
                + (a >= b ? "ge" : "!ge") + " " + (a == b ? "eq" : "!eq") + " " + (a != b ? "ne" : "!ne");
    }

    static String relf(float a, float b) {
        String s = "";
        if (!(a < b)) s += "!"; s += "lt ";
        if (!(a <= b)) s += "!"; s += "le ";
        if (!(a > b)) s += "!"; s += "gt ";
        if (!(a >= b)) s += "!"; s += "ge ";
        if (!(a == b)) s += "!"; s += "eq ";
        if (!(a != b)) s += "!"; s += "ne";
        return s;
    }

    public static void main(String[] args) {
        double nan = id(Double.NaN);
        double[][] pairs = {{1, 2}, {2, 1}, {1, 1}, {0.0, -0.0}, {Double.NaN, 1}, {1, Double.NaN}, {Double.NaN, Double.NaN},
            {Double.POSITIVE_INFINITY, Double.MAX_VALUE}, {Double.NEGATIVE_INFINITY, -Double.MAX_VALUE}, {Double.MIN_VALUE, 0}};
        for (double[] p : pairs) {
            System.out.println(p[0] + " ? " + p[1] + ": " + rel(id(p[0]), id(p[1])));
        }
        for (double[] p : pairs) {
            System.out.println(p[0] + " ?f " + p[1] + ": " + relf(idf((float) p[0]), idf((float) p[1])));
        }
        System.out.println(nan == nan);
        System.out.println(nan != nan);
        System.out.println(Double.compare(nan, nan) + " " + Double.compare(nan, Double.POSITIVE_INFINITY) + " " + Double.compare(0.0, -0.0));
        System.out.println(Double.valueOf(nan).equals(nan));
        System.out.println(Math.max(nan, 1.0) + " " + Math.min(-0.0, 0.0));
        double[] arr = {3.5, -0.0, Double.NaN, 0.0, Double.NEGATIVE_INFINITY, -1.25, Double.POSITIVE_INFINITY, 2.0};
        java.util.Arrays.sort(arr);
        System.out.println(java.util.Arrays.toString(arr));
        float[] farr = {Float.NaN, 1f, -0f, 0f, -3f};
        java.util.Arrays.sort(farr);
        System.out.println(java.util.Arrays.toString(farr));
        int countNanLoops = 0;
        for (double d = id(0); !(d >= 3); d += 1) {
            countNanLoops++;
        }
        System.out.println(countNanLoops);
        double t = id(0.1 * 3);
        System.out.println(t == 0.3 ? "equal" : "not equal");
        System.out.println(Math.abs(t - 0.3) < 1e-9 ? "close" : "far");
        float ff = idf(Float.NaN);
        boolean b1 = ff < 0;
        boolean b2 = ff > 0;
        boolean b3 = !(ff <= 0);
        System.out.println(b1 + " " + b2 + " " + b3);
        System.out.println((1.0f == 1.0) + " " + (0.1f == 0.1));
        System.out.println((0.5f == 0.5) + " " + (16777217 == 16777217f));
    }
}
