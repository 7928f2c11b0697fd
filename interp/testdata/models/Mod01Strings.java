// String model: every method the model implements, with edge cases and JDK 17 exception messages.
import java.util.Arrays;
import java.util.List;

public class Mod01Strings {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            if (r instanceof Object[]) {
                r = Arrays.toString((Object[]) r);
            } else if (r instanceof char[]) {
                r = new String((char[]) r);
            }
            System.out.println(what + " = " + r);
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        String s = "Hello, World";
        t("length", () -> s.length());
        t("charAt", () -> s.charAt(4));
        t("charAt oob", () -> s.charAt(12));
        t("charAt neg", () -> s.charAt(-1));
        t("codePointAt", () -> "a\uD83D\uDE00b".codePointAt(1));
        t("codePointBefore", () -> "a\uD83D\uDE00b".codePointBefore(3));
        t("codePointCount", () -> "a\uD83D\uDE00b".codePointCount(0, 4));
        t("substring", () -> s.substring(7));
        t("substring2", () -> s.substring(0, 5));
        t("substring empty", () -> s.substring(12));
        t("substring oob", () -> s.substring(13));
        t("substring bad", () -> s.substring(5, 2));
        t("subSequence", () -> s.subSequence(1, 3));
        t("indexOf char", () -> s.indexOf('o'));
        t("indexOf char from", () -> s.indexOf('o', 5));
        t("indexOf char neg from", () -> s.indexOf('H', -5));
        t("indexOf str", () -> s.indexOf("World"));
        t("indexOf str from", () -> s.indexOf("o", 100));
        t("indexOf empty", () -> s.indexOf("", 100));
        t("indexOf supplementary", () -> "x\uD83D\uDE00".indexOf(0x1F600));
        t("lastIndexOf char", () -> s.lastIndexOf('o'));
        t("lastIndexOf char from", () -> s.lastIndexOf('o', 7));
        t("lastIndexOf str", () -> s.lastIndexOf("l"));
        t("lastIndexOf str from", () -> s.lastIndexOf("l", 9));
        t("lastIndexOf empty", () -> s.lastIndexOf(""));
        t("contains", () -> s.contains("lo, W"));
        t("startsWith", () -> s.startsWith("Hell"));
        t("startsWith off", () -> s.startsWith("World", 7));
        t("startsWith off neg", () -> s.startsWith("H", -1));
        t("endsWith", () -> s.endsWith("ld"));
        t("isEmpty", () -> "".isEmpty());
        t("isBlank", () -> " \t\n".isBlank());
        t("equals", () -> s.equals("Hello, " + "World"));
        t("equals other", () -> s.equals(new StringBuilder(s)));
        t("equalsIgnoreCase", () -> "ABC".equalsIgnoreCase("abc"));
        t("equalsIgnoreCase null", () -> "ABC".equalsIgnoreCase(null));
        t("contentEquals", () -> s.contentEquals(new StringBuilder("Hello, World")));
        t("compareTo", () -> "apple".compareTo("apricot"));
        t("compareTo prefix", () -> "app".compareTo("apple"));
        t("compareToIgnoreCase", () -> "Apple".compareToIgnoreCase("apple"));
        t("CASE_INSENSITIVE_ORDER", () -> String.CASE_INSENSITIVE_ORDER.compare("b", "A"));
        t("regionMatches", () -> s.regionMatches(7, "xWorldx", 1, 5));
        t("regionMatches ic", () -> s.regionMatches(true, 0, "HELLO", 0, 5));
        t("hashCode", () -> s.hashCode());
        t("hashCode empty", () -> "".hashCode());
        t("concat", () -> s.concat("!"));
        t("replace char", () -> s.replace('l', 'L'));
        t("replace seq", () -> s.replace("l", "[l]"));
        t("replace empty", () -> "abc".replace("", "-"));
        t("toUpperCase", () -> s.toUpperCase());
        t("toLowerCase", () -> s.toLowerCase());
        t("toUpperCase sharp s", () -> "stra\u00dfe".toUpperCase().length());
        t("trim", () -> "[" + "  x y \t\n".trim() + "]");
        t("strip", () -> "[" + "\u2003 x \u2003".strip() + "]");
        t("stripLeading", () -> "[" + "  x  ".stripLeading() + "]");
        t("stripTrailing", () -> "[" + "  x  ".stripTrailing() + "]");
        t("repeat", () -> "ab".repeat(3));
        t("repeat 0", () -> "ab".repeat(0).length());
        t("repeat neg", () -> "ab".repeat(-2));
        t("toCharArray", () -> "xyz".toCharArray());
        t("getChars", () -> {
            char[] d = new char[6];
            Arrays.fill(d, '.');
            s.getChars(7, 10, d, 2);
            return new String(d);
        });
        t("getChars bad", () -> {
            s.getChars(3, 2, new char[5], 0);
            return "?";
        });
        t("split", () -> "a,b,,c,,".split(","));
        t("split limit", () -> "a,b,,c,,".split(",", 2));
        t("split neg limit", () -> "a,b,,c,,".split(",", -1));
        t("split regex", () -> "one  two\tthree".split("\\s+"));
        t("split none", () -> "abc".split(";"));
        t("matches", () -> "abc123".matches("[a-z]+\\d+"));
        t("replaceAll", () -> "a1b22c333".replaceAll("[0-9]+", "#"));
        t("replaceAll group", () -> "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        t("replaceFirst", () -> "aaa".replaceFirst("a", "b"));
        t("join", () -> String.join("-", "a", "b", "c"));
        t("join list", () -> String.join(", ", List.of("x", "y")));
        t("join null", () -> String.join("/", "a", null));
        t("valueOf", () -> String.valueOf(3.5) + String.valueOf(true) + String.valueOf('c') + String.valueOf(7L) + String.valueOf(1.5f));
        t("valueOf null", () -> String.valueOf((Object) null));
        t("valueOf chars", () -> String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2));
        t("valueOf chars bad", () -> String.valueOf(new char[] {'a'}, 1, 2));
        t("copyValueOf", () -> String.copyValueOf(new char[] {'q', 'r'}));
        t("new String()", () -> new String().length());
        t("new String(chars)", () -> new String(new char[] {'h', 'i'}));
        t("new String(codepoints)", () -> new String(new int[] {0x48, 0x1F600, 0x49}, 0, 3).length());
        t("new String(bytes)", () -> new String(new byte[] {72, 105, -61, -87}));
        t("getBytes", () -> Arrays.toString("h\u00e9".getBytes()));
        t("intern", () -> new String("lit").intern() == "lit");
        t("chars identity", () -> "abc".toString() == "abc");
        t("compareTo null", () -> "a".compareTo(null));
        t("concat null", () -> "a".concat(null));
        t("contains null", () -> "a".contains(null));
        Comparable<Object> raw = (Comparable) "x";
        t("compareTo bridge", () -> raw.compareTo(1));
        CharSequence cs = "sequence";
        t("CharSequence", () -> cs.length() + " " + cs.charAt(2) + " " + cs.subSequence(0, 3));
    }
}
