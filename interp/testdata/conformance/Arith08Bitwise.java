// Bitwise and/or/xor/not on int, long and boolean; compound operators; bit tricks.
public class Arith08Bitwise {
    static int id(int x) { return x; }
    static long idl(long x) { return x; }
    static boolean idb(boolean b) { return b; }

    public static void main(String[] args) {
        int a = id(0b1100_1010);
        int b = id(0b1010_0110);
        System.out.println((a & b) + " " + (a | b) + " " + (a ^ b) + " " + (~a));
        System.out.println(Integer.toBinaryString(a & b) + " " + Integer.toBinaryString(a | b) + " " + Integer.toBinaryString(a ^ b));
        System.out.println(Integer.toBinaryString(~a));
        long la = idl(0xFF00FF00FF00FF00L);
        long lb = idl(0x0FF00FF00FF00FF0L);
        System.out.println((la & lb) + " " + (la | lb) + " " + (la ^ lb) + " " + (~la));
        System.out.println(Long.toHexString(la & lb) + " " + Long.toHexString(la ^ lb));
        boolean t = idb(true);
        boolean f = idb(false);
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t) + " " + !t);
        boolean acc = true;
        acc &= f;
        System.out.println(acc);
        acc |= t;
        System.out.println(acc);
        acc ^= t;
        System.out.println(acc);
        int x = id(0x12345678);
        x &= 0xFF00FF00;
        System.out.println(Integer.toHexString(x));
        x |= 0x000F000F;
        System.out.println(Integer.toHexString(x));
        x ^= -1;
        System.out.println(Integer.toHexString(x));
        int lowest = id(0b1011000) & -id(0b1011000);
        System.out.println(lowest);
        int v = id(37);
        boolean pow2 = (v & (v - 1)) == 0;
        System.out.println(pow2);
        int n = id(1000);
        int p = 1;
        while (p < n) {
            p <<= 1;
        }
        System.out.println(p);
        int rev = 0;
        int src = id(0x00000001);
        for (int i = 0; i < 32; i++) {
            rev = (rev << 1) | (src & 1);
            src >>>= 1;
        }
        System.out.println(Integer.toHexString(rev) + " " + Integer.toHexString(Integer.reverse(1)));
        int sw1 = id(11), sw2 = id(22);
        sw1 ^= sw2;
        sw2 ^= sw1;
        sw1 ^= sw2;
        System.out.println(sw1 + " " + sw2);
        byte by = (byte) 0x81;
        System.out.println(by & 0xFF);
        System.out.println(by | 0);
        System.out.println((byte) (by ^ 0x7F));
        short sh = (short) 0xF00F;
        System.out.println(sh & 0xFFFF);
        System.out.println(~sh);
        long mask = 0;
        for (int i = 0; i < 64; i += 3) {
            mask |= 1L << i;
        }
        System.out.println(Long.toBinaryString(mask));
        System.out.println(Long.bitCount(mask));
        System.out.println(Integer.numberOfLeadingZeros(id(1)) + " " + Integer.numberOfTrailingZeros(id(64)));
        System.out.println(Integer.highestOneBit(id(1000)) + " " + Integer.lowestOneBit(id(1000)));
    }
}
