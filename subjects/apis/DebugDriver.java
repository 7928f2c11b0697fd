import gov.nasa.jpf.symbc.Debug;
import org.sosy_lab.sv_benchmarks.Verifier;

/**
 * Symbolic values from Debug and Verifier, and an assumption: the path
 * where z > 0 fails is dropped, not reported.
 */
public class DebugDriver {
    public static void main(String[] args) {
        int z = Debug.makeSymbolicInteger("z");
        Debug.assume(z > 0);
        int w = Verifier.nondetInt();
        if (w < z) {
            System.out.println("less");
        } else {
            System.out.println("not less");
        }
    }
}
