// Reads only how many arguments it has: the JVM may be started with any
// number of them, and every number n > 20 is also above 10, so the assert
// holds (true for every length, above symbolic.max_array_length included).
public class Main {
    public static void main(String[] args) {
        int n = args.length;
        if (n > 20) {
            assert n > 10;
        }
    }
}
