/**
 * LinkedList is a singly linked list of int values with in-place reversal
 * and removal of duplicate values (the first occurrence of each value is
 * kept), and the representation invariant repOK that a symbolic input
 * list is assumed to satisfy (ListDriver).
 */
public class LinkedList {

    /** Cell is one list cell. */
    static final class Cell {
        int val;
        Cell next;
    }

    /** The first cell, null when the list is empty. */
    Cell head;
    /** The number of cells. */
    int size;

    /**
     * repOK is the representation invariant: the cells reachable from
     * head form no cycle (Floyd's tortoise and hare: the fast pointer
     * meets the slow one exactly when there is a cycle) and size counts
     * them.
     */
    public boolean repOK() {
        Cell slow = head;
        Cell fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) {
                return false;
            }
        }
        return length() == size;
    }

    /** Returns the number of cells reachable from head (the list has no cycle). */
    public int length() {
        int n = 0;
        for (Cell c = head; c != null; c = c.next) {
            n++;
        }
        return n;
    }

    /** Reverses the list in place. */
    public void reverse() {
        Cell prev = null;
        Cell c = head;
        while (c != null) {
            Cell next = c.next;
            c.next = prev;
            prev = c;
            c = next;
        }
        head = prev;
    }

    /** Removes every cell whose value an earlier cell holds; returns how many. */
    public int removeDuplicates() {
        int removed = 0;
        for (Cell c = head; c != null; c = c.next) {
            Cell p = c;
            while (p.next != null) {
                if (p.next.val == c.val) {
                    p.next = p.next.next;
                    removed++;
                } else {
                    p = p.next;
                }
            }
        }
        size -= removed;
        return removed;
    }

    /** Reports whether two cells hold the same value. */
    public boolean hasDuplicates() {
        for (Cell c = head; c != null; c = c.next) {
            for (Cell d = c.next; d != null; d = d.next) {
                if (c.val == d.val) {
                    return true;
                }
            }
        }
        return false;
    }
}
