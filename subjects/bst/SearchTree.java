/**
 * SearchTree is a binary search tree of distinct int keys with a size
 * field: insertion, Hibbard deletion (a node with two children takes the
 * key of the smallest node of its right subtree) and lookup, and the
 * representation invariant repOK that a symbolic input tree is assumed to
 * satisfy (BSTDriver), in the style of Symbolic PathFinder's lazy
 * initialization examples.
 */
public class SearchTree {

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
    Node root;
    /** The number of keys in the tree. */
    int size;

    /**
     * repOK is the representation invariant: the nodes form a tree whose
     * keys are strictly ordered (every key of a left subtree below its
     * node's, every key of a right subtree above), and size counts them.
     * Strict bounds also reject every shape in which a node is reached
     * twice (a cycle or a shared subtree): its key would have to lie
     * outside the bounds it is checked against.
     */
    public boolean repOK() {
        int n = count(root, 0, false, 0, false);
        return n >= 0 && n == size;
    }

    /**
     * Returns the number of nodes below x whose keys lie strictly between lo
     * (when hasLo) and hi (when hasHi), or -1 if the subtree breaks the
     * invariant.
     */
    private static int count(Node x, int lo, boolean hasLo, int hi, boolean hasHi) {
        if (x == null) {
            return 0;
        }
        if (hasLo && x.key <= lo) {
            return -1;
        }
        if (hasHi && x.key >= hi) {
            return -1;
        }
        int l = count(x.left, lo, hasLo, x.key, true);
        if (l < 0) {
            return -1;
        }
        int r = count(x.right, x.key, true, hi, hasHi);
        if (r < 0) {
            return -1;
        }
        return 1 + l + r;
    }

    /** Reports whether x is in the tree. */
    public boolean contains(int x) {
        Node n = root;
        while (n != null) {
            if (x < n.key) {
                n = n.left;
            } else if (x > n.key) {
                n = n.right;
            } else {
                return true;
            }
        }
        return false;
    }

    /** Adds x; returns false if it was already present. */
    public boolean add(int x) {
        if (root == null) {
            root = new Node(x);
            size++;
            return true;
        }
        Node n = root;
        while (true) {
            if (x < n.key) {
                if (n.left == null) {
                    n.left = new Node(x);
                    break;
                }
                n = n.left;
            } else if (x > n.key) {
                if (n.right == null) {
                    n.right = new Node(x);
                    break;
                }
                n = n.right;
            } else {
                return false;
            }
        }
        size++;
        return true;
    }

    /** Removes x; returns false if it was not present. */
    public boolean remove(int x) {
        Node parent = null;
        Node n = root;
        while (n != null && n.key != x) {
            parent = n;
            n = x < n.key ? n.left : n.right;
        }
        if (n == null) {
            return false;
        }
        if (n.left != null && n.right != null) {
            // Hibbard: take the smallest key of the right subtree, then
            // unlink that node (it has no left child).
            Node sp = n;
            Node s = n.right;
            while (s.left != null) {
                sp = s;
                s = s.left;
            }
            n.key = s.key;
            if (sp == n) {
                sp.right = s.right;
            } else {
                sp.left = s.right;
            }
        } else {
            Node child = n.left != null ? n.left : n.right;
            if (parent == null) {
                root = child;
            } else if (parent.left == n) {
                parent.left = child;
            } else {
                parent.right = child;
            }
        }
        size--;
        return true;
    }
}
