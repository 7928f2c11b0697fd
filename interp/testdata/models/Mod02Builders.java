// StringBuilder/StringBuffer model: every method, capacity growth, exception messages.
public class Mod02Builders {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            System.out.println(what + " = " + op.run());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        t("capacity", () -> sb.capacity());
        for (int i = 0; i < 40; i++) {
            sb.append(i % 10);
            if (i % 9 == 0) {
                System.out.println(sb.length() + " " + sb.capacity());
            }
        }
        t("cap(5)", () -> new StringBuilder(5).capacity());
        t("cap(str)", () -> new StringBuilder("abc").capacity());
        t("cap(neg)", () -> new StringBuilder(-1));
        StringBuilder b = new StringBuilder("hello");
        t("append all", () -> b.append(1).append('c').append(2L).append(1.5f).append(2.25).append(true).append((Object) null)
                .append((String) null).append(new char[] {'x', 'y'}).append("abcdef", 1, 3).append(new char[] {'p', 'q', 'r'}, 1, 2));
        t("appendCodePoint", () -> new StringBuilder().appendCodePoint(0x1F600).length());
        t("insert", () -> new StringBuilder("0123").insert(2, "ab").insert(0, 9).insert(6, 'z').insert(1, true).insert(0, 1.5));
        t("insert chars", () -> new StringBuilder("ab").insert(1, new char[] {'x', 'y', 'z'}, 1, 2));
        t("insert seq", () -> new StringBuilder("ab").insert(1, "wxyz", 1, 3));
        t("insert bad", () -> new StringBuilder("ab").insert(3, "x"));
        t("reverse", () -> new StringBuilder("abc\uD83D\uDE00d").reverse().codePointAt(1));
        t("reverse2", () -> new StringBuilder("stressed").reverse());
        t("setCharAt", () -> {
            StringBuilder x = new StringBuilder("cat");
            x.setCharAt(0, 'b');
            return x;
        });
        t("setCharAt bad", () -> {
            new StringBuilder("cat").setCharAt(3, 'x');
            return "?";
        });
        t("deleteCharAt", () -> new StringBuilder("abc").deleteCharAt(1));
        t("deleteCharAt bad", () -> new StringBuilder("abc").deleteCharAt(5));
        t("delete", () -> new StringBuilder("abcdef").delete(1, 3));
        t("delete past end", () -> new StringBuilder("abcdef").delete(2, 100));
        t("delete bad", () -> new StringBuilder("abcdef").delete(4, 2));
        t("replace", () -> new StringBuilder("abcdef").replace(1, 4, "XY"));
        t("replace past end", () -> new StringBuilder("abcdef").replace(4, 100, "!"));
        t("replace bad", () -> new StringBuilder("abc").replace(4, 5, "!"));
        t("setLength", () -> {
            StringBuilder x = new StringBuilder("abcdef");
            x.setLength(3);
            x.append('!');
            x.setLength(6);
            return x.toString().replace('\0', '_');
        });
        t("setLength bad", () -> {
            new StringBuilder("a").setLength(-1);
            return "?";
        });
        t("charAt", () -> new StringBuilder("abc").charAt(2));
        t("charAt bad", () -> new StringBuilder("abc").charAt(3));
        t("indexOf", () -> new StringBuilder("abcabc").indexOf("c") + " " + new StringBuilder("abcabc").indexOf("c", 3));
        t("lastIndexOf", () -> new StringBuilder("abcabc").lastIndexOf("ab") + " " + new StringBuilder("abcabc").lastIndexOf("ab", 2));
        t("substring", () -> new StringBuilder("abcdef").substring(2) + new StringBuilder("abcdef").substring(1, 2));
        t("substring bad", () -> new StringBuilder("abc").substring(4));
        t("subSequence", () -> new StringBuilder("abcdef").subSequence(0, 2));
        t("compareTo", () -> new StringBuilder("abc").compareTo(new StringBuilder("abd")));
        t("ensureCapacity", () -> {
            StringBuilder x = new StringBuilder();
            x.ensureCapacity(20);
            int c1 = x.capacity();
            x.ensureCapacity(100);
            return c1 + " " + x.capacity();
        });
        t("trimToSize", () -> {
            StringBuilder x = new StringBuilder("abc");
            x.trimToSize();
            return x.capacity();
        });
        t("getChars", () -> {
            char[] d = new char[4];
            new StringBuilder("wxyz").getChars(1, 3, d, 1);
            return new String(d).replace('\0', '.');
        });
        StringBuffer buf = new StringBuffer("buf");
        t("StringBuffer", () -> buf.append(42).insert(0, '[').append(']').reverse() + " " + buf.length());
        Appendable app = new StringBuilder();
        t("Appendable", () -> app.append('a').append("bc").append("xdefx", 1, 4));
        CharSequence cs = new StringBuilder("chars");
        t("CharSequence", () -> cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3) + " " + cs.toString());
        t("String(StringBuilder)", () -> new String(new StringBuilder("copy")));
        t("isEmpty", () -> new StringBuilder().isEmpty());
    }
}
