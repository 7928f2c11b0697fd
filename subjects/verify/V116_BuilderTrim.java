import org.sosy_lab.sv_benchmarks.Verifier;

// false: on symbolic content, StringBuilder.delete(1, 3) removes the
// chars at 1 and 2 (the end cut to the length first; a content of no
// char throws StringIndexOutOfBoundsException, start 1 beyond it, and
// the program returns), and setLength(2) keeps the first 2 chars of
// what is left, padded with '\0' up to 2: the input's chars 0 and 3, or
// '\0' where it has none. So the text is "az" exactly for an input of 4
// or more chars whose first is 'a' and fourth 'z' ("a??z"), where the
// assertion fails. All three models are exact on symbolic content.
public class V116_BuilderTrim {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        StringBuilder sb = new StringBuilder(s);
        try {
            sb.delete(1, 3);
        } catch (StringIndexOutOfBoundsException e) {
            return;
        }
        sb.setLength(2);
        assert !sb.toString().equals("az");
    }
}
