import org.sosy_lab.sv_benchmarks.Verifier;

// false, with symbolic.max_string_length = -1: compareTo's value is the
// difference of the first differing chars, else of the lengths; for a
// string of 10 chars and the literal "ab" it is 8 when the string starts
// with "ab" ("ab" + 8 more chars). A string of at most 8 chars gives at
// most 6 that way, and a difference of chars equal to 8 needs a first char
// 'a' + 8 = 'i' or a second char 'b' + 8 = 'j' after 'a': "i" or "aj"
// (1 or 2 chars) fail too. So the shortest witness is "i", found under any
// bound; with strings without a bound the value is encoded with a witness
// of the first differing index.
public class V95_CompareToValue {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert s.compareTo("ab") != 8;
    }
}
