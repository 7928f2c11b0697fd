// Static field access through subclasses and interfaces, hidden fields, static access through null refs.
public class Obj03FieldTrigger {
    static void log(String s) {
        System.out.println("  " + s);
    }

    static class Parent {
        static int shared = 10;
        static String name = "parent";

        static {
            log("Parent init");
        }
    }

    static class Child extends Parent {
        static String name = "child";

        static {
            log("Child init");
        }
    }

    static class Holder {
        static long big = 1L << 40;
        static double ratio = 0.5;
        static boolean flag;
        static char letter;
        static Object ref;

        static {
            log("Holder init");
        }
    }

    static class Counter {
        static int count;
        int id;

        Counter() {
            count++;
            id = count;
        }
    }

    public static void main(String[] args) {
        System.out.println("1 Child.shared (declared in Parent)");
        System.out.println("  " + Child.shared);
        System.out.println("2 Child.name (hides Parent.name)");
        System.out.println("  " + Child.name);
        System.out.println("3 Parent.name");
        System.out.println("  " + Parent.name);
        System.out.println("4 Child.shared++ updates Parent.shared");
        Child.shared++;
        System.out.println("  " + Parent.shared);
        System.out.println("5 defaults of Holder");
        System.out.println("  " + Holder.flag + " " + (int) Holder.letter + " " + Holder.ref + " " + Holder.big + " " + Holder.ratio);
        Holder.big += Holder.big;
        Holder.ratio *= 3;
        System.out.println("  " + Holder.big + " " + Holder.ratio);
        System.out.println("6 static access through null reference");
        Counter nothing = null;
        @SuppressWarnings("static")
        int c = nothing.count;
        System.out.println("  " + c);
        Counter first = new Counter();
        Counter second = new Counter();
        Counter third = new Counter();
        System.out.println("  " + first.id + " " + second.id + " " + third.id + " " + Counter.count);
        Parent p = new Child();
        @SuppressWarnings("static")
        String viaStaticType = p.name;
        System.out.println("7 static field chosen by static type: " + viaStaticType);
    }
}
