/**
 * BinomialHeap is a min-heap of int keys kept as a binomial heap: a list of
 * heap-ordered binomial trees of distinct degrees, in increasing order of
 * degree. Every operation is built on union, which adds two root lists like
 * two binary numbers: trees of equal degree are linked (the larger root
 * becomes a child of the smaller) and the result carries to the next degree.
 *
 * <p>Each key carries a small int handle chosen by the caller, through which
 * decreaseKey and delete find its node; the heap keeps the node of each
 * handle in an array, and moves handles along with keys. deleteKey instead
 * searches the trees for a key, skipping the subtrees whose root is larger.
 *
 * <p>Under symbolic execution the keys are symbolic: linking two trees,
 * finding the minimum root, sifting up and searching compare them. The
 * structure (degrees, links, handles) stays concrete.
 */
public class BinomialHeap {

    /** Node is one tree node; children are linked through sibling, largest degree first. */
    static final class Node {
        int key;
        int handle;
        int degree;
        Node parent;
        Node child;
        Node sibling;

        Node(int key, int handle) {
            this.key = key;
            this.handle = handle;
        }
    }

    /** The value extractMin returns for an empty heap. */
    public static final int EMPTY = -1;

    /** The root list, in increasing order of degree; null when empty. */
    private Node head;
    /** The node that holds each handle's key; null once it left the heap. */
    private final Node[] nodes;
    /** The number of keys. */
    private int size;

    /** Creates an empty heap for handles 0 .. handles-1. */
    public BinomialHeap(int handles) {
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

    /** Adds key under handle h. */
    public void insert(int key, int h) {
        Node n = new Node(key, h);
        nodes[h] = n;
        size++;
        head = union(head, n);
    }

    /** Returns the smallest key without removing it, or EMPTY. */
    public int peekMin() {
        Node m = minRoot();
        return m == null ? EMPTY : m.key;
    }

    /** Removes and returns the smallest key, or EMPTY. */
    public int extractMin() {
        Node m = minRoot();
        if (m == null) {
            return EMPTY;
        }
        removeRoot(m);
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
        // Sift up: exchange keys and handles with the parent while smaller.
        while (n.parent != null && n.key < n.parent.key) {
            swapContents(n, n.parent);
            n = n.parent;
        }
        return true;
    }

    /** Removes the key of handle h; returns false if it has left the heap. */
    public boolean delete(int h) {
        Node n = nodes[h];
        if (n == null) {
            return false;
        }
        // Move the key to the root of its tree as if it were minus infinity.
        while (n.parent != null) {
            swapContents(n, n.parent);
            n = n.parent;
        }
        removeRoot(n);
        return true;
    }

    /**
     * Removes one occurrence of key; returns false if the heap has none. The
     * search skips the subtrees whose root is larger than key.
     */
    public boolean deleteKey(int key) {
        Node n = find(head, key);
        if (n == null) {
            return false;
        }
        return delete(n.handle);
    }

    // ---- internals ----

    /** Returns a node holding key in the trees of the list that starts at t, or null. */
    private static Node find(Node t, int key) {
        for (Node n = t; n != null; n = n.sibling) {
            if (n.key == key) {
                return n;
            }
            if (n.key < key) {
                Node f = find(n.child, key);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    /** Returns the root with the smallest key (the first of equal ones), or null. */
    private Node minRoot() {
        Node min = head;
        if (min == null) {
            return null;
        }
        for (Node r = head.sibling; r != null; r = r.sibling) {
            if (r.key < min.key) {
                min = r;
            }
        }
        return min;
    }

    /** Unlinks root r from the root list and melds its children back in. */
    private void removeRoot(Node r) {
        if (head == r) {
            head = r.sibling;
        } else {
            Node p = head;
            while (p.sibling != r) {
                p = p.sibling;
            }
            p.sibling = r.sibling;
        }
        // The children, largest degree first, become a root list in increasing order.
        Node list = null;
        Node c = r.child;
        while (c != null) {
            Node next = c.sibling;
            c.parent = null;
            c.sibling = list;
            list = c;
            c = next;
        }
        nodes[r.handle] = null;
        size--;
        head = union(head, list);
    }

    /** Exchanges the keys and handles of two nodes and fixes the handle table. */
    private void swapContents(Node a, Node b) {
        int k = a.key;
        a.key = b.key;
        b.key = k;
        int h = a.handle;
        a.handle = b.handle;
        b.handle = h;
        nodes[a.handle] = a;
        nodes[b.handle] = b;
    }

    /** Links two trees of equal degree; returns the root of the result. */
    private static Node link(Node a, Node b) {
        if (b.key < a.key) {
            Node t = a;
            a = b;
            b = t;
        }
        b.parent = a;
        b.sibling = a.child;
        a.child = b;
        a.degree++;
        a.sibling = null;
        return a;
    }

    /**
     * Adds two root lists, each in increasing order of degree, like binary
     * numbers: at each degree, of the trees from a, from b and the carry, one
     * goes to the result and two are linked into the next carry.
     */
    private static Node union(Node a, Node b) {
        Node first = null;
        Node last = null;
        Node carry = null;
        while (a != null || b != null || carry != null) {
            // The smallest degree present among a, b and carry.
            int d = Integer.MAX_VALUE;
            if (a != null && a.degree < d) {
                d = a.degree;
            }
            if (b != null && b.degree < d) {
                d = b.degree;
            }
            if (carry != null && carry.degree < d) {
                d = carry.degree;
            }
            Node x = null;
            Node y = null;
            if (a != null && a.degree == d) {
                x = a;
                a = a.sibling;
                x.sibling = null;
            }
            if (b != null && b.degree == d) {
                Node t = b;
                b = b.sibling;
                t.sibling = null;
                if (x == null) {
                    x = t;
                } else {
                    y = t;
                }
            }
            if (carry != null && carry.degree == d) {
                Node t = carry;
                carry = null;
                if (x == null) {
                    x = t;
                } else if (y == null) {
                    y = t;
                } else {
                    // Three trees of degree d: the carry goes out, a and b link.
                    Node out = t;
                    carry = link(x, y);
                    x = out;
                    y = null;
                }
            }
            if (y != null) {
                carry = link(x, y);
            } else {
                if (last == null) {
                    first = x;
                } else {
                    last.sibling = x;
                }
                last = x;
            }
        }
        return first;
    }

    /** Checks heap order, degrees and parent links; for concrete tests of the class. */
    boolean check() {
        int prevDegree = -1;
        int count = 0;
        for (Node r = head; r != null; r = r.sibling) {
            if (r.parent != null || r.degree <= prevDegree) {
                return false;
            }
            prevDegree = r.degree;
            int c = checkTree(r);
            if (c != (1 << r.degree)) {
                return false;
            }
            count += c;
        }
        return count == size;
    }

    private int checkTree(Node t) {
        if (nodes[t.handle] != t) {
            return -1;
        }
        int count = 1;
        int d = t.degree;
        for (Node c = t.child; c != null; c = c.sibling) {
            d--;
            if (c.parent != t || c.degree != d || c.key < t.key) {
                return -1;
            }
            int n = checkTree(c);
            if (n < 0) {
                return -1;
            }
            count += n;
        }
        return d == 0 ? count : -1;
    }
}
