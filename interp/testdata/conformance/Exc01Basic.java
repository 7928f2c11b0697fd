// throw/catch, custom exception hierarchy, catch by supertype, multi-catch, getMessage/getCause/toString.
@SuppressWarnings("serial")
public class Exc01Basic {
    static class AppException extends Exception {
        final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, Throwable cause) {
            super(msg, cause);
            this.code = -1;
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super("not found: " + what, 404);
        }
    }

    static class Invalid extends RuntimeException {
        Invalid(String msg) {
            super(msg);
        }
    }

    static int lookup(String key) throws AppException {
        if (key == null) {
            throw new AppException("null key", 400);
        }
        if (key.isEmpty()) {
            throw new Invalid("empty key");
        }
        if (key.startsWith("x")) {
            throw new NotFound(key);
        }
        return key.length();
    }

    static String attempt(String key) {
        try {
            return "ok " + lookup(key);
        } catch (NotFound e) {
            return "NotFound(" + e.code + "): " + e.getMessage();
        } catch (AppException e) {
            return "AppException(" + e.code + "): " + e.getMessage();
        } catch (RuntimeException e) {
            return "Runtime: " + e.getMessage();
        }
    }

    static void multi(int which) {
        try {
            if (which == 0) {
                throw new IllegalArgumentException("arg");
            } else if (which == 1) {
                throw new UnsupportedOperationException("unsupported");
            } else {
                throw new Invalid("invalid");
            }
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            System.out.println("multi-catch: " + e.getMessage());
        } catch (Invalid e) {
            System.out.println("single catch: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] keys = {"abc", null, "", "xyz", "hello"};
        for (String k : keys) {
            System.out.println(attempt(k));
        }
        for (int i = 0; i < 3; i++) {
            multi(i);
        }
        try {
            try {
                lookup("xq");
            } catch (AppException e) {
                throw new AppException("wrapped", e);
            }
        } catch (AppException e) {
            System.out.println(e.getMessage() + " <- " + e.getCause().getMessage());
            System.out.println(e.getCause() instanceof NotFound);
        }
        RuntimeException plain = new RuntimeException();
        System.out.println(plain.getMessage());
        System.out.println(new IllegalStateException("state").toString());
        System.out.println(new Invalid("x").toString());
        System.out.println(new RuntimeException(new Invalid("inner")).getMessage());
        Throwable t = new Error("custom error");
        try {
            throw (Error) t;
        } catch (Error e) {
            System.out.println("caught Error: " + e.getMessage() + " same=" + (e == t));
        }
        try {
            throw new NotFound("deep");
        } catch (Exception e) {
            System.out.println(e instanceof AppException ? "as AppException" : "other");
        }
        int count = 0;
        for (int i = 0; i < 50; i++) {
            try {
                if (i % 7 == 0) {
                    throw new Invalid("i=" + i);
                }
                count++;
            } catch (Invalid e) {
                count += 100;
            }
        }
        System.out.println("count " + count);
    }
}
