// Exceptions raised by the JVM itself: arithmetic, bounds, null, negative size, casts, array stores.
public class Exc03JvmExceptions {
    static int id(int x) { return x; }
    static long idl(long x) { return x; }

    static class Thing {
        int field;

        int method() {
            return 1;
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(id(10) / id(0));
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            System.out.println(id(10) % id(0));
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        try {
            System.out.println(idl(10) / idl(0));
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            System.out.println(idl(10) % idl(0));
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e.getMessage());
        }
        System.out.println("fdiv: " + (1.0f / id(0)) + " drem: " + (1.0 % id(0)));
        int[] arr = new int[3];
        int[] idx = {-1, 3, 100, Integer.MIN_VALUE};
        for (int i : idx) {
            try {
                arr[i] = 1;
                System.out.println("stored?");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("store out of bounds at " + i);
            }
            try {
                System.out.println(arr[i]);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("load out of bounds at " + i + " " + (e instanceof ArrayIndexOutOfBoundsException));
            }
        }
        Thing t = null;
        try {
            t.field = 5;
        } catch (NullPointerException e) {
            System.out.println("NPE putfield");
        }
        try {
            System.out.println(t.field);
        } catch (NullPointerException e) {
            System.out.println("NPE getfield");
        }
        try {
            t.method();
        } catch (NullPointerException e) {
            System.out.println("NPE invokevirtual");
        }
        int[] nularr = null;
        try {
            System.out.println(nularr.length);
        } catch (NullPointerException e) {
            System.out.println("NPE arraylength");
        }
        try {
            nularr[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("NPE iastore");
        }
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("NPE throw null");
        }
        Object lock = null;
        try {
            synchronized (lock) {
                System.out.println("inside");
            }
        } catch (NullPointerException e) {
            System.out.println("NPE monitorenter");
        }
        String ns = null;
        try {
            switch (ns) {
                case "a":
                    System.out.println("a");
                    break;
                default:
                    System.out.println("default");
            }
        } catch (NullPointerException e) {
            System.out.println("NPE string switch");
        }
        try {
            int[] neg = new int[id(-5)];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative array size");
        }
        try {
            Object[] neg = new String[id(-1)];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative array size (anewarray)");
        }
        int[] zero = new int[id(0)];
        System.out.println("zero length ok " + zero.length);
        Object o = "string";
        try {
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("class cast");
        }
        Object[] strs = new String[2];
        try {
            strs[0] = "fine";
            strs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("array store, first element = " + strs[0]);
        }
        Object[] objs = new Object[1];
        objs[0] = Integer.valueOf(1);
        System.out.println("Object[] accepts " + objs[0]);
        Number[] nums = new Integer[1];
        try {
            nums[0] = Double.valueOf(1.0);
        } catch (ArrayStoreException e) {
            System.out.println("Integer[] rejects Double");
        }
        strs[1] = null;
        System.out.println("null store ok " + strs[1]);
        int caught = 0;
        for (int k = -2; k <= 2; k++) {
            try {
                caught += 10 / k;
            } catch (ArithmeticException e) {
                caught += 1000;
            }
        }
        System.out.println("sum " + caught);
    }
}
