/**
 * Triangle classification, the classic SPF example shape: main calls
 * classify once with concrete values, and Triangle.jpf makes its three
 * parameters symbolic (symbolic.method), bounded to -100..100.
 */
public class Triangle {
    /** 0 not a triangle, 1 equilateral, 2 isosceles, 3 scalene. */
    public static int classify(int a, int b, int c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return 0;
        }
        if (a + b <= c || a + c <= b || b + c <= a) {
            return 0;
        }
        if (a == b && b == c) {
            return 1;
        }
        if (a == b || b == c || a == c) {
            return 2;
        }
        return 3;
    }

    public static void main(String[] args) {
        System.out.println(classify(3, 4, 5));
    }
}
