/**
 * SortedList is a set of ints kept as a doubly-linked list in ascending
 * order. It keeps both ends, so that appending and the range checks of
 * lookups cost nothing, and it is written defensively: insert asks contains
 * first, and every change ends with an assert of the class invariant (the
 * values ascend) and of its postcondition (x is, or is no longer, present).
 *
 * <p>Under symbolic execution most of these comparisons are already decided
 * by the path condition: the second walk of insert, the walk's last step
 * (x < tail.value is known), the invariant (the list was built in order) and
 * the postconditions. Each such comparison has one infeasible side, which
 * gives the subject its high ratio of infeasible branch sides.
 */
public class SortedList {

    /** Node is one list cell. */
    static final class Node {
        int value;
        Node prev;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    /** The first cell, null when the list is empty. */
    private Node head;
    /** The last cell, null when the list is empty. */
    private Node tail;
    /** The number of cells. */
    private int size;

    /** Returns the number of values. */
    public int size() {
        return size;
    }

    /** Inserts x in order; returns false if x was already present. */
    public boolean insert(int x) {
        if (contains(x)) {
            return false;
        }
        Node n = new Node(x);
        size++;
        if (head == null) {
            head = n;
            tail = n;
            return true;
        }
        if (x > tail.value) {
            // Append: the common case of ascending input.
            n.prev = tail;
            tail.next = n;
            tail = n;
            assert ordered() && contains(x);
            return true;
        }
        // x < tail.value, so the walk stops at the tail at the latest.
        Node cur = head;
        while (cur.value < x) {
            cur = cur.next;
        }
        n.next = cur;
        n.prev = cur.prev;
        if (cur.prev == null) {
            head = n;
        } else {
            cur.prev.next = n;
        }
        cur.prev = n;
        assert ordered() && contains(x);
        return true;
    }

    /** Returns the cell holding x, or null. */
    private Node locate(int x) {
        if (head == null || x < head.value || x > tail.value) {
            return null;
        }
        // head.value <= x <= tail.value, so the walk stops at the tail at the latest.
        Node cur = head;
        while (cur.value < x) {
            cur = cur.next;
        }
        if (cur.value == x) {
            return cur;
        }
        return null;
    }

    /** Reports whether x is in the list. */
    public boolean contains(int x) {
        return locate(x) != null;
    }

    /** Removes x; returns false if it was not present. */
    public boolean remove(int x) {
        Node n = locate(x);
        if (n == null) {
            return false;
        }
        if (n.prev == null) {
            head = n.next;
        } else {
            n.prev.next = n.next;
        }
        if (n.next == null) {
            tail = n.prev;
        } else {
            n.next.prev = n.prev;
        }
        size--;
        assert ordered() && !contains(x);
        return true;
    }

    /** Reports whether the values are in ascending order (the class invariant). */
    private boolean ordered() {
        for (Node n = head; n != null && n.next != null; n = n.next) {
            if (n.value >= n.next.value) {
                return false;
            }
        }
        return true;
    }
}
