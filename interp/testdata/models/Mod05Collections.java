// JDK collections and utilities running their real bytecode on the models: sorted maps and sets,
// priority queues, comparators, Collections/Arrays helpers, Random with a seed, Optional, StringJoiner.
import java.util.*;
import java.util.function.*;

public class Mod05Collections {
    record Person(String name, int age) {
    }

    public static void main(String[] args) {
        TreeMap<String, Integer> tm = new TreeMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog".split(" ")) {
            tm.merge(w, 1, Integer::sum);
        }
        System.out.println(tm + " " + tm.firstKey() + " " + tm.lastEntry() + " " + tm.headMap("fox") + " " + tm.ceilingKey("m"));
        TreeSet<Integer> ts = new TreeSet<>(Comparator.reverseOrder());
        for (int i = 0; i < 20; i++) {
            ts.add((i * 7) % 13);
        }
        System.out.println(ts + " " + ts.first() + " " + ts.pollLast() + " " + ts.subSet(10, 3));
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        Random rnd = new Random(42);
        for (int i = 0; i < 10; i++) {
            pq.add(rnd.nextInt(100));
        }
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println(sb + "| " + rnd.nextLong() + " " + rnd.nextDouble() + " " + rnd.nextBoolean() + " " + rnd.nextGaussian());
        List<Person> people = new ArrayList<>(List.of(new Person("Cy", 30), new Person("Ann", 25), new Person("Bob", 30)));
        people.sort(Comparator.comparingInt(Person::age).thenComparing(Person::name));
        System.out.println(people);
        people.sort(Comparator.comparing(Person::name).reversed());
        System.out.println(people);
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 1, 7));
        Collections.sort(nums);
        Collections.reverse(nums);
        System.out.println(nums + " " + Collections.max(nums) + " " + Collections.min(nums) + " " + Collections.frequency(nums, 3));
        Collections.shuffle(nums, new Random(7));
        System.out.println(nums + " " + Collections.nCopies(3, "ab") + " " + Collections.emptyList() + " " + Collections.singletonList(1));
        List<Integer> un = Collections.unmodifiableList(nums);
        try {
            un.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable");
        }
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("z", 1);
        lhm.put("a", 2);
        lhm.put("m", 3);
        lhm.remove("a");
        lhm.put("a", 4);
        System.out.println(lhm + " " + lhm.keySet() + " " + lhm.values());
        Set<String> hs = new HashSet<>(Arrays.asList("pear", "apple", "fig", "apple"));
        System.out.println(hs.size() + " " + hs.contains("fig") + " " + new TreeSet<>(hs));
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) {
            dq.offerFirst(i);
            dq.offerLast(-i);
        }
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.pollLast());
        Iterator<Integer> it = nums.iterator();
        int sum = 0;
        while (it.hasNext()) {
            sum += it.next();
        }
        ListIterator<Integer> li = nums.listIterator(nums.size());
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previous());
        }
        System.out.println(sum + " " + back);
        Optional<String> o = Optional.of("x").map(s -> s + "y").filter(s -> s.length() == 2);
        System.out.println(o + " " + o.orElse("none") + " " + Optional.empty().isPresent() + " " + Optional.ofNullable(null).orElseGet(() -> "gen"));
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        sj.add("a").add("b");
        System.out.println(sj + " " + sj.length());
        BitSet bits = new BitSet();
        bits.set(1);
        bits.set(5, 9);
        System.out.println(bits + " " + bits.cardinality() + " " + bits.nextClearBit(5));
        int[] arr = {5, 2, 8, 1};
        Arrays.sort(arr);
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(boxed) + " " + Arrays.binarySearch(arr, 5) + " " + Arrays.hashCode(arr)
                + " " + Arrays.asList(boxed).indexOf(1) + " " + Arrays.deepToString(new int[][] {{1}, {2, 3}}) + " " + Arrays.equals(arr, arr.clone()));
        System.out.println(Objects.hash(1, "a", null) + " " + Objects.requireNonNullElse(null, "d") + " " + Objects.equals(null, null)
                + " " + Objects.toString(null, "dflt") + " " + Objects.compare("a", "b", Comparator.naturalOrder()));
        Function<Integer, Integer> inc = x -> x + 1;
        BiFunction<Integer, Integer, Integer> mul = (x, y) -> x * y;
        Supplier<List<String>> sup = ArrayList::new;
        UnaryOperator<String> up = String::toUpperCase;
        IntBinaryOperator max = Math::max;
        ToLongFunction<String> len = String::length;
        Predicate<String> empty = String::isEmpty;
        System.out.println(inc.andThen(inc).apply(1) + " " + mul.apply(6, 7) + " " + sup.get() + " " + up.apply("up") + " " + max.applyAsInt(3, 9)
                + " " + len.applyAsLong("four") + " " + empty.negate().test(""));
        Map<Integer, List<String>> groups = new TreeMap<>();
        for (String w : new String[] {"aa", "b", "cc", "ddd", "e"}) {
            groups.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println(groups);
        Map<String, Integer> counts = new HashMap<>();
        counts.put("a", 1);
        counts.compute("a", (k, v) -> v == null ? 1 : v * 10);
        counts.computeIfPresent("b", (k, v) -> v + 1);
        counts.replaceAll((k, v) -> v + 1);
        System.out.println(counts);
        List<String> removed = new ArrayList<>(List.of("a", "bb", "ccc", "dd"));
        removed.removeIf(s -> s.length() == 2);
        removed.forEach(s -> System.out.print(s + ";"));
        System.out.println();
    }
}
