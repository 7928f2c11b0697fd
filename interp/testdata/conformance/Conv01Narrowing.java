// Narrowing primitive conversions: int->byte/short/char, long->int, widening sign extension.
public class Conv01Narrowing {
    static int id(int x) { return x; }
    static long idl(long x) { return x; }

    public static void main(String[] args) {
        int[] vals = {0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v0 : vals) {
            int v = id(v0);
            byte b = (byte) v;
            short s = (short) v;
            char c = (char) v;
            System.out.println(v + " -> byte " + b + ", short " + s + ", char " + (int) c);
        }
        long[] lvals = {0L, 0xFFFFFFFFL, 0x100000000L, 0x17FFFFFFFL, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789ABCDEFL};
        for (long v0 : lvals) {
            long v = idl(v0);
            System.out.println(v + " -> int " + (int) v + ", short " + (short) v + ", byte " + (byte) v + ", char " + (int) (char) v);
        }
        byte b = (byte) id(200);
        int widened = b;
        long lw = b;
        System.out.println(widened + " " + lw);
        char c = (char) id(-3);
        int cw = c;
        long clw = c;
        System.out.println(cw + " " + clw);
        short s = (short) id(-3);
        char sc = (char) s;
        byte sb = (byte) s;
        System.out.println((int) sc + " " + sb);
        byte acc = 0;
        for (int i = 0; i < 300; i++) {
            acc++;
        }
        System.out.println(acc);
        short sacc = 32000;
        sacc += 1000;
        System.out.println(sacc);
        byte mul = 16;
        mul *= 16;
        System.out.println(mul);
        byte[] bytes = new byte[4];
        int word = id(0xDEADBEEF);
        for (int i = 0; i < 4; i++) {
            bytes[i] = (byte) (word >>> (24 - 8 * i));
        }
        for (byte x : bytes) {
            System.out.print(x + " ");
        }
        System.out.println();
        int back = 0;
        for (byte x : bytes) {
            back = (back << 8) | (x & 0xFF);
        }
        System.out.println(Integer.toHexString(back));
        int wrong = 0;
        for (byte x : bytes) {
            wrong = (wrong << 8) | x;
        }
        System.out.println(Integer.toHexString(wrong));
        System.out.println((byte) 'A' + " " + (short) '\uFFFF' + " " + (char) (byte) 65 + "|");
        System.out.println((int) (char) (byte) -1);
        boolean flag = id(3) > 2;
        int asInt = flag ? 1 : 0;
        System.out.println(asInt);
    }
}
