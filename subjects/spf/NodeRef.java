import gov.nasa.jpf.symbc.Debug;

/**
 * Debug.makeSymbolicRef as SPF's examples use it: the node passed in
 * gives the type, and the result is a symbolic reference of that type
 * (null or a node whose fields are inputs).
 */
public class NodeRef {
    public static void main(String[] args) {
        Node n = (Node) Debug.makeSymbolicRef("n", new Node());
        int c = ListLazy.count(n);
        if (c == 2 && n.value > n.next.value) {
            Debug.printPC("descending pair:");
        }
    }
}
