import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

// false: the default charset is UTF-8 (file.encoding), so the two bytes
// 0xC3 0xA9 on standard input decode to the line "\u00e9" and the
// assertion fails. Run with symbolic.max_stdin_bytes = 2 (verdicts.toml):
// with more bytes the exploration of every UTF-8 sequence takes minutes.
public class V76_ReadLineUnicode {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        if (line != null && line.equals("\u00e9")) {
            assert false;
        }
    }
}
