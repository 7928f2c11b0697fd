// Java 14+ switch expressions (arrow and yield) over ints, strings and enums; text blocks (Java 15).
public class Sw01SwitchExpr {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> {
                int len = "wednesday".length();
                yield len;
            }
        };
    }

    static String classify(int n) {
        return switch (n % 5) {
            case 0 -> "zero";
            case 1, -1 -> "one";
            case 2, -2 -> {
                String s = "tw";
                yield s + "o";
            }
            default -> "many";
        };
    }

    static int oldStyleYield(String s) {
        int r = switch (s) {
            case "a":
                yield 1;
            case "bb":
            case "cc":
                yield 2;
            default:
                System.out.println("  default branch for " + s);
                yield s.length() * 10;
        };
        return r;
    }

    static String kind(Object o) {
        return switch (o.hashCode() % 2 == 0 ? "even" : "odd") {
            case "even" -> "EVEN";
            default -> "ODD";
        };
    }

    public static void main(String[] args) {
        int total = 0;
        for (Day d : Day.values()) {
            int l = letters(d);
            total += l;
            System.out.print(d + "=" + l + " ");
        }
        System.out.println("total " + total);
        for (int i = -3; i <= 6; i++) {
            System.out.print(classify(i) + " ");
        }
        System.out.println();
        String[] keys = {"a", "bb", "cc", "dddd"};
        for (String k : keys) {
            System.out.println(k + " -> " + oldStyleYield(k));
        }
        System.out.println(kind(4) + " " + kind(7) + " " + kind("Aa"));
        String block = """
            Dear interpreter,
              this is a "text block"
            with \
            a joined line and a tab:\tend
            """;
        System.out.print(block);
        int newlines = 0;
        for (int i = 0; i < block.length(); i++) {
            if (block.charAt(i) == '\n') {
                newlines++;
            }
        }
        System.out.println(block.length() + " " + newlines);
        int version = 1;
        String json = """
            {"name": "gospf", \
            "version":\s""" + version + "}";
        System.out.println(json);
        char c = 'x';
        int code = switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> 1;
            case 'x' -> 24;
            default -> -1;
        };
        System.out.println(code);
        Day today = Day.SAT;
        boolean weekend = switch (today) {
            case SAT, SUN -> true;
            default -> false;
        };
        System.out.println(weekend);
        try {
            Day nul = null;
            System.out.println(letters(nul));
        } catch (NullPointerException e) {
            System.out.println("NPE from switch expression on null");
        }
    }
}
