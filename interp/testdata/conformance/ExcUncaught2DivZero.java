// Ends with an uncaught ArithmeticException from integer division by zero.
public class ExcUncaught2DivZero {
    static int average(int[] xs) {
        int sum = 0;
        for (int x : xs) {
            sum += x;
        }
        return sum / xs.length;
    }

    public static void main(String[] args) {
        System.out.println(average(new int[] {1, 2, 3, 6}));
        System.out.println(average(new int[] {-5}));
        System.out.println(average(new int[0]));
        System.out.println("not reached");
    }
}
