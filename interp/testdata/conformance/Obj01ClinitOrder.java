// Class initialisation order (JVMS 5.5): superclass first, once only, triggers and non-triggers.
public class Obj01ClinitOrder {
    static int trace(String what, int v) {
        System.out.println("  init " + what + " = " + v);
        return v;
    }

    static {
        System.out.println("Obj01ClinitOrder.<clinit>");
    }

    static class A {
        static int a = trace("A.a", 1);

        static {
            System.out.println("  A static block, a=" + a);
        }

        static void touchA() {
            System.out.println("  A.touchA");
        }
    }

    static class B extends A {
        static int b = trace("B.b", 2);

        static {
            System.out.println("  B static block, a=" + a + " b=" + b);
        }

        static void touchB() {
            System.out.println("  B.touchB");
        }
    }

    static class C extends B {
        static final int CONST = 42;
        static final String SCONST = "compile-time constant";
        static final Integer BOXED = trace("C.BOXED", 7);
        static int c = trace("C.c", 3);

        static {
            System.out.println("  C static block, b=" + b + " c=" + c);
        }
    }

    static class Forward {
        static int early = peek();
        static int value = 99;
        static int late = peek();

        static int peek() {
            return value;
        }
    }

    static class Singleton {
        static final Singleton INSTANCE = new Singleton();
        static int counter = 10;
        final int seen;

        Singleton() {
            counter++;
            seen = counter;
        }
    }

    static class OnInstance {
        static {
            System.out.println("  OnInstance static block");
        }

        OnInstance() {
            System.out.println("  OnInstance constructor");
        }
    }

    static class Sub2 extends OnInstance {
        static {
            System.out.println("  Sub2 static block");
        }

        Sub2() {
            System.out.println("  Sub2 constructor");
        }
    }

    static class Writer {
        static int target;

        static {
            System.out.println("  Writer static block");
        }
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("1 constant: " + C.CONST + " " + C.SCONST);
        System.out.println("2 array of C");
        C[] arr = new C[3];
        System.out.println("  length " + arr.length);
        System.out.println("3 inherited static via subclass: B.a");
        int viaB = B.a;
        System.out.println("  got " + viaB);
        System.out.println("4 static method of B");
        B.touchB();
        System.out.println("5 non-constant static final of C");
        System.out.println("  got " + C.BOXED);
        System.out.println("6 again, no more init");
        A.touchA();
        System.out.println("  " + C.c + " " + B.b + " " + A.a);
        System.out.println("7 forward reference: " + Forward.early + " " + Forward.value + " " + Forward.late);
        System.out.println("8 singleton: seen=" + Singleton.INSTANCE.seen + " counter=" + Singleton.counter);
        System.out.println("9 new Sub2");
        new Sub2();
        System.out.println("10 second new Sub2");
        new Sub2();
        System.out.println("11 putstatic triggers init");
        Writer.target = 5;
        System.out.println("  target " + Writer.target);
        System.out.println("12 class literal does not initialise");
        Class<?> k = Unused.class;
        System.out.println("  got a class literal: " + (k != null));
        System.out.println("main end");
    }

    static class Unused {
        static {
            System.out.println("  Unused static block (must not print)");
        }
    }
}
