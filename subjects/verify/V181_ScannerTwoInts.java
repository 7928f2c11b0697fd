import java.util.Scanner;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: a Scanner over a text reads two ints separated by whitespace;
// a text "35 4" (any whitespace around them, any way of writing them in
// ASCII digits) makes the assertion fail. A text without two ints throws
// NoSuchElementException or InputMismatchException, which are no
// assertion failures.
public class V181_ScannerTwoInts {
    public static void main(String[] args) {
        Scanner sc = new Scanner(Verifier.nondetString());
        int r = sc.nextInt();
        int c = sc.nextInt();
        assert r != 35 || c != 4;
    }
}
