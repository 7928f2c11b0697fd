/**
 * Math on symbolic doubles, the kind of code SPF runs with CORAL or in its
 * concolic mode; gospf decides it exactly (IEEE 754, Z3's floating-point
 * theory). NaN fails every comparison, so it reaches the x != x test.
 */
public class MathAbs {
    public static int region(double x) {
        if (Math.abs(x) > 10.0) {
            return 0;
        }
        if (Math.max(x, 2.0) == 2.0 && x > 1.5) {
            return 1;
        }
        if (x != x) {
            return 2;
        }
        return 3;
    }

    public static void main(String[] args) {
        System.out.println(region(1.75));
    }
}
