// Varargs and overload resolution: exact, widening, boxing, varargs phases; null arguments.
public class Inv07Varargs {
    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    static String f(int x) {
        return "f(int)";
    }

    static String f(long x) {
        return "f(long)";
    }

    static String f(double x) {
        return "f(double)";
    }

    static String f(Integer x) {
        return "f(Integer)";
    }

    static String f(Object x) {
        return "f(Object)";
    }

    static String f(int... x) {
        return "f(int...)";
    }

    static String g(long x) {
        return "g(long)";
    }

    static String g(Integer x) {
        return "g(Integer)";
    }

    static String h(Object o) {
        return "h(Object)";
    }

    static String h(String s) {
        return "h(String)";
    }

    static String k(Object... os) {
        return "k(Object...) len=" + (os == null ? "null" : String.valueOf(os.length));
    }

    static String m(int a, int... rest) {
        return "m(" + a + ", " + rest.length + ")";
    }

    static String m(int a, int b) {
        return "m(int,int)";
    }

    public static void main(String[] args) {
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {4, 5}));
        System.out.println(join(", ", "a", 1, 2.5, 'c', true, null, 7L));
        System.out.println(join("-"));
        byte b = 1;
        short s = 2;
        char c = 'c';
        long l = 3;
        float fl = 4f;
        System.out.println(f(1) + " " + f(b) + " " + f(s) + " " + f(c) + " " + f(l) + " " + f(fl) + " " + f(Integer.valueOf(1)) + " " + f("x"));
        System.out.println(f() + " " + f(1, 2));
        System.out.println(g(5) + " " + g(Integer.valueOf(5)));
        System.out.println(h(null) + " " + h((Object) "s") + " " + h("s"));
        System.out.println(k() + " | " + k(1, 2) + " | " + k((Object[]) null) + " | " + k((Object) null) + " | " + k(new Object[] {1, 2, 3}) + " | " + k((Object[]) new String[] {"x"}));
        System.out.println(m(1) + " " + m(1, 2) + " " + m(1, 2, 3));
        Object[] arr = {"p", "q"};
        System.out.println(join("+", arr) + " " + k((Object) arr) + " " + k(arr, arr));
    }
}
