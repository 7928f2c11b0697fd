// Helpful NullPointerException messages (JEP 358) for every kind of instruction that can raise one.
import java.util.*;

public class Mod06NullMessages {
    static class Node { int v; Node next; int[] arr; Node[] kids; Node get() { return null; } static Node sget() { return null; } String s; }
    static Node SN;
    static Object[] OA;
    Node inst;
    interface R { void run() throws Throwable; }
    static void t(String what, R r) {
        try { r.run(); System.out.println(what + " ok"); }
        catch (Throwable e) { System.out.println(what + " -> " + e.getMessage()); }
    }
    static int param(Node p, int i, Node q) { return q.v; }
    static Node nul() { return null; }
    void inst() { t("this.field", () -> System.out.println(inst.v)); }
    public static void main(String[] args) {
        t("local getfield", () -> { Node n = null; System.out.println(n.v); });
        t("local putfield", () -> { Node n = null; n.v = 3; });
        t("chain", () -> { Node n = new Node(); System.out.println(n.next.v); });
        t("chain2", () -> { Node n = new Node(); n.next = new Node(); System.out.println(n.next.next.v); });
        t("static", () -> System.out.println(SN.v));
        t("invoke", () -> { Node n = null; n.get(); });
        t("invoke ret", () -> { Node n = new Node(); System.out.println(n.get().v); });
        t("static ret", () -> System.out.println(Node.sget().v));
        t("invoke params", () -> { Map<String,Integer> m = null; m.put("a", 1); });
        t("invoke params2", () -> { String s = null; s.substring(1, 2); });
        t("invoke params3", () -> { String s = null; s.indexOf("x", 3); });
        t("invoke params4", () -> { StringBuilder sb = null; sb.append(1.5).append(new char[2]).append((Object) null); });
        t("invoke arr param", () -> { Node n = null; n.toString(); });
        t("iaload", () -> { int[] a = null; System.out.println(a[0]); });
        t("iaload field", () -> { Node n = new Node(); System.out.println(n.arr[2]); });
        t("aaload chain", () -> { Node n = new Node(); n.kids = new Node[3]; System.out.println(n.kids[1].v); });
        t("aaload var idx", () -> { Node n = new Node(); n.kids = new Node[3]; int i = 2; System.out.println(n.kids[i].v); });
        t("aaload expr idx", () -> { Node n = new Node(); n.kids = new Node[3]; int i = 1; System.out.println(n.kids[i + 1].v); });
        t("castore", () -> { char[] c = null; c[0] = 'x'; });
        t("bastore", () -> { boolean[] c = null; c[0] = true; });
        t("lastore", () -> { long[] c = null; c[0] = 1; });
        t("aastore", () -> { Object[] c = null; c[0] = 1; });
        t("aastore static", () -> { OA[0] = 1; });
        t("arraylength", () -> { int[] a = null; System.out.println(a.length); });
        t("athrow", () -> { RuntimeException e = null; throw e; });
        t("monitor", () -> { Object o = null; synchronized (o) { System.out.println(); } });
        t("param", () -> param(new Node(), 1, null));
        t("nul()", () -> System.out.println(nul().next));
        t("cast", () -> { Object o = null; System.out.println(((Node) o).v); });
        t("aconst", () -> System.out.println(((Node) null).v));
        t("ternary", () -> { Node a = null, b = null; boolean f = args.length == 0; System.out.println((f ? a : b).v); });
        t("string field", () -> { Node n = new Node(); System.out.println(n.s.length()); });
        t("unboxing", () -> { Integer i = null; int x = i; });
        t("foreach", () -> { List<String> l = null; for (String s : l) {} });
        t("switch", () -> { String s = null; switch (s) { case "a": break; } });
        t("interface", () -> { CharSequence cs = null; cs.length(); });
        t("object method", () -> { Object o = null; o.hashCode(); });
        t("lambda arg", () -> { Runnable r = null; r.run(); });
        t("2d", () -> { int[][] a = new int[2][]; System.out.println(a[1][0]); });
        new Mod06NullMessages().inst();
    }
}
