/**
 * FibonacciHeap is a min-heap of int keys kept as a Fibonacci heap: a
 * circular list of heap-ordered trees with a pointer to the smallest root.
 * insert only adds a root; removeMin moves the minimum's children to the
 * root list and consolidates it (links roots of equal degree until all
 * degrees differ); decreaseKey cuts a node that became smaller than its
 * parent and cascades the cut up through marked ancestors; delete cuts a
 * node to the root list as if its key were minus infinity and removes it.
 *
 * <p>Each key carries a small int handle chosen by the caller, through which
 * decreaseKey and delete find its node (nodes never move their keys here).
 * Under symbolic execution the keys are symbolic; the structure (lists,
 * degrees, marks) stays concrete.
 */
public class FibonacciHeap {

    /** Node is one tree node; siblings form a circular doubly-linked list. */
    static final class Node {
        int key;
        int handle;
        int degree;
        boolean marked;
        Node parent;
        Node child;
        Node left;
        Node right;

        Node(int key, int handle) {
            this.key = key;
            this.handle = handle;
            left = this;
            right = this;
        }
    }

    /** The value removeMin returns for an empty heap. */
    public static final int EMPTY = -1;

    /** The largest degree a heap of this size can reach, plus room to spare. */
    private static final int MAX_DEGREE = 16;

    /** The root with the smallest key; null when empty. */
    private Node min;
    /** The node of each handle's key; null once it left the heap. */
    private final Node[] nodes;
    /** The number of keys. */
    private int size;

    /** Creates an empty heap for handles 0 .. handles-1. */
    public FibonacciHeap(int handles) {
        nodes = new Node[handles];
    }

    /** Returns the number of keys. */
    public int size() {
        return size;
    }

    /** Reports whether the key of handle h is still in the heap. */
    public boolean contains(int h) {
        return nodes[h] != null;
    }

    /** Returns the smallest key without removing it, or EMPTY. */
    public int min() {
        return min == null ? EMPTY : min.key;
    }

    /** Adds key under handle h. */
    public void insert(int key, int h) {
        Node n = new Node(key, h);
        nodes[h] = n;
        size++;
        if (min == null) {
            addRoot(n);
        } else {
            addRoot(n);
            if (n.key < min.key) {
                min = n;
            }
        }
    }

    /** Removes and returns the smallest key, or EMPTY. */
    public int removeMin() {
        Node m = min;
        if (m == null) {
            return EMPTY;
        }
        removeMinRoot();
        return m.key;
    }

    /**
     * Lowers the key of handle h to key. Returns false, changing nothing, if
     * h has left the heap or key is larger than its current key.
     */
    public boolean decreaseKey(int h, int key) {
        Node n = nodes[h];
        if (n == null || key > n.key) {
            return false;
        }
        n.key = key;
        Node p = n.parent;
        if (p != null && n.key < p.key) {
            cut(n);
            cascadingCut(p);
        }
        if (n.key < min.key) {
            min = n;
        }
        return true;
    }

    /** Removes the key of handle h; returns false if it has left the heap. */
    public boolean delete(int h) {
        Node n = nodes[h];
        if (n == null) {
            return false;
        }
        // As if n's key dropped to minus infinity: cut it and make it the minimum.
        Node p = n.parent;
        if (p != null) {
            cut(n);
            cascadingCut(p);
        }
        min = n;
        removeMinRoot();
        return true;
    }

    // ---- internals ----

    /** Adds n to the root list; it becomes the minimum only if the heap was empty. */
    private void addRoot(Node n) {
        n.parent = null;
        n.marked = false;
        if (min == null) {
            n.left = n;
            n.right = n;
            min = n;
        } else {
            n.right = min.right;
            n.left = min;
            min.right.left = n;
            min.right = n;
        }
    }

    /** Takes n out of its sibling list. */
    private static void unlink(Node n) {
        n.left.right = n.right;
        n.right.left = n.left;
        n.left = n;
        n.right = n;
    }

    /** Moves n from its parent's children to the root list. */
    private void cut(Node n) {
        Node p = n.parent;
        if (p.child == n) {
            p.child = n.right == n ? null : n.right;
        }
        unlink(n);
        p.degree--;
        addRoot(n);
    }

    /** Cuts p too if it already lost a child since it became a child; else marks it. */
    private void cascadingCut(Node p) {
        while (p.parent != null) {
            if (!p.marked) {
                p.marked = true;
                return;
            }
            Node g = p.parent;
            cut(p);
            p = g;
        }
    }

    /** Removes the root min, promotes its children, and consolidates. */
    private void removeMinRoot() {
        Node m = min;
        // The children become roots.
        while (m.child != null) {
            Node c = m.child;
            m.child = c.right == c ? null : c.right;
            unlink(c);
            addRoot(c);
        }
        nodes[m.handle] = null;
        size--;
        if (m.right == m) {
            min = null;
            return;
        }
        min = m.right;
        unlink(m);
        consolidate();
    }

    /** Makes child a child of root; both are roots of equal degree. */
    private static void link(Node child, Node root) {
        unlink(child);
        child.parent = root;
        child.marked = false;
        if (root.child == null) {
            root.child = child;
        } else {
            child.right = root.child.right;
            child.left = root.child;
            root.child.right.left = child;
            root.child.right = child;
        }
        root.degree++;
    }

    /** Links roots of equal degree until all differ, then finds the minimum. */
    private void consolidate() {
        // Take the roots out first: linking changes the list being walked.
        int count = 0;
        Node r = min;
        do {
            count++;
            r = r.right;
        } while (r != min);
        Node[] roots = new Node[count];
        for (int i = 0; i < count; i++) {
            roots[i] = r;
            r = r.right;
        }
        Node[] byDegree = new Node[MAX_DEGREE];
        for (int i = 0; i < count; i++) {
            Node x = roots[i];
            int d = x.degree;
            while (byDegree[d] != null) {
                Node y = byDegree[d];
                if (y.key < x.key) {
                    Node t = x;
                    x = y;
                    y = t;
                }
                link(y, x);
                byDegree[d] = null;
                d++;
            }
            byDegree[d] = x;
        }
        // Rebuild the root list and find the new minimum.
        min = null;
        for (int d = 0; d < MAX_DEGREE; d++) {
            Node x = byDegree[d];
            if (x == null) {
                continue;
            }
            unlink(x);
            if (min == null) {
                addRoot(x);
            } else {
                addRoot(x);
                if (x.key < min.key) {
                    min = x;
                }
            }
        }
    }

    /** Checks heap order, degrees, links and the minimum; for concrete tests of the class. */
    boolean check() {
        if (min == null) {
            return size == 0;
        }
        int count = 0;
        Node r = min;
        do {
            if (r.parent != null || r.key < min.key) {
                return false;
            }
            int c = checkTree(r);
            if (c < 0) {
                return false;
            }
            count += c;
            r = r.right;
        } while (r != min);
        return count == size;
    }

    private int checkTree(Node t) {
        if (nodes[t.handle] != t || t.right.left != t || t.left.right != t) {
            return -1;
        }
        int count = 1;
        int degree = 0;
        Node c = t.child;
        if (c != null) {
            do {
                if (c.parent != t || c.key < t.key) {
                    return -1;
                }
                int n = checkTree(c);
                if (n < 0) {
                    return -1;
                }
                count += n;
                degree++;
                c = c.right;
            } while (c != t.child);
        }
        return degree == t.degree ? count : -1;
    }
}
