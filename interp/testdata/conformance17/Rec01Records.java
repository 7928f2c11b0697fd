// Java 16+ records: canonical/compact constructors, accessors, generated equals/toString/hashCode (indy ObjectMethods).
import java.util.ArrayList;
import java.util.List;

public class Rec01Records {
    record Point(int x, int y) {
        Point {
            if (x < 0 || y < 0) {
                throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
            }
        }

        Point(int both) {
            this(both, both);
        }

        int manhattan() {
            return x + y;
        }

        static Point origin() {
            return new Point(0, 0);
        }
    }

    record Named<T>(String name, T value) {
        @Override
        public String name() {
            return name.toUpperCase();
        }
    }

    record Line(Point from, Point to, double weight, long id, boolean dashed, char tag) {
    }

    record Empty() {
    }

    interface HasArea {
        double area();
    }

    record Rect(double w, double h) implements HasArea {
        public double area() {
            return w * h;
        }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        Point r = new Point(7);
        System.out.println(p + " " + r + " " + Point.origin());
        System.out.println(p.x() + " " + p.y() + " " + p.manhattan());
        System.out.println(p.equals(q) + " " + p.equals(r) + " " + (p == q) + " " + (p.hashCode() == q.hashCode()) + " " + p.equals(null));
        try {
            new Point(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        Named<Integer> n = new Named<>("answer", 42);
        System.out.println(n + " " + n.name() + " " + n.value());
        Line line = new Line(p, r, 1.5, 1L << 40, true, 'z');
        System.out.println(line);
        System.out.println(line.equals(new Line(new Point(3, 4), new Point(7, 7), 1.5, 1L << 40, true, 'z')));
        System.out.println(line.equals(new Line(p, r, 1.5, 1L << 40, false, 'z')));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()));
        HasArea a = new Rect(2.5, 4);
        System.out.println(a + " area=" + a.area());
        List<Point> pts = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            pts.add(new Point(i, i * i));
        }
        System.out.println(pts);
        System.out.println(pts.contains(new Point(2, 4)) + " " + pts.indexOf(new Point(3, 9)));
        Object o = new Named<>("nil", null);
        System.out.println(o);
        Rect nan1 = new Rect(Double.NaN, 0.0);
        Rect nan2 = new Rect(Double.NaN, 0.0);
        Rect negZero = new Rect(Double.NaN, -0.0);
        System.out.println(nan1.equals(nan2) + " " + nan1.equals(negZero));
    }
}
