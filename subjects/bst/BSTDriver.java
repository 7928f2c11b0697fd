import gov.nasa.jpf.symbc.Debug;

/**
 * BSTDriver runs one operation of SearchTree on a symbolic input tree: t
 * and every node it reaches are lazily initialized, and Debug.assume keeps
 * the inputs that satisfy the representation invariant (a precondition on
 * the structure, as in Symbolic PathFinder's examples). The operation is
 * add or remove of a symbolic key; afterwards the invariant must hold
 * again, the size must have changed by the operation's result, and the
 * key must be present after add and absent after remove.
 */
public class BSTDriver {

    /** Adds (remove false) or removes (remove true) x; returns whether the tree changed. */
    public static boolean run(SearchTree t, int x, boolean remove) {
        Debug.assume(t != null && t.repOK());
        int before = t.size;
        boolean changed = remove ? t.remove(x) : t.add(x);
        assert t.repOK() : "invariant broken";
        assert t.size == before + (changed ? (remove ? -1 : 1) : 0) : "size";
        assert t.contains(x) != remove : "membership";
        return changed;
    }
}
