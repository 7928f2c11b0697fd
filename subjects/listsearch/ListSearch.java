/**
 * ListSearch walks a list of concrete shape whose keys are symbolic: the
 * loop's test compares a symbolic key, so it forks once per node, but no
 * symbolic size is involved (loop merging for symbolic sizes leaves it
 * alone; search.merge_all_loops merges it). After the walk, the key of the
 * node it stopped at is read through the merged reference and compared
 * with x: equal keys throw (an error path).
 */
public class ListSearch {

    /** Node is one list cell. */
    static final class Node {
        int key;
        Node next;

        Node(int key, Node next) {
            this.key = key;
            this.next = next;
        }
    }

    /** Returns the key of the first node whose key is at least x, or the last node's. */
    static int ceiling(Node head, int x) {
        Node c = head;
        while (c.next != null && c.key < x) {
            c = c.next;
        }
        return c.key;
    }

    /** Builds the list a, b, c and looks x up in it. */
    public static int run(int a, int b, int c, int x) {
        Node list = new Node(a, new Node(b, new Node(c, null)));
        int k = ceiling(list, x);
        if (k == x) {
            throw new IllegalStateException("x is in the list");
        }
        return k;
    }
}
