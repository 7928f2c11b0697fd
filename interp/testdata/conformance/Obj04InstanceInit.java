// Instance initialisation order: field initialisers, init blocks, constructor chaining, virtual call from super ctor.
public class Obj04InstanceInit {
    static int step = 0;

    static int note(String s) {
        step++;
        System.out.println("  " + step + ": " + s);
        return step;
    }

    static class Base {
        int baseField = note("Base.baseField initialiser");

        {
            note("Base init block");
        }

        Base() {
            this(note("Base() computing arg"));
            note("Base() body");
        }

        Base(int x) {
            note("Base(int) body, x=" + x);
            describe();
        }

        void describe() {
            note("Base.describe");
        }
    }

    static class Derived extends Base {
        int derivedField = note("Derived.derivedField initialiser");
        String label = "set";
        final int fin;

        {
            note("Derived init block 1");
        }

        Derived() {
            super();
            fin = 77;
            note("Derived() body, label=" + label + " fin=" + fin);
        }

        {
            note("Derived init block 2");
        }

        @Override
        void describe() {
            note("Derived.describe sees derivedField=" + derivedField + " label=" + label + " fin=" + fin);
        }
    }

    static class Point {
        final int x;
        final int y;

        Point() {
            this(1, 2);
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        Point(Point other) {
            this(other.x * 10, other.y * 10);
        }

        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    static class Defaults {
        byte b;
        short s;
        int i;
        long l;
        float f;
        double d;
        char c;
        boolean z;
        Object o;
        int[] arr;
    }

    public static void main(String[] args) {
        System.out.println("new Derived()");
        Derived d = new Derived();
        System.out.println("fields: " + d.baseField + " " + d.derivedField + " " + d.label + " " + d.fin);
        System.out.println("new Base()");
        new Base();
        Point p = new Point();
        Point q = new Point(p);
        Point r = new Point(-3, 4);
        System.out.println(p + " " + q + " " + r);
        Defaults z = new Defaults();
        System.out.println(z.b + " " + z.s + " " + z.i + " " + z.l + " " + z.f + " " + z.d + " " + (int) z.c + " " + z.z + " " + z.o + " " + z.arr);
        z.l = Long.MIN_VALUE;
        z.d = -1.5;
        z.i = z.s = z.b = 9;
        System.out.println(z.l + " " + z.d + " " + z.i + " " + z.s + " " + z.b);
    }
}
