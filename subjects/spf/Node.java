/** A list node for the lazy-initialization subjects. */
public class Node {
    int value;
    Node next;
}
