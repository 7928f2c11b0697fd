// System.arraycopy (overlap, errors), Arrays.toString/sort/fill/equals, clone.
import java.util.Arrays;

public class Arr04Copy {
    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 5);
        System.out.println(Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println(Arrays.toString(b));
        String[] src = {"a", "b", "c"};
        Object[] dst = new Object[5];
        System.arraycopy(src, 0, dst, 1, 3);
        System.out.println(Arrays.toString(dst));
        long[] ls = new long[4];
        System.arraycopy(new long[] {7, 8}, 0, ls, 2, 2);
        System.out.println(Arrays.toString(ls));
        System.arraycopy(a, 0, a, 0, 0);
        System.arraycopy(a, 10, b, 10, 0);
        try {
            System.arraycopy(a, 8, b, 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy out of bounds");
        }
        try {
            System.arraycopy(a, -1, b, 0, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("arraycopy negative index");
        }
        try {
            System.arraycopy(a, 0, ls, 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy int[] to long[] rejected");
        }
        try {
            System.arraycopy(new Object[] {"s", 5}, 0, new String[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy Integer into String[] rejected");
        }
        String[] partial = new String[2];
        try {
            System.arraycopy(new Object[] {"ok", 5}, 0, partial, 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("partial copy: " + partial[0] + " " + partial[1]);
        }
        try {
            System.arraycopy(null, 0, a, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("arraycopy null src");
        }
        int[] data = {5, -3, 9, 0, 9, -3, 2, 7, 1};
        int[] sorted = data.clone();
        Arrays.sort(sorted);
        System.out.println(Arrays.toString(data) + " -> " + Arrays.toString(sorted));
        char[] cs = "interpreter".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs));
        long[] lsort = {Long.MAX_VALUE, -1, Long.MIN_VALUE, 0};
        Arrays.sort(lsort);
        System.out.println(Arrays.toString(lsort));
        double[] dsort = {2.5, -0.0, 0.0, -7.25, 1e10};
        Arrays.sort(dsort);
        System.out.println(Arrays.toString(dsort));
        int[] part = {9, 8, 7, 6, 5, 4};
        Arrays.sort(part, 1, 4);
        System.out.println(Arrays.toString(part));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 2, 4, -1);
        System.out.println(Arrays.toString(filled));
        boolean[] bools = new boolean[3];
        Arrays.fill(bools, true);
        System.out.println(Arrays.toString(bools));
        System.out.println(Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1, 2}, new int[] {2, 1})
                + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0}));
        System.out.println(Arrays.binarySearch(sorted, 7) + " " + Arrays.binarySearch(sorted, 4));
        int[] grown = Arrays.copyOf(data, 12);
        int[] shrunk = Arrays.copyOfRange(data, 2, 5);
        System.out.println(Arrays.toString(grown) + " " + Arrays.toString(shrunk));
        int[][] nested = {{1}, {2, 3}};
        int[][] nc = nested.clone();
        nc[1][0] = 20;
        System.out.println(nested[1][0] + " " + (nc[0] == nested[0]));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (i * 7919) % 1000;
        }
        Arrays.sort(big);
        boolean ok = true;
        for (int i = 0; i < big.length; i++) {
            ok &= big[i] == i;
        }
        System.out.println("permutation sorted: " + ok);
    }
}
