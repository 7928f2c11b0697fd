// Generics: generic classes and methods, bounded types, bridge methods, covariant returns, wildcards.
import java.util.ArrayList;
import java.util.List;

public class Obj08Generics {
    static class Box<T> {
        private T value;

        Box(T value) {
            this.value = value;
        }

        T get() {
            return value;
        }

        void set(T value) {
            this.value = value;
        }

        <R> Box<R> map(Transformer<? super T, ? extends R> f) {
            return new Box<R>(f.apply(value));
        }

        @Override
        public String toString() {
            return "Box(" + value + ")";
        }
    }

    interface Transformer<A, B> {
        B apply(A a);
    }

    static class Pair<K extends Comparable<K>, V> implements Comparable<Pair<K, V>> {
        final K key;
        final V val;

        Pair(K key, V val) {
            this.key = key;
            this.val = val;
        }

        public int compareTo(Pair<K, V> o) {
            return key.compareTo(o.key);
        }

        @Override
        public String toString() {
            return key + "=" + val;
        }
    }

    static class Animal {
        Animal self() {
            return this;
        }

        String sound() {
            return "...";
        }
    }

    static class Dog extends Animal {
        @Override
        Dog self() {
            return this;
        }

        @Override
        String sound() {
            return "woof";
        }
    }

    static class IntBox extends Box<Integer> {
        IntBox(int v) {
            super(v);
        }

        @Override
        void set(Integer value) {
            super.set(value * 2);
        }
    }

    static <T extends Comparable<T>> T max(T[] items) {
        T best = items[0];
        for (T t : items) {
            if (t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) {
            sink.add(i);
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T[] makeArray(int n) {
        return (T[]) new Object[n];
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        Box<String> bs = new Box<String>("hello");
        Box<Integer> bl = bs.map(new Transformer<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        });
        System.out.println(bs + " " + bl + " " + (bl.get() + 1));
        Integer[] ints = {3, 9, -2, 7};
        String[] strs = {"pear", "apple", "zebra", "mango"};
        System.out.println(max(ints) + " " + max(strs));
        Pair<String, Integer>[] pairs = new Pair[3];
        pairs[0] = new Pair<String, Integer>("b", 2);
        pairs[1] = new Pair<String, Integer>("c", 3);
        pairs[2] = new Pair<String, Integer>("a", 1);
        System.out.println(max(pairs));
        Comparable raw = pairs[0];
        System.out.println(raw.compareTo(pairs[1]));
        try {
            raw.compareTo("not a pair");
        } catch (ClassCastException e) {
            System.out.println("bridge method cast failed");
        }
        Animal a = new Dog();
        System.out.println(a.self().sound() + " " + new Dog().self().sound());
        Box<Integer> ib = new IntBox(5);
        ib.set(21);
        System.out.println(ib.get());
        Box rawBox = ib;
        try {
            rawBox.set("str");
        } catch (ClassCastException e) {
            System.out.println("IntBox bridge rejected a String");
        }
        List<Integer> li = new ArrayList<Integer>();
        fill(li, 5);
        List<Object> lo = new ArrayList<Object>();
        fill(lo, 3);
        System.out.println(li + " " + lo + " " + sum(li));
        List<Double> ld = new ArrayList<Double>();
        ld.add(1.5);
        ld.add(2.25);
        System.out.println(sum(ld));
        String[] made = Obj08Generics.<String>makeArrayOk(2);
        System.out.println(made.length);
        Object[] objs = makeArray(4);
        System.out.println(objs.length + " " + (objs instanceof String[]));
        List unsafe = li;
        unsafe.add("sneaky");
        Object last = li.get(li.size() - 1);
        System.out.println(last);
        try {
            Integer bad = li.get(li.size() - 1);
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("heap pollution detected by checkcast");
        }
    }

    static <T> String[] makeArrayOk(int n) {
        return new String[n];
    }
}
