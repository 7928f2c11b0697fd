// Reads only how many arguments it has (and that they are an array of
// objects): fails when started with more than 1000 arguments.
public class Main {
    public static void main(String[] args) {
        if (args instanceof Object[]) {
            assert args.length <= 1000;
        }
    }
}
