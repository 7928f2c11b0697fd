import gov.nasa.jpf.symbc.Debug;
import gov.nasa.jpf.vm.Verify;

/**
 * A driver in the style of JPF's: concrete choices from Verify, a
 * symbolic input from Debug, an assumption, a counter kept across paths,
 * and Verify.assertTrue.
 */
public class VerifyDriver {
    public static void main(String[] args) {
        int n = Verify.getIntFromList(1, 3, 5);
        boolean b = Verify.getBoolean(true); // false first
        Verify.ignoreIf(n == 5 && b);
        int x = Debug.makeSymbolicInteger("x");
        Debug.assume(x > 0);
        int run = Verify.incrementCounter(0);
        if (x * n == 15) {
            Verify.assertTrue("n = 5 needs b", b || n != 5);
        }
        Verify.println("run " + run + ": n=" + n + " b=" + b);
    }
}
