import org.sosy_lab.sv_benchmarks.Verifier;

// true: a short plus a byte lies in -32768-128 .. 32767+127.
public class V13_ShortByteSum {
    public static void main(String[] args) {
        short s = Verifier.nondetShort();
        byte b = Verifier.nondetByte();
        int sum = s + b;
        assert sum >= -32896 && sum <= 32894;
    }
}
