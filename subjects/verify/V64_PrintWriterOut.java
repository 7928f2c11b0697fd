import java.io.PrintWriter;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: new PrintWriter(System.out) works on the JVM (the default charset
// comes from file.encoding), so the path goes on to the assertion, which
// fails for x = 42. A verifier without the JVM's system properties throws
// IllegalArgumentException in the constructor and never reaches it.
public class V64_PrintWriterOut {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        PrintWriter out = new PrintWriter(System.out);
        out.println("checking");
        out.flush();
        assert x != 42;
    }
}
