import org.sosy_lab.sv_benchmarks.Verifier;

// false, with symbolic.max_string_length = -1: Integer.parseInt accepts
// any number of leading zeros (of any Unicode digit block), so a string of
// 9 or more chars parses to 12345 ("000012345", "+00012345"). With 8 chars
// at most it never fails (the digits 12345 and at most 3 more chars), so
// only strings without a bound find it; parseInt is encoded exactly at
// any length (all but the last ten digits are zeros).
public class V94_ParseIntLeadingZeros {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        try {
            int v = Integer.parseInt(s);
            assert v != 12345 || s.length() <= 8;
        } catch (NumberFormatException e) {
            // not a number
        }
    }
}
