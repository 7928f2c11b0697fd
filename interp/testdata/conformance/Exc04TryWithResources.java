// try-with-resources: close order, suppressed exceptions, null resources.
public class Exc04TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("open " + name);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failOnClose) {
                throw new IllegalStateException("close failed: " + name);
            }
        }
    }

    @SuppressWarnings("try")
    public static void main(String[] args) {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            System.out.println("body uses " + a.name + b.name);
        }
        try (Res a = new Res("c", false); Res b = new Res("d", false)) {
            System.out.println("body throws");
            throw new RuntimeException("body failure");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        try (Res a = new Res("e", true); Res b = new Res("f", true)) {
            throw new RuntimeException("primary");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed " + s.getMessage());
            }
        }
        try (Res a = new Res("g", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught from close: " + e.getMessage());
        }
        try (Res nothing = null) {
            System.out.println("null resource is fine " + (nothing == null));
        }
        try {
            try (Res a = new Res("h", false)) {
                throw new Exception("checked");
            } finally {
                System.out.println("finally after close");
            }
        } catch (Exception e) {
            System.out.println("outer " + e.getMessage());
        }
        Throwable base = new Exception("base");
        base.addSuppressed(new RuntimeException("s1"));
        base.addSuppressed(new RuntimeException("s2"));
        System.out.println(base.getSuppressed().length + " " + base.getSuppressed()[1].getMessage());
    }
}
