import org.sosy_lab.sv_benchmarks.Verifier;

// true, with symbolic.max_string_length = -1: the order of compareTo is
// antisymmetric (a before b means b after a). Two strings of any length;
// compareTo compared with 0 is the sequence theory's lexicographic order
// (str.<), exact at any length, so the exploration is complete.
public class V93_CompareToAnyLength {
    public static void main(String[] args) {
        String a = Verifier.nondetString();
        String b = Verifier.nondetString();
        if (a.compareTo(b) < 0) {
            assert b.compareTo(a) > 0;
        }
    }
}
