package q;

// Shapes is compiled with javac --release 17 by the classfile tests.
public sealed interface Shapes permits Shapes.Circle, Shapes.Square {
    record Circle(double r) implements Shapes {}

    record Square(long side, String name) implements Shapes {}

    static String describe(Object o) {
        return switch (o.hashCode() % 4) { // LINE describe
            case 0 -> "zero";
            case 1 -> "one";
            case 2 -> "two";
            default -> "many " + o;
        };
    }

    static int pick(String s) {
        switch (s) { // LINE pick
            case "alpha": return 1;
            case "beta": return 2;
            default: return 0;
        }
    }
}
