import gov.nasa.jpf.vm.Verify;

/**
 * FibHeapDriver runs a bounded sequence of operations on a FibonacciHeap, in
 * the style of SPF's parameterized tests of containers: each step chooses
 * insert, removeMin, decreaseKey or delete concretely with Verify.getInt;
 * insert and decreaseKey get fresh symbolic keys (the driverX methods are
 * listed in target.symbolic). decreaseKey and delete act on a key still in
 * the heap, also chosen with Verify.getInt (the handle of a key is the step
 * that inserted it).
 *
 * <p>After each removeMin the driver asserts the heap's contract: the removed
 * key is not above the new minimum.
 */
public class FibHeapDriver {

    static FibonacciHeap heap;

    static void driverInsert(int key, int handle) {
        heap.insert(key, handle);
    }

    static void driverDecrease(int handle, int key) {
        heap.decreaseKey(handle, key);
    }

    /** Removes the minimum and checks that no smaller key is left behind. */
    static void driverRemoveMin() {
        int m = heap.removeMin();
        if (heap.size() > 0) {
            assert m <= heap.min();
        }
    }

    /** Picks the handle of a key that is still in the heap, or returns -1. */
    static int pickHandle(int handles) {
        int live = 0;
        for (int h = 0; h < handles; h++) {
            if (heap.contains(h)) {
                live++;
            }
        }
        if (live == 0) {
            return -1;
        }
        int k = Verify.getInt(0, live - 1);
        for (int h = 0; h < handles; h++) {
            if (heap.contains(h)) {
                if (k == 0) {
                    return h;
                }
                k--;
            }
        }
        return -1;
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        heap = new FibonacciHeap(steps);
        for (int i = 0; i < steps; i++) {
            int op = Verify.getInt(0, 3);
            if (op == 0) {
                driverInsert(0, i);
            } else if (op == 1) {
                driverRemoveMin();
            } else {
                int h = pickHandle(i);
                if (h >= 0) {
                    if (op == 2) {
                        driverDecrease(h, 0);
                    } else {
                        heap.delete(h);
                    }
                }
            }
        }
    }
}
