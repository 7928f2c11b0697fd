// String concatenation with +: every primitive type, objects, null, chars vs ints, compound +=, constants.
public class Str03Concat {
    static final String CONST = "const";
    static final int NUM = 5;

    static class Pt {
        final int x, y;

        Pt(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "Pt(" + x + "," + y + ")";
        }
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -1;
        short s = 300;
        char c = 'c';
        int i = -42;
        long l = 1L << 50;
        float f = 1.25f;
        double d = -0.5;
        Object o = null;
        String str = null;
        System.out.println("z=" + z + " b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " o=" + o + " str=" + str);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c" + 'd' + 'e');
        System.out.println("" + c + 1);
        System.out.println(c + 1 + "");
        System.out.println((char) (c + 1) + "");
        System.out.println("x" + (1 + 2) + (i < 0) + null);
        System.out.println(CONST + NUM + CONST.length());
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k;
            acc += ',';
        }
        System.out.println(acc);
        acc += null;
        acc += 1.5;
        acc += new Pt(1, 2);
        System.out.println(acc);
        Pt p = new Pt(-3, 4);
        System.out.println("point " + p + " array? " + (new int[0].length) + " nested " + new Pt(p.x, p.y * 2));
        Integer boxed = 99;
        Character bc = 'Q';
        Double bd = 2.0;
        System.out.println(boxed + bc + bd + "|" + boxed + bc + bd);
        System.out.println(Float.NaN + " " + Double.NEGATIVE_INFINITY + " " + -0.0f + " " + Long.MIN_VALUE + " " + Integer.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        System.out.println(0.1 + 0.2 + "" + 0.1 + 0.2);
        System.out.println(100.0 + " " + 1e7 + " " + 1.0E-4 + " " + 123456789.0f + " " + 0.001f + " " + 1e-3);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println(sb + "!" + sb.length());
        String multi = "a" + 1 + 'b' + 2L + 'c' + 3.0f + 'd' + 4.0 + 'e' + true + 'f' + (byte) 5 + 'g' + (short) 6;
        System.out.println(multi + " " + multi.length());
        char[] arr = {'h', 'i'};
        System.out.println("chars: " + String.valueOf(arr) + " " + new String(arr));
        String big = "";
        for (int k = 0; k < 30; k++) {
            big = big + (char) ('A' + k % 26);
        }
        System.out.println(big);
        String self = "self";
        self = self + self;
        self += self;
        System.out.println(self);
        int x = 7;
        String expr = "x+1=" + x + 1 + ", (x+1)=" + (x + 1) + ", x*2=" + x * 2 + ", -x=" + -x;
        System.out.println(expr);
    }
}
