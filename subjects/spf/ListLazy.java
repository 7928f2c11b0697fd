/**
 * Lazy initialization (symbolic.lazy): count's parameter is a symbolic
 * reference, materialized at its first use as null or a fresh node, and
 * n.next as null, n itself (an alias) or a fresh node. The alias is a
 * self-loop, which count reports with an exception.
 */
public class ListLazy {
    public static int count(Node n) {
        if (n == null) {
            return 0;
        }
        if (n.next == null) {
            return 1;
        }
        if (n.next == n) {
            throw new IllegalStateException("self loop");
        }
        return 2;
    }

    public static void main(String[] args) {
        System.out.println(count(null));
    }
}
