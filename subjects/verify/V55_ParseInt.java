import org.sosy_lab.sv_benchmarks.Verifier;

// false: "42" parses to 42.
public class V55_ParseInt {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        try {
            int v = Integer.parseInt(s);
            assert v != 42;
        } catch (NumberFormatException e) {
            System.out.println("not a number");
        }
    }
}
