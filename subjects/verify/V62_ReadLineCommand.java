import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

// false: standard input is the program's input; the line "go" (two bytes,
// then a newline or the end of the input) reaches the failing assertion.
// A verifier for which System.in is null, or which reads no input, sees
// only a NullPointerException or a null line here and misses it.
public class V62_ReadLineCommand {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine();
        if (line != null && line.equals("go")) {
            assert false : "command reached";
        }
    }
}
