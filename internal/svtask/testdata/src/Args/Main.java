// Reads its command line: fails when started with two arguments, the
// second "x".
public class Main {
    public static void main(String[] args) {
        if (args.length == 2) {
            assert !args[1].equals("x");
        }
    }
}
