// Interpreter throughput benchmark: sort 100000 LCG ints with a hand-written quicksort + heapsort, print a checksum.
public class BenchSort {
    static int[] generate(int n, int seed) {
        int[] a = new int[n];
        int s = seed;
        for (int i = 0; i < n; i++) {
            s = s * 1664525 + 1013904223;
            a[i] = s >> 1;
        }
        return a;
    }

    static void quickSort(int[] a, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            int pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) {
                    int t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quickSort(a, lo, j);
                lo = i;
            } else {
                quickSort(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void heapSort(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, 0, end);
            siftDown(a, 0, end);
        }
    }

    static void siftDown(int[] a, int i, int n) {
        int v = a[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[child + 1] > a[child]) {
                child++;
            }
            if (a[child] <= v) {
                break;
            }
            a[i] = a[child];
            i = child;
        }
        a[i] = v;
    }

    public static void main(String[] args) {
        int n = 100000;
        int[] a = generate(n, 20240601);
        int[] b = a.clone();
        quickSort(a, 0, n - 1);
        heapSort(b);
        long checksum = 0;
        boolean ok = true;
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i] || (i > 0 && a[i - 1] > a[i])) {
                ok = false;
            }
            checksum = checksum * 1000003 + a[i];
        }
        System.out.println((ok ? "checksum " : "MISMATCH ") + checksum);
    }
}
