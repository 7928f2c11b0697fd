// Boxing inside collections: remove(int) vs remove(Object), equals across wrapper types, counting with Map<Character,Integer>.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Col04Boxing {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 10; i >= 0; i -= 2) {
            list.add(i);
        }
        System.out.println(list);
        list.remove(1);
        System.out.println(list);
        list.remove(Integer.valueOf(2));
        System.out.println(list);
        System.out.println(list.contains(4) + " " + list.indexOf(6) + " " + list.contains((Object) 4L) + " " + list.contains((short) 4));
        List<Integer> big = new ArrayList<>();
        big.add(1000);
        big.add(1000);
        System.out.println(big.get(0).equals(big.get(1)) + " " + (big.get(0).intValue() == big.get(1)) + " " + big.indexOf(1000));
        List<Long> longs = new ArrayList<>();
        for (long v = 1; v < 1L << 40; v *= 31) {
            longs.add(v);
        }
        long sum = 0;
        for (long v : longs) {
            sum += v;
        }
        System.out.println(longs.size() + " " + sum);
        Map<Character, Integer> counts = new HashMap<>();
        for (char c : "mississippi river".toCharArray()) {
            Integer old = counts.get(c);
            counts.put(c, old == null ? 1 : old + 1);
        }
        System.out.println(counts);
        Map<Integer, List<String>> byLen = new HashMap<>();
        String[] words = {"a", "bb", "cc", "ddd", "e", "ffff", "ggg"};
        for (String w : words) {
            List<String> bucket = byLen.get(w.length());
            if (bucket == null) {
                bucket = new ArrayList<>();
                byLen.put(w.length(), bucket);
            }
            bucket.add(w);
        }
        System.out.println(byLen);
        List<Double> ds = new ArrayList<>();
        ds.add(0.0);
        ds.add(-0.0);
        ds.add(Double.NaN);
        System.out.println(ds.contains(-0.0) + " " + ds.indexOf(Double.NaN) + " " + ds.indexOf(-0.0) + " " + ds);
        List<Boolean> flags = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            flags.add(i % 2 == 0);
        }
        int trues = 0;
        for (boolean b : flags) {
            if (b) {
                trues++;
            }
        }
        System.out.println(flags + " " + trues);
        Integer total = 0;
        for (Integer v : list) {
            total += v;
        }
        System.out.println(total);
        Map<Long, Integer> lm = new HashMap<>();
        lm.put(5L, 1);
        System.out.println(lm.get(5) + " " + lm.get(5L));
        List<Character> chars = new ArrayList<>();
        for (char c = 'a'; c < 'f'; c++) {
            chars.add(c);
        }
        chars.remove(Character.valueOf('c'));
        System.out.println(chars);
    }
}
