import org.sosy_lab.sv_benchmarks.Verifier;

// false: equalsIgnoreCase compares the lower cases of the upper cases of
// the chars, and the dotless 'ı' (U+0131) and the dotted 'İ' (U+0130)
// both fold to 'i': so "quıt".equalsIgnoreCase("quit") holds although
// its third char is neither 'i' nor 'I' (the Turkish-i bug). trim and
// equalsIgnoreCase are exact on symbolic text (equalsIgnoreCase lists,
// for each char of the literal, the chars that match it: 'i', 'I', 'ı',
// 'İ' for 'i'). The shortest witness has 4 chars ("quıt", "QUİT" ...).
public class V113_CaselessQuit {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        String cmd = s.trim();
        if (cmd.equalsIgnoreCase("quit")) {
            assert cmd.charAt(2) == 'i' || cmd.charAt(2) == 'I';
        }
    }
}
