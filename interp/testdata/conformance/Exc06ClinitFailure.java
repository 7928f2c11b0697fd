// Exception in a static initialiser: ExceptionInInitializerError, then NoClassDefFoundError on reuse.
public class Exc06ClinitFailure {
    static int attempts = 0;

    static class Broken {
        static int value = compute();

        static int compute() {
            attempts++;
            if (attempts > 0) {
                throw new IllegalStateException("static init failed");
            }
            return 1;
        }
    }

    static class BrokenChild extends Broken {
        static {
            System.out.println("BrokenChild init (must not print)");
        }
    }

    static class Fine {
        static int value = 5;

        static {
            System.out.println("Fine init");
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(Broken.value);
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause();
            System.out.println("EIIE, cause " + cause.getClass().getName() + ": " + cause.getMessage());
        }
        try {
            System.out.println(Broken.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("NoClassDefFoundError on second use");
        }
        try {
            new BrokenChild();
        } catch (NoClassDefFoundError e) {
            System.out.println("NoClassDefFoundError for subclass");
        }
        System.out.println("attempts " + attempts);
        System.out.println(Fine.value);
        try {
            throw new ExceptionInInitializerError("manual");
        } catch (Error e) {
            System.out.println("manual: " + e.getMessage());
        }
    }
}
