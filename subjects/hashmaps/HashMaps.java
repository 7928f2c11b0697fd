import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Maps and sets keyed by symbolic Strings and Integers: the model of
 * java.util.HashMap for keys whose hash codes are symbolic (jdk/hashmap.go),
 * which splits a lookup on which key the argument equals, and the JDK 17
 * bytecode of TreeMap. Each method's path count is derived in its comment
 * and asserted in cmd/gospf/hashmaps_test.go.
 */
public class HashMaps {
    /**
     * 3 paths: the first put into the empty map compares with no key (no
     * split); containsKey("a") splits on k == "a" (return 1), and then
     * get("b") on k == "b" (return 2) or neither (return 0).
     */
    public static int lookup(String k) {
        Map<String, Integer> m = new HashMap<>();
        m.put(k, 1);
        if (m.containsKey("a")) {
            return 1;
        }
        Integer v = m.get("b");
        return v == null ? 0 : 2;
    }

    /**
     * 5 paths: the equality partitions of the three keys (the Bell number
     * B3 = 5). The second put splits on b == a (2 cases); the third on c
     * equal to one of the keys there or to none: 2 cases after b == a, 3
     * after b != a, so 2 + 3 = 5. get(a) then finds a's own entry by
     * identity, with no split; it holds the value of the last put of a key
     * equal to a. The returns: 13 (all equal), 22 (a == b, c new), 23 (a ==
     * c, b new), 21 (b == c, a new), 31 (all different).
     */
    public static int three(String a, String b, String c) {
        Map<String, Integer> m = new HashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        return m.size() * 10 + m.get(a);
    }

    /**
     * 2 paths: remove(a) finds a by identity; with a == b the map is then
     * empty (0), otherwise b stays (11).
     */
    public static int remove(String a, String b) {
        Map<String, Integer> m = new HashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.remove(a);
        return m.size() * 10 + (m.containsKey(b) ? 1 : 0);
    }

    /**
     * 3 paths: the map holds two concrete keys before the symbolic one,
     * which takes them over; put(k) splits on k == "x" (get("x") returns
     * 3), k == "y" (1) or neither (1).
     */
    public static int mixed(String k) {
        Map<String, Integer> m = new HashMap<>();
        m.put("x", 1);
        m.put("y", 2);
        m.put(k, 3);
        return m.get("x");
    }

    /**
     * 2 paths: containsValue(5) on the one entry splits on v == 5.
     */
    public static int value(String k, int v) {
        Map<String, Integer> m = new HashMap<>();
        m.put(k, v);
        return m.containsValue(5) ? 1 : 0;
    }

    /**
     * 5 paths, the partitions of three elements as in three: HashSet.add
     * is HashMap.put. Returns the number of adds that added.
     */
    public static int set(String a, String b, String c) {
        Set<String> s = new HashSet<>();
        int added = 0;
        for (String x : new String[] {a, b, c}) {
            if (s.add(x)) {
                added++;
            }
        }
        return added * 10 + s.size();
    }

    /**
     * 5 paths in the int theory, where the model takes symbolic Integer
     * keys too (jdk.Options.HashIntegralKeys): the partitions as in three.
     * In the bit-vector theory the bytecode runs: 5,664 paths
     * (subjects/collections, hashMap3).
     */
    public static int ints(int a, int b, int c) {
        Map<Integer, Integer> m = new HashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        return m.size() * 10 + m.get(a);
    }

    /**
     * 13 paths: TreeMap's bytecode compares with String.compareTo (a
     * symbolic model): the weak orders of three keys, the ordered Bell
     * number 13, as for the ints of Collections.treeMap.
     */
    public static int tree(String a, String b, String c) {
        Map<String, Integer> m = new TreeMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        return m.size();
    }

    /**
     * No path: iteration order depends on the hash codes, which the model
     * does not compute, so keySet's iterator stops the run with an
     * unsupported error naming HashMap$HashIterator.
     */
    public static int iterate(String k) {
        Map<String, Integer> m = new HashMap<>();
        m.put(k, 1);
        m.put("x", 2);
        int n = 0;
        for (String s : m.keySet()) {
            n += s.length();
        }
        return n;
    }

    /**
     * 5 paths, the partitions of the three keys; a LinkedHashMap iterates
     * in insertion order, which the model keeps in the JDK's own links, so
     * the iteration runs its bytecode. The values in that order, as
     * digits: 3 (all equal), 23 (a == b, c new), 32 (a == c, b new), 13
     * (b == c, a new), 123 (all different).
     */
    public static int linked(String a, String b, String c) {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put(a, 1);
        m.put(b, 2);
        m.put(c, 3);
        int r = 0;
        for (int v : m.values()) {
            r = r * 10 + v;
        }
        return r;
    }

    /**
     * 5 paths: an LRU cache of two entries (access order, evicting the
     * eldest beyond two). Returns the size, then the values in order, as
     * digits: 13 (all equal); 223 (a == b, c new: no eviction at two
     * entries); 223 (a == c, b new: get(a) moved a last, put(c) updates
     * it); 213 (b == c, a new: put(c) updates b and moves it last); 213
     * (all different: get(a) left b eldest, and c's insertion evicts it).
     */
    public static int lru(String a, String b, String c) {
        Map<String, Integer> m = new Lru();
        m.put(a, 1);
        m.put(b, 2);
        m.get(a);
        m.put(c, 3);
        int r = m.size();
        for (int v : m.values()) {
            r = r * 10 + v;
        }
        return r;
    }

    /** A LinkedHashMap in access order that keeps two entries. */
    static class Lru extends LinkedHashMap<String, Integer> {
        Lru() {
            super(16, 0.75f, true);
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
            return size() > 2;
        }
    }

    /**
     * 5 paths: a LinkedHashSet of a, "x" and b; returns the position of
     * "x" in iteration order, then the size: a == "x" with b == "x" (1) or
     * not (2); a != "x" with b == "x" or b == a (12), or b new (13).
     */
    public static int linkedSet(String a, String b) {
        Set<String> s = new LinkedHashSet<>();
        s.add(a);
        s.add("x");
        s.add(b);
        int i = 0;
        int at = -1;
        for (String e : s) {
            if (e.equals("x")) {
                at = i;
            }
            i++;
        }
        return at * 10 + s.size();
    }

    /**
     * 2 paths: a key of a class with its own equals may be held: HashMap
     * calls the equals of the key looked up (a String here), never the
     * held key's. put(k) cannot equal the Point (no split);
     * containsKey("p") splits on k == "p" (12) or not (2).
     */
    public static int held(String k) {
        Map<Object, Integer> m = new HashMap<>();
        m.put(new Point(1, 2), 1);
        m.put(k, 2);
        return m.size() + (m.containsKey("p") ? 10 : 0);
    }

    /** A key with its own equals and hashCode. */
    static final class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Point && ((Point) o).x == x && ((Point) o).y == y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }
    }

    /**
     * Two paths: a lookup that splits, reached through a method reference
     * (the call runs again once per case, resuming the implementation
     * with the arguments the method reference put in place): k equals "z"
     * (1) or not (0).
     */
    public static int viaReference(String k) {
        Map<String, Integer> m = new HashMap<>();
        m.put(k, 1);
        Predicate<String> p = m::containsKey;
        return p.test("z") ? 1 : 0;
    }
}
