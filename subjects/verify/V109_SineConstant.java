// unknown: on HotSpot (x86-64) Math.sin(2.0) is 0.9092974268256817 and
// the assertion fails (false); gospf computes 0.9092974268256816, where it
// holds, and answered true on a path with no input at all before it
// marked such results inexact. The JDK allows either value, so no
// verdict is sure without the JVM's own sine.
public class V109_SineConstant {
    public static void main(String[] args) {
        double s = Math.sin(2.0);
        assert s != 0.9092974268256817;
    }
}
