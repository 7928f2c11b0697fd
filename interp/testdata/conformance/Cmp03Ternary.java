// Ternaries, short-circuit evaluation, boolean expressions with side effects.
public class Cmp03Ternary {
    static int calls = 0;

    static boolean tr(String tag) {
        calls++;
        System.out.print(tag + " ");
        return true;
    }

    static boolean fa(String tag) {
        calls++;
        System.out.print(tag + " ");
        return false;
    }

    static String classify(int n) {
        return n < 0 ? "negative" : n == 0 ? "zero" : n < 10 ? "small" : n < 100 ? "medium" : "large";
    }

    public static void main(String[] args) {
        boolean r1 = fa("a") && tr("b");
        System.out.println("-> " + r1);
        boolean r2 = tr("a") || fa("b");
        System.out.println("-> " + r2);
        boolean r3 = fa("a") || tr("b") && fa("c");
        System.out.println("-> " + r3);
        boolean r4 = (fa("a") || tr("b")) && fa("c");
        System.out.println("-> " + r4);
        boolean r5 = fa("a") & tr("b");
        System.out.println("-> " + r5);
        boolean r6 = tr("a") | fa("b");
        System.out.println("-> " + r6);
        boolean r7 = tr("a") ^ tr("b");
        System.out.println("-> " + r7);
        System.out.println("calls " + calls);
        int[] ns = {-5, 0, 3, 42, 1000};
        for (int n : ns) {
            System.out.println(n + " " + classify(n));
        }
        int x = 5;
        int y = x > 3 ? x++ : x--;
        System.out.println(x + " " + y);
        long l = x > 100 ? 1 : 2L;
        System.out.println(l);
        double dd = x > 0 ? 1 : 2.5;
        System.out.println(dd);
        Object o = x > 0 ? "str" : (Object) Integer.valueOf(1);
        System.out.println(o);
        String s = null;
        String safe = s == null ? "default" : s;
        System.out.println(safe);
        boolean isNull = s != null && s.length() > 0;
        System.out.println(isNull);
        int abs = x < 0 ? -x : x;
        System.out.println(abs);
        int max3 = x > y ? (x > 9 ? x : 9) : (y > 9 ? y : 9);
        System.out.println(max3);
        boolean b = !(x == 6) == false;
        System.out.println(b);
        int count = 0;
        for (int i = 0; i < 20; i++) {
            if (i % 2 == 0 && i % 3 == 0 || i == 7) {
                count += i;
            }
        }
        System.out.println(count);
        char grade = x >= 9 ? 'A' : x >= 6 ? 'B' : 'C';
        System.out.println(grade);
    }
}
