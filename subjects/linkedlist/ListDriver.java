import gov.nasa.jpf.symbc.Debug;

/**
 * ListDriver runs one operation of LinkedList on a symbolic input list
 * whose cells are lazily initialized, under the precondition repOK:
 * reverse (dedup false), whose result must be a list of the same cells in
 * the opposite order, or removeDuplicates (dedup true), after which no
 * two cells may hold the same value.
 */
public class ListDriver {

    /** Runs the operation; returns the size of the list afterwards. */
    public static int run(LinkedList l, boolean dedup) {
        Debug.assume(l != null && l.repOK());
        if (dedup) {
            int before = l.size;
            int removed = l.removeDuplicates();
            assert l.repOK() : "invariant broken";
            assert l.size == before - removed && !l.hasDuplicates() : "duplicates left";
        } else {
            LinkedList.Cell first = l.head;
            int n = l.size;
            l.reverse();
            assert l.repOK() && l.size == n : "invariant broken";
            LinkedList.Cell last = l.head;
            while (last != null && last.next != null) {
                last = last.next;
            }
            assert last == first : "the first cell is not last";
        }
        return l.size;
    }
}
