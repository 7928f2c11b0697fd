import org.sosy_lab.sv_benchmarks.Verifier;

// false: a wrapper holding a symbolic value prints, and converts to a
// String, as its value does: Integer.toString() of x is x's decimal text
// and String.valueOf of a Character is its char, with no concretisation
// (println(Object), printf's %c and toString all take that text). For
// x = -17 and c = 'z' both texts match and the assertion fails; any other
// x gives another text ("-17" is only -17's), any other c another char.
public class V103_PrintBoxed {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        char c = Verifier.nondetChar();
        Integer bx = x;
        Character bc = c;
        System.out.println(bx);
        System.out.println(bc);
        System.out.printf("%c%n", bc);
        String s = bx.toString();
        String t = String.valueOf((Object) bc);
        assert !(s.equals("-17") && t.equals("z"));
    }
}
