import gov.nasa.jpf.vm.Verify;

/**
 * TreeMapDriver runs a bounded sequence of operations on a TreeMap, in the
 * style of SPF's parameterized tests of containers: each step chooses put,
 * remove or get concretely with Verify.getInt and passes a fresh symbolic key
 * (the driverX methods are listed in target.symbolic); the values stored are
 * the concrete step numbers. Remove and get are guarded by containsKey, the
 * common client idiom, so they look the key up twice.
 */
public class TreeMapDriver {

    static TreeMap map;

    static void driverPut(int key, int value) {
        map.put(key, value);
    }

    static void driverRemove(int key) {
        if (map.containsKey(key)) {
            map.remove(key);
        }
    }

    static void driverGet(int key) {
        if (map.containsKey(key)) {
            map.get(key);
        }
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        map = new TreeMap();
        for (int i = 0; i < steps; i++) {
            int op = Verify.getInt(0, 2);
            if (op == 0) {
                driverPut(0, i);
            } else if (op == 1) {
                driverRemove(0);
            } else {
                driverGet(0);
            }
        }
    }
}
