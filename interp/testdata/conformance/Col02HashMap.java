// java.util.HashMap basics: put/get/remove/containsKey, iteration order of Integer and String keys, resize, null key.
import java.util.HashMap;
import java.util.Map;

public class Col02HashMap {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println(m + " " + m.size());
        m.put("one", 1);
        m.put("two", 2);
        m.put("three", 3);
        System.out.println(m.get("two") + " " + m.get("four") + " " + m.containsKey("one") + " " + m.containsValue(3) + " " + m.size());
        Integer prev = m.put("two", 22);
        System.out.println(prev + " " + m.get("two"));
        System.out.println(m.remove("one") + " " + m.remove("nope") + " " + m.size());
        System.out.println(m.getOrDefault("zzz", -1) + " " + m.putIfAbsent("three", 33) + " " + m.putIfAbsent("four", 4));
        System.out.println(m);
        String text = "the cat and the dog and the bird saw a cat";
        Map<String, Integer> freq = new HashMap<>();
        int start = 0;
        while (start < text.length()) {
            int sp = text.indexOf(' ', start);
            if (sp < 0) {
                sp = text.length();
            }
            String w = text.substring(start, sp);
            Integer c = freq.get(w);
            freq.put(w, c == null ? 1 : c + 1);
            start = sp + 1;
        }
        System.out.println(freq);
        for (Map.Entry<String, Integer> e : freq.entrySet()) {
            if (e.getValue() > 1) {
                System.out.print(e.getKey() + "=" + e.getValue() + " ");
            }
        }
        System.out.println();
        Map<Integer, String> byNum = new HashMap<>();
        for (int i = 0; i < 40; i += 3) {
            byNum.put(i * 7 % 50, "v" + i);
        }
        System.out.println(byNum);
        int keySum = 0;
        for (Integer k : byNum.keySet()) {
            keySum += k;
        }
        StringBuilder vals = new StringBuilder();
        for (String v : byNum.values()) {
            vals.append(v.length());
        }
        System.out.println(keySum + " " + vals);
        Map<Object, Object> odd = new HashMap<>();
        odd.put(null, "null key");
        odd.put("null value", null);
        odd.put(1L, "long one");
        odd.put(1, "int one");
        System.out.println(odd.get(null) + " " + odd.get("null value") + " " + odd.containsKey("null value") + " " + odd.get(1) + " " + odd.get(1L) + " " + odd.size());
        Map<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 2000; i++) {
            big.put(i, i * i);
        }
        long total = 0;
        for (int i = 0; i < 2000; i += 7) {
            total += big.get(i);
        }
        for (int i = 0; i < 2000; i += 2) {
            big.remove(i);
        }
        System.out.println(big.size() + " " + total + " " + big.get(1999) + " " + big.get(1998));
        Map<String, Integer> merged = new HashMap<>();
        merged.merge("a", 1, Integer::sum);
        merged.merge("a", 5, Integer::sum);
        merged.merge("b", 2, Integer::sum);
        System.out.println(merged);
        Map<Integer, String> collide = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            collide.put(i * 64, "k" + i);
        }
        System.out.println(collide);
        Map<String, Integer> copy = new HashMap<>(freq);
        copy.remove("the");
        System.out.println(freq.equals(copy) + " " + freq.size() + " " + copy.size());
    }
}
