import org.sosy_lab.sv_benchmarks.Verifier;

// false: toUpperCase of a text of ASCII chars maps 'a'..'z' to 'A'..'Z'
// and keeps every other char, so "ok" (or "Ok", "oK") upper-cases to
// "OK" while its first char is not 'O'. toUpperCase is exact on symbolic
// text: the path splits on whether every char is ASCII (this witness),
// some char beyond ASCII maps as Character.toUpperCase maps it (exact,
// 'ǫ' maps to 'Ǫ', not 'O', so that side has no violation), or some char
// has a String mapping of its own (ß to "SS": that path is unsupported
// and ends). The shortest witness has 2 chars.
public class V115_UpperCaseReply {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        if (s.toUpperCase().equals("OK")) {
            assert s.charAt(0) == 'O';
        }
    }
}
