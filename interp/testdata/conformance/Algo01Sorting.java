// Sorting ints from an LCG: insertion sort (300 elements) and quicksort (2000 elements), checked against each other.
public class Algo01Sorting {
    static int seed = 12345;

    static int next() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 8) % 100000 - 50000;
    }

    static void insertionSort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static int comparisons = 0;

    static void quickSort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                    comparisons++;
                }
                while (a[j] > pivot) {
                    j--;
                    comparisons++;
                }
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
    }

    static boolean sorted(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) {
                return false;
            }
        }
        return true;
    }

    static long checksum(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) {
            h = h * 31 + a[i];
        }
        return h;
    }

    public static void main(String[] args) {
        int[] small = new int[300];
        for (int i = 0; i < small.length; i++) {
            small[i] = next();
        }
        int[] smallCopy = small.clone();
        insertionSort(small);
        quickSort(smallCopy, 0, smallCopy.length - 1);
        System.out.println("insertion sorted=" + sorted(small) + " same as quicksort=" + java.util.Arrays.equals(small, smallCopy));
        System.out.println("min " + small[0] + " max " + small[small.length - 1] + " median " + small[150] + " checksum " + checksum(small));
        int[] data = new int[2000];
        for (int i = 0; i < data.length; i++) {
            data[i] = next();
        }
        long before = 0;
        for (int v : data) {
            before += v;
        }
        comparisons = 0;
        quickSort(data, 0, data.length - 1);
        long after = 0;
        for (int v : data) {
            after += v;
        }
        System.out.println("quicksort sorted=" + sorted(data) + " sum preserved=" + (before == after) + " comparisons=" + comparisons);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < data.length; i += 250) {
            sb.append(data[i]).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("checksum " + checksum(data));
        int[] dups = new int[300];
        for (int i = 0; i < dups.length; i++) {
            dups[i] = (i * 7) % 5;
        }
        quickSort(dups, 0, dups.length - 1);
        System.out.println("dups sorted=" + sorted(dups) + " " + dups[0] + " " + dups[59] + " " + dups[60] + " " + dups[299]);
        int[] desc = new int[150];
        for (int i = 0; i < desc.length; i++) {
            desc[i] = desc.length - i;
        }
        insertionSort(desc);
        System.out.println("descending input sorted=" + sorted(desc) + " first=" + desc[0] + " last=" + desc[149]);
    }
}
