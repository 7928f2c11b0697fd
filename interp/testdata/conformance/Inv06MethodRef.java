// invokedynamic via method references: static, bound, unbound, constructor, array constructor.
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class Inv06MethodRef {
    static class Cell {
        final int v;

        Cell(int v) {
            this.v = v;
        }

        Cell() {
            this(-1);
        }

        int doubled() {
            return v * 2;
        }

        @Override
        public String toString() {
            return "Cell" + v;
        }
    }

    static int triple(int x) {
        return 3 * x;
    }

    static String shout(String s) {
        return s.toUpperCase() + "!";
    }

    private String prefix = ">>";

    String decorate(String s) {
        return prefix + s;
    }

    static <A, B> List<B> mapAll(List<A> in, Function<A, B> f) {
        List<B> out = new ArrayList<>();
        for (A a : in) {
            out.add(f.apply(a));
        }
        return out;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> t = Inv06MethodRef::triple;
        System.out.println(t.apply(14));
        Function<String, String> sh = Inv06MethodRef::shout;
        System.out.println(sh.apply("hey"));
        Inv06MethodRef obj = new Inv06MethodRef();
        Function<String, String> dec = obj::decorate;
        obj.prefix = "::";
        System.out.println(dec.apply("bound"));
        ToIntFunction<String> len = String::length;
        System.out.println(len.applyAsInt("seven!!"));
        BiFunction<String, Integer, Character> at = String::charAt;
        System.out.println(at.apply("method", 3));
        Function<Integer, Cell> mk = Cell::new;
        Supplier<Cell> mk0 = Cell::new;
        System.out.println(mk.apply(21) + " " + mk0.get());
        ToIntFunction<Cell> dbl = Cell::doubled;
        System.out.println(dbl.applyAsInt(new Cell(8)));
        IntFunction<int[]> arrMaker = int[]::new;
        int[] made = arrMaker.apply(5);
        System.out.println(made.length);
        Function<Integer, String[]> sarr = String[]::new;
        System.out.println(sarr.apply(3).length);
        List<String> words = new ArrayList<>();
        words.add("alpha");
        words.add("be");
        words.add("gamma");
        System.out.println(mapAll(words, String::length));
        System.out.println(mapAll(words, Inv06MethodRef::shout));
        System.out.println(mapAll(mapAll(words, String::length), Cell::new));
        String fixed = "fixed";
        Supplier<Integer> h = fixed::length;
        System.out.println(h.get());
        Function<Object, String> ts = String::valueOf;
        System.out.println(ts.apply(null) + " " + ts.apply(12));
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println(parse.apply("123") + 1);
        Runnable printer = System.out::println;
        printer.run();
        System.out.println("after empty line");
    }
}
