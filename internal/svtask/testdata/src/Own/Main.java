// Builds its own arguments before it reads them: the command line plays
// no part.
public class Main {
    public static void main(String[] args) {
        args = new String[] {"a"};
        assert args.length == 1;
    }
}
