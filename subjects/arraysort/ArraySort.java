/**
 * ArraySort sorts a symbolic array with insertion sort, checks with an
 * assertion that the result is sorted, and looks a symbolic key up with
 * binary search, checking its answer: the symbolic array's length is a
 * bounded symbolic value (max_array_length), not a fork per length.
 */
public class ArraySort {

    /** Sorts a in place, ascending (insertion sort). */
    static void insertionSort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    /** Returns an index of key in the sorted array a, or -1. */
    static int binarySearch(int[] a, int key) {
        int lo = 0;
        int hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) {
                lo = mid + 1;
            } else if (a[mid] > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /**
     * Sorts a, asserts that it is sorted, and returns binarySearch's
     * answer for key, asserting that it is right: a[i] == key for a found
     * index i, and no element equal to key for -1.
     */
    public static int run(int[] a, int key) {
        insertionSort(a);
        for (int i = 1; i < a.length; i++) {
            assert a[i - 1] <= a[i] : "not sorted at " + i;
        }
        int i = binarySearch(a, key);
        if (i >= 0) {
            assert a[i] == key : "wrong index";
        } else {
            for (int v : a) {
                assert v != key : "missed the key";
            }
        }
        return i;
    }
}
