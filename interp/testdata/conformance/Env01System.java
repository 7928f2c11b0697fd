import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;

// The JVM's environment: standard streams, properties, writers over
// System.out, stack traces printed to any stream, reflection by name.
public class Env01System {
    public Env01System() {
        System.out.println("constructed");
    }

    public static void main(String[] args) throws Exception {
        System.out.println(System.in != null && System.out != null && System.err != null);
        System.out.println(Charset.defaultCharset().equals(Charset.forName(System.getProperty("file.encoding"))));
        System.out.println(System.getProperty("line.separator").equals(System.lineSeparator()));
        System.out.println(System.getProperty("java.specification.version"));
        System.out.println(System.getProperty("path.separator") + System.getProperty("file.separator"));
        System.out.println(System.getProperty("no.such.key", "default") + " " + System.getProperty("no.such.key"));
        System.setProperty("gospf.key", "v1");
        System.out.println(System.getProperty("gospf.key") + " " + System.getProperties().getProperty("gospf.key"));
        System.clearProperty("gospf.key");
        System.out.println(System.getProperty("gospf.key"));
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(System.getenv("GOSPF_NO_SUCH_VARIABLE"));
        PrintWriter w = new PrintWriter(System.out);
        w.println("through a PrintWriter");
        w.flush();
        System.out.write('x');
        System.out.write('\n');
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes);
        new IllegalStateException("traced").printStackTrace(ps);
        ps.flush();
        String trace = bytes.toString();
        System.out.println(trace.substring(0, trace.indexOf('\n')));
        System.out.println(trace.contains("at Env01System.main(Env01System.java:"));
        PrintStream old = System.out;
        System.setOut(ps);
        System.out.println("captured");
        System.setOut(old);
        System.out.println(bytes.toString().endsWith("captured" + System.lineSeparator()));
        Object o = Class.forName("Env01System").newInstance();
        System.out.println(o.getClass().getName());
        Object p = Class.forName("java.lang.StringBuilder").getDeclaredConstructor(String.class).newInstance("sb");
        System.out.println(p);
        try {
            Class.forName("no.such.Clazz");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        System.err.println("to stderr");
        Runtime.getRuntime().exit(3);
    }
}
