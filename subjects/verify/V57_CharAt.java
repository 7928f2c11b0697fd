import org.sosy_lab.sv_benchmarks.Verifier;

// false: for "ax?" the first 'x' is at 1.
public class V57_CharAt {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.length() > 2 && s.charAt(1) == 'x') {
            assert s.indexOf('x') != 1;
        }
    }
}
