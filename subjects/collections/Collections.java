import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * java.util with symbolic ints, running the JDK 17 bytecode of the
 * collections (no models): the measurements of the README's "java.util
 * with symbolic data". Each method's path count is derived in its comment
 * and asserted in cmd/gospf/collections_test.go.
 */
public class Collections {
    /**
     * 2 paths: the sum of three boxed elements read back from an
     * ArrayList is positive or not. Boxing makes no choice (the box's
     * identity is only consulted by ==), and ArrayList's code on three
     * elements is concrete (its size and capacity are).
     */
    public static int listSum(int a, int b, int c) {
        List<Integer> list = new ArrayList<>();
        list.add(a);
        list.add(b);
        list.add(c);
        int sum = 0;
        for (int x : list) {
            sum += x;
        }
        return sum > 0 ? 1 : 0;
    }

    /**
     * 2 paths: == on boxes compares identities, which for Integer.valueOf
     * (autoboxing) are equal exactly when the values are equal and within
     * the cache (-128..127): a = b = 5 gives 1, a = b = 1000 gives 0.
     */
    public static int boxIdentity(int a, int b) {
        Integer x = a;
        Integer y = b;
        return x == y ? 1 : 0;
    }

    /**
     * 6 paths: Arrays.sort of 3 ints runs JDK 17's insertion sort (below
     * 44 elements), which inserts element k at one of k+1 positions, each
     * reachable: 1 * 2 * 3 = 3! paths (ties stop the insertion, so they
     * add none).
     */
    public static int sort3(int a, int b, int c) {
        int[] v = {a, b, c};
        Arrays.sort(v);
        return v[0];
    }

    /** 24 paths: 4! by the same argument. */
    public static int sort4(int a, int b, int c, int d) {
        int[] v = {a, b, c, d};
        Arrays.sort(v);
        return v[0];
    }

    /**
     * 13 paths: TreeMap.put compares a new key with the keys on its way
     * down (Integer.compareTo: less, greater, equal), so the paths are the
     * weak orders of the 3 keys, the ordered Bell number 13 (b < a: c goes
     * below a and then 3 ways around b, or is greater than or equal to a:
     * 5; b > a: 5; b == a: 3). The red-black recolourings and rotations
     * are concrete.
     */
    public static int treeMap(int a, int b, int c) {
        Map<Integer, Integer> m = new TreeMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        return m.size();
    }

    /** 75 paths: the weak orders of 4 keys. */
    public static int treeMap4(int a, int b, int c, int d) {
        Map<Integer, Integer> m = new TreeMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        m.put(d, 4);
        return m.size();
    }

    /**
     * 288 paths: HashMap.put reads the bucket table at (16 - 1) & hash, a
     * symbolic index, so each put forks on the 16 buckets (the
     * out-of-bounds side is infeasible). The first key: 16 paths. The
     * second: one of the 15 other buckets (a new node, 15 paths), or the
     * same bucket, where the hashes differ (append, 1) or are equal, which
     * makes the keys equal (x ^ (x >>> 16) is a bijection), and then ==
     * on the two boxes holds (both cached: 1) or not, and equals holds (1):
     * 3. So 16 * (15 + 3) = 288: hashing explodes with the table.
     */
    public static int hashMap(int a, int b) {
        Map<Integer, Integer> m = new HashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        return m.size();
    }

    /**
     * 5,664 paths for three keys, by the same count: a and b in two
     * buckets (16 * 15 paths; c in either of their buckets, 3 ways each,
     * or in one of the 14 others: 20), in one bucket with different hashes
     * (16; c in one of the 15 other buckets, or in theirs: equal to a, 2
     * ways, or not and then equal to b, 2, or not, 1: 20), or a == b (16 *
     * 2, the two ways of the second put's ==; c in the 15 other buckets,
     * or in theirs: a different hash, 1, or c == a, where == on the boxes
     * is decided already, since the path knows whether a is cached: 1;
     * 17): 4,800 + 320 + 544. Measured only (BenchmarkCollections).
     */
    public static int hashMap3(int a, int b, int c) {
        Map<Integer, Integer> m = new HashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        return m.size();
    }
}
