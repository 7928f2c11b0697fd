import org.sosy_lab.sv_benchmarks.Verifier;

// false: String.split on a literal char is exact on symbolic text: the
// parts between the commas, the empty ones at the end removed, one path
// per number of parts. Three parts whose second is "x" need two commas
// around "x" and a third part that is not empty: ",x,b" (4 chars) is the
// shortest witness ("a,x,b", "x,x,x" ... too). A text such as ",x," has
// only two parts: its empty third is removed.
public class V118_SplitFields {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String[] f = s.split(",");
        if (f.length == 3) {
            assert !f[1].equals("x");
        }
    }
}
