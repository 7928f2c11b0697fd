// java.util.ArrayList basics: add/get/set/remove/indexOf/contains, iteration, iterator removal, toString.
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;

public class Col01ArrayList {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>();
        System.out.println(names + " " + names.size() + " " + names.isEmpty());
        names.add("delta");
        names.add("alpha");
        names.add("charlie");
        names.add(1, "bravo");
        names.add("alpha");
        System.out.println(names + " " + names.size());
        System.out.println(names.get(2) + " " + names.indexOf("alpha") + " " + names.lastIndexOf("alpha") + " " + names.indexOf("zulu"));
        System.out.println(names.contains("charlie") + " " + names.contains("echo"));
        String old = names.set(0, "DELTA");
        System.out.println(old + " -> " + names);
        names.remove("alpha");
        System.out.println(names);
        String removed = names.remove(0);
        System.out.println(removed + " " + names);
        for (int i = 0; i < names.size(); i++) {
            System.out.print(i + ":" + names.get(i) + " ");
        }
        System.out.println();
        StringBuilder sb = new StringBuilder();
        for (String s : names) {
            sb.append(s.charAt(0));
        }
        System.out.println(sb);
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            nums.add(i * i % 17);
        }
        System.out.println(nums);
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 0) {
                it.remove();
            }
        }
        System.out.println(nums.size() + " " + nums);
        int sum = 0;
        for (int v : nums) {
            sum += v;
        }
        System.out.println("sum " + sum);
        for (int i = 1; i < nums.size(); i++) {
            Integer key = nums.get(i);
            int j = i - 1;
            while (j >= 0 && nums.get(j) > key) {
                nums.set(j + 1, nums.get(j));
                j--;
            }
            nums.set(j + 1, key);
        }
        System.out.println(nums);
        try {
            for (Integer v : nums) {
                if (v == 13) {
                    nums.add(99);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("concurrent modification detected");
        }
        List<String> copy = new ArrayList<>(names);
        copy.add("extra");
        System.out.println(names.size() + " " + copy.size() + " " + copy.equals(names) + " " + new ArrayList<>(names).equals(names));
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            List<Integer> row = new ArrayList<>();
            for (int j = 0; j <= i; j++) {
                row.add(j);
            }
            nested.add(row);
        }
        System.out.println(nested);
        copy.clear();
        System.out.println(copy + " " + copy.isEmpty());
        List<Object> mixed = new ArrayList<>();
        mixed.add(null);
        mixed.add(1);
        mixed.add("two");
        mixed.add('3');
        mixed.add(4.0);
        System.out.println(mixed + " " + mixed.indexOf(null) + " " + mixed.contains(4.0));
        Object[] arr = names.toArray();
        System.out.println(arr.length + " " + arr[0]);
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            big.add(i);
        }
        while (big.size() > 10) {
            big.remove(big.size() - 1);
        }
        big.subList(2, 5).clear();
        System.out.println(big);
    }
}
