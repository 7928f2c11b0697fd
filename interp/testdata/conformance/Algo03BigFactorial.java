// Arbitrary-precision arithmetic on int arrays: 60!, 2^200, and the sum of digits.
public class Algo03BigFactorial {
    static final int BASE = 10000;

    static int[] multiply(int[] num, int len, int m, int[] outLen) {
        int carry = 0;
        for (int i = 0; i < len; i++) {
            int v = num[i] * m + carry;
            num[i] = v % BASE;
            carry = v / BASE;
        }
        while (carry > 0) {
            num[len++] = carry % BASE;
            carry /= BASE;
        }
        outLen[0] = len;
        return num;
    }

    static String toDecimal(int[] num, int len) {
        StringBuilder sb = new StringBuilder();
        sb.append(num[len - 1]);
        for (int i = len - 2; i >= 0; i--) {
            String part = Integer.toString(num[i]);
            for (int k = part.length(); k < 4; k++) {
                sb.append('0');
            }
            sb.append(part);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] num = new int[100];
        num[0] = 1;
        int[] len = {1};
        for (int i = 2; i <= 60; i++) {
            multiply(num, len[0], i, len);
            if (i % 20 == 0) {
                System.out.println(i + "! = " + toDecimal(num, len[0]));
            }
        }
        String fact = toDecimal(num, len[0]);
        int digitSum = 0;
        int zeros = 0;
        for (int i = 0; i < fact.length(); i++) {
            digitSum += fact.charAt(i) - '0';
        }
        for (int i = fact.length() - 1; fact.charAt(i) == '0'; i--) {
            zeros++;
        }
        System.out.println("digits " + fact.length() + " sum " + digitSum + " trailing zeros " + zeros);
        int[] pow = new int[100];
        pow[0] = 1;
        int[] plen = {1};
        for (int i = 0; i < 200; i++) {
            multiply(pow, plen[0], 2, plen);
        }
        System.out.println("2^200 = " + toDecimal(pow, plen[0]));
    }
}
