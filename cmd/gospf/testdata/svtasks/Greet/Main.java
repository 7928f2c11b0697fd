// Started with one argument "hi" the assertion fails; with any other
// command line it holds.
public class Main {
    public static void main(String[] args) {
        if (args.length == 1) {
            assert !args[0].equals("hi");
        }
    }
}
