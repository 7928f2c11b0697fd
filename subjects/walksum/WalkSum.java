/**
 * WalkSum walks a list of three cells with symbolic keys to the first cell
 * whose key is at least x (or the last) and returns that cell's value
 * times ten, without testing anything it read there: the walk whose merge
 * the cost model of merge = "auto" expects to pay (interp/merge_autoloop.go).
 * subjects/listsearch is the walk it declines (its result is tested).
 */
public class WalkSum {

    static final class Node {
        int key;
        int value;
        Node next;

        Node(int key, int value, Node next) {
            this.key = key;
            this.value = value;
            this.next = next;
        }
    }

    static Node ceiling(Node head, int x) {
        Node c = head;
        while (c.next != null && c.key < x) {
            c = c.next;
        }
        return c;
    }

    public static int run(int a, int b, int c, int x) {
        Node list = new Node(a, 1, new Node(b, 2, new Node(c, 3, null)));
        Node n = ceiling(list, x);
        return n.value * 10;
    }
}
