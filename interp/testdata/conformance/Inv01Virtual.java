// invokevirtual dispatch: overriding, abstract classes, super calls, overloading vs overriding, final methods.
public class Inv01Virtual {
    abstract static class Shape {
        abstract double area();

        String name() {
            return "shape";
        }

        final String describe() {
            return name() + " with area " + area();
        }

        String kind(Shape other) {
            return "Shape.kind(Shape)";
        }

        String kind(Circle other) {
            return "Shape.kind(Circle)";
        }
    }

    static class Rect extends Shape {
        final double w, h;

        Rect(double w, double h) {
            this.w = w;
            this.h = h;
        }

        double area() {
            return w * h;
        }

        @Override
        String name() {
            return "rect";
        }

        @Override
        String kind(Shape other) {
            return "Rect.kind(Shape)";
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super(s, s);
        }

        @Override
        String name() {
            return "square(" + super.name() + ")";
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }

        double area() {
            return 3 * r * r;
        }
    }

    static class Counter {
        int hits;

        void hit() {
            hits++;
        }
    }

    static class LoudCounter extends Counter {
        @Override
        void hit() {
            super.hit();
            super.hit();
        }
    }

    static class Base {
        String who() {
            return "Base";
        }

        String callWho() {
            return who();
        }

        static String stat() {
            return "Base.stat";
        }
    }

    static class Derived extends Base {
        @Override
        String who() {
            return "Derived";
        }

        static String stat() {
            return "Derived.stat";
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Rect(2, 3), new Square(4), new Circle(1.5)};
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.describe());
            total += s.area();
        }
        System.out.println("total " + total);
        Shape r = new Rect(1, 1);
        Shape c = new Circle(1);
        Circle cc = new Circle(2);
        System.out.println(r.kind(c) + " " + r.kind(cc) + " " + c.kind(r) + " " + c.kind(cc));
        Counter[] counters = {new Counter(), new LoudCounter()};
        for (int i = 0; i < 5; i++) {
            for (Counter k : counters) {
                k.hit();
            }
        }
        System.out.println(counters[0].hits + " " + counters[1].hits);
        Base b = new Derived();
        System.out.println(b.who() + " " + b.callWho() + " " + Base.stat() + " " + Derived.stat());
        Object o = new Square(1);
        System.out.println(o instanceof Rect ? ((Rect) o).name() : "?");
        long sum = 0;
        Shape[] many = new Shape[300];
        for (int i = 0; i < many.length; i++) {
            many[i] = i % 3 == 0 ? new Rect(i, 1) : i % 3 == 1 ? new Square(2) : new Circle(1);
        }
        for (int round = 0; round < 10; round++) {
            for (Shape s : many) {
                sum += (long) s.area();
            }
        }
        System.out.println("megamorphic sum " + sum);
    }
}
