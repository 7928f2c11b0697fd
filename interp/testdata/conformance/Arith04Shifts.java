// Shift operators: counts >= width, negative counts, >>> on negatives, long shifts.
public class Arith04Shifts {
    static int id(int x) { return x; }
    static long idl(long x) { return x; }

    public static void main(String[] args) {
        int one = id(1);
        int neg = id(-8);
        int[] counts = {0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -31, -32, -33, 100};
        for (int c : counts) {
            int cnt = id(c);
            System.out.println("int c=" + c + ": " + (one << cnt) + " " + (neg >> cnt) + " " + (neg >>> cnt)
                    + " " + (0x12345678 << cnt) + " " + (0x87654321 >>> cnt));
        }
        long lone = idl(1L);
        long lneg = idl(-8L);
        for (int c : counts) {
            int cnt = id(c);
            System.out.println("long c=" + c + ": " + (lone << cnt) + " " + (lneg >> cnt) + " " + (lneg >>> cnt)
                    + " " + (0x123456789ABCDEFL << cnt));
        }
        long shiftByLong = idl(1L) << idl(65L);
        System.out.println(shiftByLong);
        int shiftIntByLong = id(1) << idl(33L);
        System.out.println(shiftIntByLong);
        byte b = (byte) 0xF0;
        System.out.println(b >> 2);
        System.out.println(b >>> 2);
        System.out.println((b & 0xFF) >>> 2);
        byte b2 = b;
        b2 >>>= 2;
        System.out.println(b2);
        short s = (short) 0x8000;
        s >>= 1;
        System.out.println(s);
        char ch = (char) 0xFFFF;
        System.out.println(ch >> 4);
        System.out.println(Integer.MIN_VALUE >> 31);
        System.out.println(Integer.MIN_VALUE >>> 31);
        System.out.println(Long.MIN_VALUE >> 63);
        System.out.println(Long.MIN_VALUE >>> 63);
        int x = id(0xCAFEBABE);
        int rotl = (x << 8) | (x >>> 24);
        int rotr = (x >>> 8) | (x << 24);
        System.out.println(Integer.toHexString(rotl) + " " + Integer.toHexString(rotr));
        System.out.println(Integer.toHexString(Integer.rotateLeft(x, 8)) + " " + Integer.toHexString(Integer.rotateRight(x, 8)));
        int pop = 0;
        int v = x;
        while (v != 0) {
            v &= v - 1;
            pop++;
        }
        System.out.println(pop + " " + Integer.bitCount(x));
        int acc = 1;
        for (int i = 0; i < 40; i++) {
            acc <<= 1;
            if (i % 8 == 7) {
                System.out.println(acc);
            }
        }
    }
}
