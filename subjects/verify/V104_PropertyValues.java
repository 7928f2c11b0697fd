import org.sosy_lab.sv_benchmarks.Verifier;

// false: Integer.getInteger, Long.getLong and Boolean.getBoolean read
// the system properties through System.getProperty, so they see what the
// program set: "0x10" decodes to 16, "TRUE" is true (case ignored), "12z"
// does not decode and gives the default x, an absent property gives its
// default, and the empty name is an absent property (the JDK catches
// getProperty's IllegalArgumentException). So bad == size + 1 exactly
// when x = 17, and the assertion fails there. (A getBoolean that saw only
// the configured properties would make flag false and the verdict true.)
public class V104_PropertyValues {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        System.setProperty("gospf.size", "0x10");
        System.setProperty("gospf.flag", "TRUE");
        System.setProperty("gospf.bad", "12z");
        Integer size = Integer.getInteger("gospf.size");
        Integer bad = Integer.getInteger("gospf.bad", x);
        Long none = Long.getLong("gospf.none", 5L);
        boolean flag = Boolean.getBoolean("gospf.flag");
        Integer empty = Integer.getInteger("", 3);
        assert !(flag && size == 16 && none == 5L && empty == 3 && bad == size + 1);
    }
}
