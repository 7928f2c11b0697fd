import java.nio.charset.Charset;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: on the JVM the standard properties exist: line.separator is "\n"
// on Linux, java.version starts with the specification version ("17"),
// the default charset has a name, and an unknown property is null (the
// two-argument form returns the default). So the branch is taken exactly
// when x == 7, and the assertion fails there.
public class V65_SystemProperties {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        String sep = System.getProperty("line.separator");
        String version = System.getProperty("java.version");
        String spec = System.getProperty("java.specification.version");
        boolean standard = sep.equals(System.lineSeparator()) && sep.length() == 1
                && version.startsWith(spec) && Charset.defaultCharset().name().length() > 0
                && System.getProperty("gospf.no.such.property") == null
                && System.getProperty("gospf.no.such.property", "d").equals("d");
        if (standard && x == 7) {
            assert false;
        }
    }
}
