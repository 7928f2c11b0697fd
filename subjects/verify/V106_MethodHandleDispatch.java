import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.sosy_lab.sv_benchmarks.Verifier;

// false: a method handle from findStatic runs classify, which branches on
// x (three paths); the handle from findVirtual selects the override of the
// receiver's class, as invokevirtual does. For odd x the receiver is a
// Half, whose area(2) is 2 * 2 / 2 = 2; classify gives 2 for x > 100, so
// any odd x > 100 (x = 101) fails the assertion. An even x has area(k) =
// k * k, which is 2 for no k in 0..2.
public class V106_MethodHandleDispatch {
    static class Shape {
        int area(int s) { return s * s; }
    }

    static class Half extends Shape {
        @Override
        int area(int s) { return s * s / 2; }
    }

    static int classify(int x) {
        if (x > 100) {
            return 2;
        }
        if (x < -100) {
            return 0;
        }
        return 1;
    }

    public static void main(String[] args) throws Throwable {
        int x = Verifier.nondetInt();
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle c = lookup.findStatic(V106_MethodHandleDispatch.class, "classify",
                MethodType.methodType(int.class, int.class));
        MethodHandle a = lookup.findVirtual(Shape.class, "area", MethodType.methodType(int.class, int.class));
        Shape s = x % 2 == 0 ? new Shape() : new Half();
        int k = (int) c.invokeExact(x);
        Object r = a.invoke(s, k);
        assert (Integer) r != 2;
    }
}
