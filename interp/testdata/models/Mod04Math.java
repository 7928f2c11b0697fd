// Math model: exact methods, rounding, and the floating-point functions whose results gospf
// reproduces exactly (the correctly rounded ones, and those computed by JDK 17's Java fdlibm port;
// see jdk_math.go for sin, cos, log... and the Math.pow/exp intrinsics).
public class Mod04Math {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            System.out.println(what + " = " + op.run());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.5, 1.0, 2.0, 3.0, 10.0, 0.1, 1.5, 2.5, -2.5, 100.25, 1e-10, 1e10, 7.389, Math.PI, Math.E, 123456.789};
        for (double x : xs) {
            System.out.println(x + ": " + Math.sqrt(x) + " " + Math.cbrt(x) + " " + Math.floor(x) + " " + Math.ceil(x) + " " + Math.rint(x)
                    + " " + Math.round(x) + " " + Math.signum(x) + " " + Math.abs(-x) + " " + Math.toDegrees(x) + " " + Math.toRadians(x)
                    + " " + Math.ulp(x) + " " + Math.getExponent(x) + " " + Math.nextUp(x));
            System.out.println("  " + Math.expm1(x) + " " + Math.log1p(x) + " " + Math.pow(x, 2) + " " + Math.pow(2, Math.floor(x)) + " " + Math.pow(x, 0.0)
                    + " " + Math.hypot(x, 3) + " " + Math.IEEEremainder(x, 3) + " " + StrictMath.pow(x, -1.5) + " " + StrictMath.exp(x / 7));
        }
        t("round", () -> Math.round(0.49999999999999994) + " " + Math.round(-0.5) + " " + Math.round(2.5f) + " " + Math.round(Double.NaN) + " "
                + Math.round(1e19) + " " + Math.round(-1e19f) + " " + Math.round(Float.MAX_VALUE));
        t("min max", () -> Math.min(-0.0, 0.0) + " " + Math.max(-0.0f, 0.0f) + " " + Math.max(Double.NaN, 1) + " " + Math.min(Long.MIN_VALUE, 0)
                + " " + Math.max(3, 7) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-7L));
        t("addExact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        t("subtractExact", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        t("multiplyExact", () -> Math.multiplyExact(1 << 16, 1 << 16));
        t("multiplyExact long", () -> Math.multiplyExact(1L << 32, 1L << 31) + " " + Math.multiplyExact(-(1L << 32), 1L << 31));
        t("multiplyExact long ovf", () -> Math.multiplyExact(1L << 32, 1L << 32));
        t("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        t("negateExact", () -> Math.negateExact(Long.MIN_VALUE));
        t("toIntExact", () -> Math.toIntExact(1L << 31));
        t("absExact", () -> Math.absExact(Integer.MIN_VALUE));
        t("floorDiv", () -> Math.floorDiv(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorDiv(Long.MIN_VALUE, -1L) + " " + Math.floorDiv(-7L, 2));
        t("floorMod", () -> Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorMod(-7L, 3L) + " " + Math.floorMod(-7L, 3));
        t("floorDiv zero", () -> Math.floorDiv(1, 0));
        t("multiplyHigh", () -> Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyHigh(-1L, 5L) + " " + Math.multiplyFull(1 << 30, 8));
        t("fma", () -> Math.fma(0.1, 10, -1) + " " + Math.fma(2f, 3f, 1f));
        t("scalb copySign", () -> Math.scalb(1.0, 10) + " " + Math.scalb(3f, -1) + " " + Math.copySign(2.0, -0.0) + " " + Math.nextAfter(1f, 2.0)
                + " " + Math.nextDown(1.0));
        t("StrictMath", () -> StrictMath.sqrt(2) + " " + StrictMath.pow(3, 4) + " " + StrictMath.floor(-1.5) + " " + StrictMath.max(1, 2));
        t("special", () -> Math.asin(2) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.sqrt(-1) + " " + Math.pow(0, -1) + " " + Math.exp(0));
    }
}
