import org.sosy_lab.sv_benchmarks.Verifier;

// true: both shapes have a positive area for sides in 1..100.
public class V34_Shapes {
    interface Shape {
        int area();
    }

    static final class Square implements Shape {
        final int side;

        Square(int side) {
            this.side = side;
        }

        public int area() {
            return side * side;
        }
    }

    static final class Rect implements Shape {
        final int w, h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        public int area() {
            return w * h;
        }
    }

    public static void main(String[] args) {
        int a = Verifier.nondetInt();
        int b = Verifier.nondetInt();
        Verifier.assume(a >= 1 && a <= 100 && b >= 1 && b <= 100);
        Shape s = Verifier.nondetBoolean() ? new Square(a) : new Rect(a, b);
        assert s.area() > 0;
    }
}
