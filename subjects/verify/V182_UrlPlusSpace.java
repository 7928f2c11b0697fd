import java.net.URLDecoder;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: URLDecoder.decode turns every '+' into a space and returns a text
// without '+' or '%' as it is, so the texts "a+b" and "a b" decode to "a b"
// and the assertion fails.
public class V182_UrlPlusSpace {
    public static void main(String[] args) throws Exception {
        String s = Verifier.nondetString();
        String d = URLDecoder.decode(s, "UTF-8");
        assert !d.equals("a b");
    }
}
