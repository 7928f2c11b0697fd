import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import org.sosy_lab.sv_benchmarks.Verifier;

// true: clamp, called through its handle, returns x within 0..10 on each
// of its three paths; invoke widens the int result to the long the call
// site asks for; findConstructor's handle makes a new Box holding the
// argument; invokeExact with a call-site type other than the handle's
// ((int)Object, not (int)int) always throws WrongMethodTypeException, and
// a method the class does not declare always gives NoSuchMethodException.
// So every assertion holds on every path.
public class V107_MethodHandleExact {
    static final class Box {
        final int v;

        Box(int v) { this.v = v; }
    }

    static int clamp(int x) {
        if (x < 0) {
            return 0;
        }
        if (x > 10) {
            return 10;
        }
        return x;
    }

    public static void main(String[] args) throws Throwable {
        int x = Verifier.nondetInt();
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle clamp = lookup.findStatic(V107_MethodHandleExact.class, "clamp",
                MethodType.methodType(int.class, int.class));
        long wide = (long) clamp.invoke(x);
        assert wide >= 0 && wide <= 10;
        MethodHandle make = lookup.findConstructor(Box.class, MethodType.methodType(void.class, int.class));
        Box b = (Box) make.invokeExact(x);
        assert b.v == x;
        boolean wrong = false;
        try {
            Object o = clamp.invokeExact(x);
        } catch (WrongMethodTypeException e) {
            wrong = true;
        }
        assert wrong;
        boolean missing = false;
        try {
            lookup.findStatic(V107_MethodHandleExact.class, "absent", MethodType.methodType(int.class, int.class));
        } catch (NoSuchMethodException e) {
            missing = true;
        }
        assert missing;
    }
}
