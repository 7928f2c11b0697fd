/**
 * TreeMap is a map from int keys to int values kept in a red-black tree:
 * put, get, containsKey and remove, with left and right rotations and the
 * colour fix-ups after insertion and deletion. Entries have parent links;
 * a missing child (null) counts as black.
 *
 * <p>Like many hand-written maps, put first looks the key up with getEntry
 * and then walks down the tree a second time to find where a new entry
 * hangs, and put and remove assert the tree's invariants (check) after every
 * change. Under symbolic execution the comparisons of the second walk and
 * the key-order comparisons of check are already decided by the path
 * condition, so each has an infeasible side. The fix-ups and rotations only
 * look at colours and links, which are concrete.
 */
public class TreeMap {

    /** Entry is one tree node. */
    static final class Entry {
        int key;
        int value;
        Entry left;
        Entry right;
        Entry parent;
        boolean red = true;

        Entry(int key, int value, Entry parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }
    }

    /** The value get returns for a missing key. */
    public static final int NONE = -1;

    /** The root, null for an empty map; always black. */
    private Entry root;
    /** The number of entries. */
    private int size;

    /** Returns the number of entries. */
    public int size() {
        return size;
    }

    /** Returns the entry for key, or null. */
    private Entry getEntry(int key) {
        Entry e = root;
        while (e != null) {
            if (key < e.key) {
                e = e.left;
            } else if (key > e.key) {
                e = e.right;
            } else {
                return e;
            }
        }
        return null;
    }

    /** Reports whether the map has an entry for key. */
    public boolean containsKey(int key) {
        return getEntry(key) != null;
    }

    /** Returns the value for key, or NONE. */
    public int get(int key) {
        Entry e = getEntry(key);
        return e == null ? NONE : e.value;
    }

    /** Maps key to value; returns the previous value, or NONE. */
    public int put(int key, int value) {
        Entry e = getEntry(key);
        if (e != null) {
            int old = e.value;
            e.value = value;
            return old;
        }
        size++;
        if (root == null) {
            root = new Entry(key, value, null);
            root.red = false;
            assert check() > 0;
            return NONE;
        }
        // The key is new: walk down again to the empty link where it belongs.
        Entry p = root;
        while (true) {
            if (key < p.key) {
                if (p.left == null) {
                    p.left = new Entry(key, value, p);
                    fixAfterInsert(p.left);
                    assert check() > 0;
                    return NONE;
                }
                p = p.left;
            } else {
                if (p.right == null) {
                    p.right = new Entry(key, value, p);
                    fixAfterInsert(p.right);
                    assert check() > 0;
                    return NONE;
                }
                p = p.right;
            }
        }
    }

    /** Removes the entry for key; returns its value, or NONE. */
    public int remove(int key) {
        Entry e = getEntry(key);
        if (e == null) {
            return NONE;
        }
        int old = e.value;
        deleteEntry(e);
        assert check() >= 0;
        return old;
    }

    // ---- colour and link helpers (null counts as a black leaf) ----

    private static boolean isRed(Entry e) {
        return e != null && e.red;
    }

    private static Entry parentOf(Entry e) {
        return e == null ? null : e.parent;
    }

    private static Entry leftOf(Entry e) {
        return e == null ? null : e.left;
    }

    private static Entry rightOf(Entry e) {
        return e == null ? null : e.right;
    }

    private static void paint(Entry e, boolean red) {
        if (e != null) {
            e.red = red;
        }
    }

    /** Puts c where e was below e's parent (or at the root). */
    private void replaceChild(Entry e, Entry c) {
        Entry p = e.parent;
        if (c != null) {
            c.parent = p;
        }
        if (p == null) {
            root = c;
        } else if (p.left == e) {
            p.left = c;
        } else {
            p.right = c;
        }
    }

    /** Rotates left around e: e's right child takes e's place. */
    private void rotateLeft(Entry e) {
        if (e == null) {
            return;
        }
        Entry r = e.right;
        e.right = r.left;
        if (r.left != null) {
            r.left.parent = e;
        }
        replaceChild(e, r);
        r.left = e;
        e.parent = r;
    }

    /** Rotates right around e: e's left child takes e's place. */
    private void rotateRight(Entry e) {
        if (e == null) {
            return;
        }
        Entry l = e.left;
        e.left = l.right;
        if (l.right != null) {
            l.right.parent = e;
        }
        replaceChild(e, l);
        l.right = e;
        e.parent = l;
    }

    /** Restores the red-black properties after the red entry x was linked in. */
    private void fixAfterInsert(Entry x) {
        while (x != root && isRed(x.parent)) {
            Entry p = parentOf(x);
            Entry g = parentOf(p);
            if (p == leftOf(g)) {
                Entry uncle = rightOf(g);
                if (isRed(uncle)) {
                    // Red uncle: push the grandparent's blackness down.
                    paint(p, false);
                    paint(uncle, false);
                    paint(g, true);
                    x = g;
                } else {
                    if (x == rightOf(p)) {
                        // Inner grandchild: rotate it to the outside first.
                        x = p;
                        rotateLeft(x);
                        p = parentOf(x);
                    }
                    paint(p, false);
                    paint(g, true);
                    rotateRight(g);
                }
            } else {
                Entry uncle = leftOf(g);
                if (isRed(uncle)) {
                    paint(p, false);
                    paint(uncle, false);
                    paint(g, true);
                    x = g;
                } else {
                    if (x == leftOf(p)) {
                        x = p;
                        rotateRight(x);
                        p = parentOf(x);
                    }
                    paint(p, false);
                    paint(g, true);
                    rotateLeft(g);
                }
            }
        }
        root.red = false;
    }

    /** Unlinks entry e and restores the red-black properties. */
    private void deleteEntry(Entry e) {
        size--;
        if (e.left != null && e.right != null) {
            // Two children: take over the successor's mapping, delete the successor.
            Entry s = e.right;
            while (s.left != null) {
                s = s.left;
            }
            e.key = s.key;
            e.value = s.value;
            e = s;
        }
        // Now e has at most one child.
        Entry child = e.left != null ? e.left : e.right;
        if (child != null) {
            replaceChild(e, child);
            e.left = null;
            e.right = null;
            e.parent = null;
            if (!e.red) {
                fixAfterDelete(child);
            }
        } else if (e.parent == null) {
            root = null;
        } else {
            // A leaf: fix up with e still in place as the "doubly black" node.
            if (!e.red) {
                fixAfterDelete(e);
            }
            replaceChild(e, null);
            e.parent = null;
        }
    }

    /** Removes the extra blackness carried by x after a black entry was deleted. */
    private void fixAfterDelete(Entry x) {
        while (x != root && !isRed(x)) {
            Entry p = parentOf(x);
            if (x == leftOf(p)) {
                Entry sib = rightOf(p);
                if (isRed(sib)) {
                    // Red sibling: rotate so that the sibling is black.
                    paint(sib, false);
                    paint(p, true);
                    rotateLeft(p);
                    sib = rightOf(parentOf(x));
                }
                if (!isRed(leftOf(sib)) && !isRed(rightOf(sib))) {
                    // Both nephews black: move the blackness up.
                    paint(sib, true);
                    x = parentOf(x);
                } else {
                    if (!isRed(rightOf(sib))) {
                        // Only the near nephew is red: turn it into the far one.
                        paint(leftOf(sib), false);
                        paint(sib, true);
                        rotateRight(sib);
                        sib = rightOf(parentOf(x));
                    }
                    paint(sib, isRed(parentOf(x)));
                    paint(parentOf(x), false);
                    paint(rightOf(sib), false);
                    rotateLeft(parentOf(x));
                    x = root;
                }
            } else {
                Entry sib = leftOf(p);
                if (isRed(sib)) {
                    paint(sib, false);
                    paint(p, true);
                    rotateRight(p);
                    sib = leftOf(parentOf(x));
                }
                if (!isRed(rightOf(sib)) && !isRed(leftOf(sib))) {
                    paint(sib, true);
                    x = parentOf(x);
                } else {
                    if (!isRed(leftOf(sib))) {
                        paint(rightOf(sib), false);
                        paint(sib, true);
                        rotateLeft(sib);
                        sib = leftOf(parentOf(x));
                    }
                    paint(sib, isRed(parentOf(x)));
                    paint(parentOf(x), false);
                    paint(leftOf(sib), false);
                    rotateRight(parentOf(x));
                    x = root;
                }
            }
        }
        paint(x, false);
    }

    /**
     * Checks the red-black properties, the parent links and the key order;
     * returns the black height (0 for an empty tree), or -1 if a property
     * fails. put and remove assert it after every change.
     */
    int check() {
        if (isRed(root)) {
            return -1;
        }
        return check(root, null, null);
    }

    private static int check(Entry e, Entry lo, Entry hi) {
        if (e == null) {
            return 0;
        }
        if ((lo != null && e.key <= lo.key) || (hi != null && e.key >= hi.key)) {
            return -1;
        }
        if (e.red && (isRed(e.left) || isRed(e.right))) {
            return -1;
        }
        if ((e.left != null && e.left.parent != e) || (e.right != null && e.right.parent != e)) {
            return -1;
        }
        int l = check(e.left, lo, e);
        int r = check(e.right, e, hi);
        if (l < 0 || r < 0 || l != r) {
            return -1;
        }
        return l + (e.red ? 0 : 1);
    }
}
