// invokedynamic via lambdas: Runnable, Function-style interfaces, captured values, closures over arrays.
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;

public class Inv05Lambda {
    interface IntOp {
        int apply(int x);
    }

    static int applyTwice(IntOp op, int x) {
        return op.apply(op.apply(x));
    }

    static IntOp adder(int n) {
        return x -> x + n;
    }

    static IntOp compose(IntOp f, IntOp g) {
        return x -> g.apply(f.apply(x));
    }

    int base = 1000;

    IntOp addBase() {
        return x -> x + base;
    }

    public static void main(String[] args) {
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        IntOp square = x -> x * x;
        System.out.println(applyTwice(square, 3));
        System.out.println(applyTwice(adder(5), 1));
        System.out.println(compose(square, adder(1)).apply(4) + " " + compose(adder(1), square).apply(4));
        Function<String, Integer> len = s -> s.length();
        Function<Integer, String> stars = n -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                sb.append('*');
            }
            return sb.toString();
        };
        System.out.println(len.andThen(stars).apply("hello"));
        BiFunction<Integer, Integer, Integer> pow = (b, e) -> {
            int p = 1;
            for (int i = 0; i < e; i++) {
                p *= b;
            }
            return p;
        };
        System.out.println(pow.apply(3, 4));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        System.out.println(gcd.applyAsInt(84, 36));
        Predicate<String> empty = s -> s.isEmpty();
        Predicate<String> notEmpty = empty.negate();
        System.out.println(empty.test("") + " " + notEmpty.test("") + " " + notEmpty.and(s -> s.length() > 3).test("abcd"));
        int[] counter = {0};
        Runnable inc = () -> counter[0]++;
        for (int i = 0; i < 7; i++) {
            inc.run();
        }
        System.out.println(counter[0]);
        List<Supplier<String>> suppliers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            String label = "item" + i;
            suppliers.add(() -> label + "#" + k * k);
        }
        for (Supplier<String> s : suppliers) {
            System.out.println(s.get());
        }
        Inv05Lambda obj = new Inv05Lambda();
        IntOp ab = obj.addBase();
        obj.base = 2000;
        System.out.println(ab.apply(5));
        long big = 1L << 40;
        double factor = 0.5;
        char ch = 'q';
        Supplier<String> mixed = () -> big + " " + factor + " " + ch;
        System.out.println(mixed.get());
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a * 10 + b;
        System.out.println(curried.apply(4).apply(2));
        IntOp fact = new IntOp() {
            public int apply(int n) {
                return n <= 1 ? 1 : n * apply(n - 1);
            }
        };
        System.out.println(fact.apply(10));
        Runnable same = r;
        System.out.println(same == r);
    }
}
