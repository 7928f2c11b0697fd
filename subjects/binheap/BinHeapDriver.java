import gov.nasa.jpf.vm.Verify;

/**
 * BinHeapDriver runs a bounded sequence of operations on a BinomialHeap, in
 * the style of SPF's parameterized tests of containers: each step chooses
 * insert, extractMin, decreaseKey or deleteKey concretely with
 * Verify.getInt, and the keys passed to them are fresh symbolic values (the
 * driverX methods are listed in target.symbolic). decreaseKey acts on the key
 * inserted last (the handle of a key is the step that inserted it); deleteKey
 * searches for its key.
 *
 * <p>After each change the driver asserts the heap's contract through
 * peekMin: an inserted or decreased key is not below the minimum, and an
 * extracted key is not above the new minimum.
 */
public class BinHeapDriver {

    static BinomialHeap heap;
    /** The handle of the key inserted last, or -1. */
    static int last = -1;

    static void driverInsert(int key, int handle) {
        heap.insert(key, handle);
        last = handle;
        assert heap.peekMin() <= key;
    }

    static void driverDecrease(int key) {
        if (last >= 0 && heap.decreaseKey(last, key)) {
            assert heap.peekMin() <= key;
        }
    }

    /** Extracts the minimum and checks that no smaller key is left behind. */
    static void driverExtract() {
        int min = heap.extractMin();
        if (heap.size() > 0) {
            assert min <= heap.peekMin();
        }
    }

    static void driverDelete(int key) {
        heap.deleteKey(key);
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        heap = new BinomialHeap(steps);
        for (int i = 0; i < steps; i++) {
            int op = Verify.getInt(0, 3);
            if (op == 0) {
                driverInsert(0, i);
            } else if (op == 1) {
                driverExtract();
            } else if (op == 2) {
                driverDecrease(0);
            } else {
                driverDelete(0);
            }
        }
    }
}
