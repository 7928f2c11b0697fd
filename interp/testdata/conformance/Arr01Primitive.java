// Arrays of every primitive type: defaults, stores with narrowing, loads with sign/zero extension, clone.
import java.util.Arrays;

public class Arr01Primitive {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        int n = id(4);
        boolean[] zs = new boolean[n];
        byte[] bs = new byte[n];
        short[] ss = new short[n];
        char[] cs = new char[n];
        int[] is = new int[n];
        long[] ls = new long[n];
        float[] fs = new float[n];
        double[] ds = new double[n];
        System.out.println(Arrays.toString(zs) + " " + Arrays.toString(bs) + " " + Arrays.toString(ss) + " " + (int) cs[0]);
        System.out.println(Arrays.toString(is) + " " + Arrays.toString(ls) + " " + Arrays.toString(fs) + " " + Arrays.toString(ds));
        for (int i = 0; i < n; i++) {
            zs[i] = i % 2 == 1;
            bs[i] = (byte) (i * 100);
            ss[i] = (short) (i * 20000);
            cs[i] = (char) ('a' + i * 7);
            is[i] = i * 1000000000;
            ls[i] = (long) i * 5000000000L;
            fs[i] = i / 3.0f;
            ds[i] = i / 3.0;
        }
        System.out.println(Arrays.toString(zs));
        System.out.println(Arrays.toString(bs));
        System.out.println(Arrays.toString(ss));
        System.out.println(Arrays.toString(cs) + " " + new String(cs));
        System.out.println(Arrays.toString(is));
        System.out.println(Arrays.toString(ls));
        System.out.println(Arrays.toString(fs));
        System.out.println(Arrays.toString(ds));
        int bsum = 0;
        for (byte b : bs) {
            bsum += b;
        }
        int csum = 0;
        for (char c : cs) {
            csum += c;
        }
        long lsum = 0;
        for (long l : ls) {
            lsum += l;
        }
        double dsum = 0;
        for (double d : ds) {
            dsum += d;
        }
        System.out.println(bsum + " " + csum + " " + lsum + " " + dsum);
        bs[1]++;
        bs[2] += 100;
        ss[3] -= 1;
        cs[0] += 1;
        is[3] *= 3;
        ls[1] >>= 3;
        fs[2] /= 0;
        ds[3] = -ds[3];
        zs[0] |= true;
        System.out.println(bs[1] + " " + bs[2] + " " + ss[3] + " " + cs[0] + " " + is[3] + " " + ls[1] + " " + fs[2] + " " + ds[3] + " " + zs[0]);
        int[] copy = is.clone();
        copy[0] = 99;
        System.out.println(is[0] + " " + copy[0] + " " + (copy != is) + " " + Arrays.equals(is, copy));
        copy[0] = is[0];
        System.out.println(Arrays.equals(is, copy));
        char[] empty = new char[0];
        System.out.println(empty.length + " " + Arrays.toString(empty) + " " + Arrays.toString((int[]) null));
        int[] lit = {5, 4, 3, 2, 1};
        int[] lit2 = new int[] {1, 2, 3};
        System.out.println(lit.length + lit2.length + " " + lit[lit.length - 1] + " " + lit2[0]);
        long[] fib = new long[91];
        fib[1] = 1;
        for (int i = 2; i < fib.length; i++) {
            fib[i] = fib[i - 1] + fib[i - 2];
        }
        System.out.println(fib[90]);
        boolean[] sieve = new boolean[100];
        int primes = 0;
        for (int i = 2; i < sieve.length; i++) {
            if (!sieve[i]) {
                primes++;
                for (int j = i * i; j < sieve.length; j += i) {
                    sieve[j] = true;
                }
            }
        }
        System.out.println(primes);
        String hi = "Hi!";
        byte[] bytes = new byte[hi.length()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) hi.charAt(i);
        }
        System.out.println(Arrays.toString(bytes));
        short[] sh = {-1, 0, 1};
        int unsignedSum = 0;
        for (short s : sh) {
            unsignedSum += s & 0xFFFF;
        }
        System.out.println(unsignedSum);
    }
}
