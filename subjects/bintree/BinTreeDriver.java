import gov.nasa.jpf.vm.Verify;

/**
 * BinTreeDriver runs a bounded sequence of operations on a BinTree, in the
 * style of SPF's parameterized tests of containers: each step chooses the
 * operation concretely with Verify.getInt and passes it a fresh symbolic key
 * (the driverX methods are listed in target.symbolic).
 */
public class BinTreeDriver {

    static BinTree tree;

    static void driverAdd(int v) {
        tree.add(v);
    }

    static void driverRemove(int v) {
        tree.remove(v);
    }

    static void driverFind(int v) {
        tree.find(v);
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        tree = new BinTree();
        for (int i = 0; i < steps; i++) {
            int op = Verify.getInt(0, 2);
            if (op == 0) {
                driverAdd(0);
            } else if (op == 1) {
                driverRemove(0);
            } else {
                driverFind(0);
            }
        }
    }
}
