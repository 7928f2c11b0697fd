// Java 17 sealed interfaces/classes with records, pattern-matching instanceof, indy string concat.
public class Pat01SealedPatterns {
    sealed interface Expr permits Num, Add, Mul, Neg {
    }

    record Num(long value) implements Expr {
    }

    record Add(Expr left, Expr right) implements Expr {
    }

    record Mul(Expr left, Expr right) implements Expr {
    }

    static final class Neg implements Expr {
        final Expr inner;

        Neg(Expr inner) {
            this.inner = inner;
        }

        @Override
        public String toString() {
            return "Neg[" + inner + "]";
        }
    }

    sealed abstract static class Vehicle permits Car, Truck {
        abstract int wheels();
    }

    static final class Car extends Vehicle {
        int wheels() {
            return 4;
        }
    }

    static non-sealed class Truck extends Vehicle {
        int wheels() {
            return 6;
        }
    }

    static class BigTruck extends Truck {
        @Override
        int wheels() {
            return 18;
        }
    }

    static long eval(Expr e) {
        if (e instanceof Num n) {
            return n.value();
        } else if (e instanceof Add a) {
            return eval(a.left()) + eval(a.right());
        } else if (e instanceof Mul m && m.left() instanceof Num ln && ln.value() == 0) {
            return 0;
        } else if (e instanceof Mul m) {
            return eval(m.left()) * eval(m.right());
        } else if (e instanceof Neg neg) {
            return -eval(neg.inner);
        }
        throw new IllegalStateException("unreachable");
    }

    static String show(Expr e) {
        if (e instanceof Num n) {
            return Long.toString(n.value());
        }
        if (e instanceof Add a) {
            return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        }
        if (e instanceof Mul m) {
            return show(m.left()) + "*" + show(m.right());
        }
        if (!(e instanceof Neg n)) {
            return "?";
        }
        return "-" + show(n.inner);
    }

    static String describe(Object o) {
        if (o instanceof String s && !s.isEmpty()) {
            return "non-empty string of length " + s.length();
        }
        if (o instanceof Integer i && i > 10) {
            return "big integer " + (i + 1);
        }
        if (o instanceof int[] arr) {
            return "int array of " + arr.length;
        }
        if (o instanceof Vehicle v) {
            return "vehicle with " + v.wheels() + " wheels";
        }
        return "something else: " + o;
    }

    public static void main(String[] args) {
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Neg(new Add(new Num(4), new Num(-9)))));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(e);
        Expr zero = new Mul(new Num(0), new Neg(new Num(1000)));
        System.out.println(show(zero) + " = " + eval(zero));
        long acc = 0;
        Expr chain = new Num(1);
        for (int i = 0; i < 20; i++) {
            chain = new Add(chain, new Mul(new Num(i), new Num(2)));
        }
        acc = eval(chain);
        System.out.println("chain " + acc);
        Object[] things = {"hello", "", 5, 50, new int[3], new Car(), new Truck(), new BigTruck(), null, 2.5};
        for (Object o : things) {
            System.out.println(describe(o));
        }
        Vehicle v = new BigTruck();
        System.out.println((v instanceof Truck t ? t.wheels() : -1) + " " + (v instanceof Car));
        int x = 7;
        long y = 1L << 33;
        double z = 0.25;
        char c = 'k';
        String concat = "x=" + x + " y=" + y + " z=" + z + " c=" + c + " null=" + null + " e=" + new Num(5) + " b=" + true;
        System.out.println(concat);
    }
}
