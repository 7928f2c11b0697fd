import gov.nasa.jpf.vm.Verify;

/**
 * SortedListDriver runs a bounded sequence of operations on a SortedList,
 * in the style of SPF's parameterized tests of containers: each step chooses
 * the operation concretely with Verify.getInt and passes it a fresh symbolic
 * value (the driverX methods are listed in target.symbolic).
 *
 * <p>The operations are insert and remove; contains runs inside both (insert
 * asks it first, and both assert their postconditions with it). A third,
 * read-only contains operation would multiply the paths by more than five at
 * six steps (over 250,000 paths and a million solver calls, well over a
 * minute of pure DFS).
 */
public class SortedListDriver {

    static SortedList list;

    static void driverInsert(int v) {
        list.insert(v);
    }

    static void driverRemove(int v) {
        list.remove(v);
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        list = new SortedList();
        for (int i = 0; i < steps; i++) {
            int op = Verify.getInt(0, 1);
            if (op == 0) {
                driverInsert(0);
            } else {
                driverRemove(0);
            }
        }
    }
}
