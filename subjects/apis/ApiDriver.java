import gov.nasa.jpf.vm.Verify;

/**
 * An SPF-style driver: Verify.getInt picks how many steps run (a concrete
 * choice, no solver call) and every call of step gets fresh symbolic
 * arguments through [target] symbolic = ["ApiDriver.step(sym#sym)"].
 */
public class ApiDriver {
    static int last;

    public static int step(int v, boolean flag) {
        if (flag) {
            if (v > 10) {
                return 1;
            }
            return 2;
        }
        return 3;
    }

    public static void main(String[] args) {
        int n = Verify.getInt(1, 2);
        for (int i = 0; i < n; i++) {
            last = step(0, false);
        }
    }
}
