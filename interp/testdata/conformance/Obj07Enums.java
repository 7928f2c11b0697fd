// Enums: values(), ordinal, name, switch on enum, constructors, fields, constant-specific bodies.
public class Obj07Enums {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3303, 2439), EARTH(59760, 6378), JUPITER(18990000, 71492);

        final int massE20;
        final int radiusKm;

        Planet(int massE20, int radiusKm) {
            this.massE20 = massE20;
            this.radiusKm = radiusKm;
        }

        long density() {
            return (long) massE20 * 1000 / ((long) radiusKm * radiusKm / 1000);
        }
    }

    enum Op {
        ADD("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        SUB("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        MUL("*") {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            public String toString() {
                return "times";
            }
        };

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);
    }

    interface Shape {
        int corners();
    }

    enum Poly implements Shape {
        TRIANGLE, SQUARE, PENTAGON;

        public int corners() {
            return ordinal() + 3;
        }
    }

    static String describe(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case BLUE:
                return "cold";
            default:
                return "neutral";
        }
    }

    @SuppressWarnings("fallthrough")
    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + describe(c));
        }
        System.out.println(Color.values().length);
        Color[] vs = Color.values();
        vs[0] = Color.BLUE;
        System.out.println(Color.values()[0]);
        System.out.println(Color.RED == Color.values()[0]);
        System.out.println(Color.RED.compareTo(Color.BLUE) + " " + Color.BLUE.compareTo(Color.GREEN));
        System.out.println(Color.GREEN.equals(Color.GREEN) + " " + Color.GREEN.equals(Color.RED));
        for (Planet p : Planet.values()) {
            System.out.println(p + " mass=" + p.massE20 + " r=" + p.radiusKm + " density=" + p.density());
        }
        for (Op op : Op.values()) {
            System.out.println(op.name() + " '" + op.symbol + "' " + op + " 7,3 -> " + op.apply(7, 3));
        }
        int total = 0;
        for (Poly p : Poly.values()) {
            Shape s = p;
            total += s.corners();
        }
        System.out.println("corners " + total);
        Color c = Color.GREEN;
        switch (c) {
            case GREEN:
                System.out.println("switch matched GREEN");
            case BLUE:
                System.out.println("fell through to BLUE");
                break;
            default:
                System.out.println("no");
        }
        Object o = Op.MUL;
        System.out.println(o instanceof Op);
        System.out.println(o instanceof Enum);
        System.out.println(Op.ADD.getDeclaringClass() == Op.MUL.getDeclaringClass());
        Color nul = null;
        try {
            describe(nul);
        } catch (NullPointerException e) {
            System.out.println("NPE from switch on null enum");
        }
    }
}
