import org.sosy_lab.sv_benchmarks.Verifier;

// false: "hi" + "!" is "hi!".
public class V56_Concat {
    public static void main(String[] args) {
        String a = Verifier.nondetString();
        String b = a + "!";
        assert !b.equals("hi!");
    }
}
