import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: printStackTrace writes "java.lang.IllegalStateException: x is five"
// and "\tat V73_StackTraceText.check(V73_StackTraceText.java:...)" to the
// stream, so for x = 5 the text names check and the assertion fails; for
// other x nothing is thrown.
public class V73_StackTraceText {
    static void check(int x) {
        if (x == 5) {
            throw new IllegalStateException("x is five");
        }
    }

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        try {
            check(x);
        } catch (IllegalStateException e) {
            e.printStackTrace();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream out = new PrintStream(bytes);
            e.printStackTrace(out);
            out.flush();
            String text = bytes.toString();
            assert !(text.startsWith("java.lang.IllegalStateException: x is five")
                    && text.contains("at V73_StackTraceText.check(V73_StackTraceText.java:"));
        }
    }
}
