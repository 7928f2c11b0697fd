// Interface initialisation (JVMS 5.5): default-method superinterfaces, constant fields, static methods.
public class Obj02ClinitInterface {
    static int trace(String what, int v) {
        System.out.println("  init " + what);
        return v;
    }

    interface Plain {
        int P = trace("Plain.P", 1);
        int CONST = 5;

        void run();
    }

    interface WithDefault {
        int D = trace("WithDefault.D", 2);

        default String hello() {
            return "hello from default";
        }
    }

    interface SubOfPlain extends Plain {
        int S = trace("SubOfPlain.S", 3);
    }

    interface WithStatic {
        int W = trace("WithStatic.W", 4);

        static int twice(int x) {
            return 2 * x;
        }
    }

    interface DefaultParent {
        int DP = trace("DefaultParent.DP", 6);

        default int id() {
            return 6;
        }
    }

    interface DefaultChild extends DefaultParent {
        int DC = trace("DefaultChild.DC", 7);
    }

    static class Base {
        static {
            System.out.println("  init Base");
        }
    }

    static class Impl extends Base implements Plain, WithDefault {
        static {
            System.out.println("  init Impl");
        }

        public void run() {
            System.out.println("  Impl.run");
        }
    }

    static class Impl2 implements DefaultChild {
        static {
            System.out.println("  init Impl2");
        }
    }

    public static void main(String[] args) {
        System.out.println("1 interface constant");
        System.out.println("  " + Plain.CONST);
        System.out.println("2 new Impl (Plain has no default method, WithDefault has one)");
        Impl impl = new Impl();
        impl.run();
        System.out.println("  " + impl.hello());
        System.out.println("3 read Plain.P");
        System.out.println("  " + Plain.P);
        System.out.println("4 read SubOfPlain.S (superinterface already initialised)");
        System.out.println("  " + SubOfPlain.S);
        System.out.println("5 static interface method");
        System.out.println("  " + WithStatic.twice(21));
        System.out.println("6 new Impl2 (indirect default-method superinterface)");
        Impl2 i2 = new Impl2();
        System.out.println("  " + i2.id());
        System.out.println("7 DefaultChild field");
        System.out.println("  " + DefaultChild.DC);
        System.out.println("8 done, WithDefault.D=" + WithDefault.D);
    }
}
