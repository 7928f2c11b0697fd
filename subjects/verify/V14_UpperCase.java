import org.sosy_lab.sv_benchmarks.Verifier;

// false: 'z' - 32 is 'Z', outside 'A'..'Y'.
public class V14_UpperCase {
    public static void main(String[] args) {
        char c = Verifier.nondetChar();
        if (c >= 'a' && c <= 'z') {
            c = (char) (c - 32);
            assert c >= 'A' && c <= 'Y';
        }
    }
}
