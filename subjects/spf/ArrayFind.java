/**
 * Symbolic arrays (symbolic.arrays): find's array parameter has a
 * symbolic length (0..symbolic.max_array_length, gospf's bound, 8) and
 * symbolic elements; it may also be null (lazy initialization).
 */
public class ArrayFind {
    public static int find(int[] a, int key) {
        if (a == null) {
            return -2;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] == key) {
                return i;
            }
        }
        return -1;
    }

    public static void main(String[] args) {
        System.out.println(find(new int[] {1, 2}, 2));
    }
}
