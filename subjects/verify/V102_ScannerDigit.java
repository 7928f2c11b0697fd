import java.util.Scanner;

// false: Scanner on symbolic standard input (one byte here, the
// override in verdicts.toml). hasNextInt matches the byte against
// Scanner's integer pattern, whose char classes (javaDigit,
// javaWhitespace) are exact predicates on the symbolic char, and nextInt
// parses the token; the assertion fails exactly for the input "7", the
// only one-byte input that reads as 7 (a digit of another script takes
// two bytes or more in UTF-8).
public class V102_ScannerDigit {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        if (in.hasNextInt()) {
            int x = in.nextInt();
            assert x != 7;
        }
    }
}
