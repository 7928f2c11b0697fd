/**
 * Small methods on symbolic heap inputs whose exact path counts are derived
 * by hand in cmd/gospf/lazy_test.go: lazy initialization's choices (null,
 * aliases, fresh objects), max_objects, arrays of symbolic length.
 */
public class Shapes {
    static class Node {
        int val;
        Node next;
    }

    static class Tree {
        int key;
        Tree left, right;
    }

    /** Classifies the first cells of a list: 0 empty, 1 one cell, 2 a cell pointing to itself, 3 two cells, 4 longer. */
    public static int shape(Node n) {
        if (n == null) return 0;
        if (n.next == null) return 1;
        if (n.next == n) return 2;
        if (n.next.next == null) return 3;
        return 4;
    }

    /** Counts the children of the root. */
    public static int children(Tree t) {
        int c = 0;
        if (t.left != null) c++;
        if (t.right != null) c++;
        return c;
    }

    /** Symbolic branches around a heap choice. */
    public static int walk(Node n) {
        int r = 0;
        if (n.val > 0) r += 1;
        Node m = n.next;
        if (m == null) return r;
        if (m.val > n.val) r += 2;
        return r;
    }

    /** The loop of the symbolic-size paper's Figure 3. */
    public static int fig3(int n, int z) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            if (z == 0) break;
            p[i] = i;
        }
        return p.length;
    }

    /** The largest element of an array; throws on an empty one. */
    public static int max(int[] a) {
        int m = a[0];
        for (int i = 1; i < a.length; i++)
            if (a[i] > m) m = a[i];
        return m;
    }

    interface Animal {
        int legs();
    }

    static class Bird implements Animal {
        public int legs() { return 2; }
    }

    static class Cat implements Animal {
        int lives;
        public int legs() { return 4; }
    }

    interface Unimplemented {
        void f();
    }

    /** Dispatch on a symbolic receiver of an interface type. */
    public static int legs(Animal a) {
        return a.legs();
    }

    /** Subtypes of a concrete class (with lazy_subtypes). */
    static class Base {
        int x;
    }

    static class Derived extends Base {
        int y;
    }

    public static int kind(Base b) {
        if (b instanceof Derived) return 2;
        return 1;
    }

    /** Bad inputs: gospf cannot build these. */
    public static int none(Unimplemented u) { return 0; }

    public static int object(Object o) { return o.hashCode(); }

    static class Holder {
        String name;
    }

    public static int nameLength(Holder h) { return h.name.length(); }
}
