import gov.nasa.jpf.symbc.Debug;
import gov.nasa.jpf.vm.Verify;

/**
 * The rest of SPF's Debug and JPF's Verify: list choices, the choice order
 * of getBoolean(falseFirst), a counter and a bit set kept across paths,
 * symbolic values of every type and the queries on them, a symbolic
 * Verify.assertTrue, search hints and the printing helpers.
 */
public class ApiTour {
    public static void main(String[] args) {
        long l = Verify.getLongFromList(10L, 20L);
        boolean t = Verify.getBoolean(false); // true first
        Verify.breakTransition("a JPF transition ends here; gospf has none");
        Verify.boring(false);
        int seen = Verify.incrementCounter(1); // 1..4: the combinations in the order explored
        Verify.setBitInBitSet(0, seen, true);
        Verify.print("combination", seen);
        Verify.println(" l=" + l + " t=" + t);

        char c = Debug.makeSymbolicChar("c");
        short s = Debug.makeSymbolicShort("s");
        byte b = Debug.makeSymbolicByte("b");
        String str = Debug.makeSymbolicString("str");
        int k = Debug.addSymbolicInt(5, "k");
        if (!Debug.isSymbolicInteger(k) || Debug.isSymbolicInteger(7) || !Debug.isSymbolicShort(s)
                || !Debug.isSymbolicByte(b)) {
            throw new IllegalStateException("isSymbolic");
        }
        if (t) {
            boolean ok = Debug.makeSymbolicBoolean("ok");
            Verify.assertTrue("ok", ok);
        }
        if (c == 'x') {
            Verify.println("c is x; s is " + Debug.getSymbolicShortValue(s) + ", 7 is " + Debug.getSymbolicIntegerValue(7));
        }
        if (Verify.getBitInBitSet(0, 3) && str.length() == 2) {
            Verify.println("two chars");
        }
    }
}
