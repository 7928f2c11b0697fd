/**
 * Symbolic strings (symbolic.strings): kind's parameter is any text of up
 * to symbolic.max_string_length (gospf's bound, 8) chars.
 */
public class Strings {
    public static int kind(String s) {
        if (s.equals("admin")) {
            return 1;
        }
        if (s.startsWith("a")) {
            return 2;
        }
        if (s.length() > 3) {
            return 3;
        }
        return 4;
    }

    public static void main(String[] args) {
        System.out.println(kind("guest"));
    }
}
