// String basics: length, charAt, equals, hashCode, compareTo, substring, indexOf, concat, contains, startsWith.
public class Str01Basics {
    public static void main(String[] args) {
        String s = "Hello, conformance world";
        System.out.println(s.length() + " " + s.charAt(0) + s.charAt(s.length() - 1));
        System.out.println(s.substring(7) + "|" + s.substring(7, 18) + "|" + s.substring(0, 0) + "|" + s.substring(s.length()) + "|");
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf("world") + " " + s.indexOf("nope") + " " + s.lastIndexOf('o') + " " + s.indexOf("") + " " + s.lastIndexOf("o", 10));
        System.out.println(s.contains("form") + " " + s.contains("Form") + " " + s.startsWith("Hell") + " " + s.startsWith("conf", 7) + " " + s.endsWith("world"));
        System.out.println("".isEmpty() + " " + " ".isEmpty() + " " + "".length());
        String[] words = {"apple", "Apple", "apricot", "app", "banana", "", "apple"};
        for (String w : words) {
            System.out.println("[" + w + "] hash=" + w.hashCode() + " cmp(apple)=" + w.compareTo("apple") + " eq=" + w.equals("apple") + " eqIC=" + w.equalsIgnoreCase("APPLE"));
        }
        System.out.println("Aa".hashCode() + " " + "BB".hashCode() + " " + "polygenelubricants".hashCode() + " " + "\u0000".hashCode());
        System.out.println("abc".concat("def").concat(""));
        String t = "  padded text  ";
        System.out.println("[" + t.trim() + "] " + t.length() + " " + t.trim().length());
        System.out.println("MiXeD 123 abc".toUpperCase() + " " + "MiXeD 123 ABC".toLowerCase());
        System.out.println("banana".replace('a', 'o') + " " + "banana".replace("an", "AN") + " " + "aaa".replace("a", "bb"));
        char[] cs = "reverse me".toCharArray();
        for (int i = 0, j = cs.length - 1; i < j; i++, j--) {
            char tmp = cs[i];
            cs[i] = cs[j];
            cs[j] = tmp;
        }
        System.out.println(new String(cs) + " " + String.valueOf(cs, 0, 3) + " " + String.valueOf(cs).length());
        String csv = "one,two,,three";
        int count = 0;
        int pos = -1;
        while ((pos = csv.indexOf(',', pos + 1)) >= 0) {
            count++;
        }
        System.out.println("commas " + count);
        String a = "interp";
        String b = "inter" + "p";
        String c = new StringBuilder("inter").append('p').toString();
        System.out.println((a == b) + " " + a.equals(c) + " " + (a.hashCode() == c.hashCode()) + " " + a.compareTo(c));
        System.out.println("b".compareTo("a") + " " + "a".compareTo("b") + " " + "abc".compareTo("ab") + " " + "A".compareTo("a") + " " + "ab".compareToIgnoreCase("AC"));
        System.out.println("x".equals(null) + " " + "abc".regionMatches(1, "xbc", 1, 2) + " " + "Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf("ss"));
        String uni = "caf\u00e9 \u03bb";
        System.out.println(uni.length() + " " + (int) uni.charAt(3) + " " + (int) uni.charAt(5) + " " + uni.hashCode() + " " + uni.indexOf('\u03bb'));
        StringBuilder joined = new StringBuilder();
        for (String w : words) {
            if (!w.isEmpty() && w.charAt(0) == 'a') {
                joined.append(w.substring(0, 1).toUpperCase()).append(w.substring(1)).append(' ');
            }
        }
        System.out.println(joined.toString().trim());
        System.out.println(String.valueOf(3.0f) + String.valueOf(-7) + String.valueOf('z') + String.valueOf(false) + String.valueOf((Object) null));
    }
}
