/**
 * BinTree is an unbalanced binary search tree of distinct int keys, with
 * insertion, deletion (Hibbard deletion: a node with two children takes the
 * key of its in-order successor) and lookup.
 *
 * <p>The code is written the way hand-written containers often are: add and
 * remove first ask find whether the key is present and then walk down the
 * tree a second time to do the work, and find itself locates the last node
 * of the search path and then compares its key with x again. Under symbolic
 * execution each of these repeated comparisons is already decided by the
 * path condition, so one of its sides is infeasible; they are the source of
 * the subject's infeasible branch sides.
 */
public class BinTree {

    /** Node is one tree node. */
    static final class Node {
        int key;
        Node left;
        Node right;

        Node(int key) {
            this.key = key;
        }
    }

    /** The root, null when the tree is empty. */
    private Node root;
    /** The number of keys in the tree. */
    private int size;

    /** Returns the number of keys. */
    public int size() {
        return size;
    }

    /**
     * Returns the node that holds x, or the node below which x would be
     * attached (the last node of the search path); null for an empty tree.
     */
    private Node descend(int x) {
        Node n = root;
        while (n != null) {
            if (x < n.key) {
                if (n.left == null) {
                    break;
                }
                n = n.left;
            } else if (x > n.key) {
                if (n.right == null) {
                    break;
                }
                n = n.right;
            } else {
                break;
            }
        }
        return n;
    }

    /** Adds x; returns false if it was already present. */
    public boolean add(int x) {
        if (find(x)) {
            return false;
        }
        Node n = root;
        if (n == null) {
            root = new Node(x);
            size++;
            return true;
        }
        while (true) {
            if (x < n.key) {
                if (n.left == null) {
                    n.left = new Node(x);
                    break;
                }
                n = n.left;
            } else {
                if (n.right == null) {
                    n.right = new Node(x);
                    break;
                }
                n = n.right;
            }
        }
        size++;
        return true;
    }

    /** Reports whether x is in the tree. */
    public boolean find(int x) {
        Node n = descend(x);
        return n != null && n.key == x;
    }

    /** Removes x; returns false if it was not present. */
    public boolean remove(int x) {
        if (!find(x)) {
            return false;
        }
        root = delete(root, x);
        size--;
        return true;
    }

    /** Deletes x, which is present, from the subtree at n; returns the new subtree. */
    private Node delete(Node n, int x) {
        if (x < n.key) {
            n.left = delete(n.left, x);
            return n;
        }
        if (x > n.key) {
            n.right = delete(n.right, x);
            return n;
        }
        if (n.left == null) {
            return n.right;
        }
        if (n.right == null) {
            return n.left;
        }
        // Two children: take the successor's key and delete the successor.
        Node s = n.right;
        while (s.left != null) {
            s = s.left;
        }
        n.key = s.key;
        n.right = delete(n.right, s.key);
        return n;
    }
}
