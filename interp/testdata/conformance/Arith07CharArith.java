// char arithmetic: promotion to int, compound assignment, unsigned range, caesar cipher.
public class Arith07CharArith {
    static char id(char c) { return c; }

    public static void main(String[] args) {
        char a = id('a');
        System.out.println(a + 1);
        System.out.println((char) (a + 1));
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        char c = a;
        c += 2;
        System.out.println(c);
        c++;
        System.out.println(c);
        char zero = id((char) 0);
        zero--;
        System.out.println((int) zero);
        char max = id(Character.MAX_VALUE);
        max++;
        System.out.println((int) max);
        System.out.println((int) Character.MAX_VALUE);
        char d = id('7');
        System.out.println(d - '0');
        System.out.println((char) ('A' + 25));
        String msg = "Hello, World! xyz";
        StringBuilder enc = new StringBuilder();
        for (int i = 0; i < msg.length(); i++) {
            char ch = msg.charAt(i);
            if (ch >= 'a' && ch <= 'z') {
                ch = (char) ('a' + (ch - 'a' + 3) % 26);
            } else if (ch >= 'A' && ch <= 'Z') {
                ch = (char) ('A' + (ch - 'A' + 3) % 26);
            }
            enc.append(ch);
        }
        System.out.println(enc);
        int sum = 0;
        for (char ch = 'a'; ch <= 'z'; ch++) {
            sum += ch;
        }
        System.out.println(sum);
        char neg = (char) -1;
        System.out.println((int) neg);
        System.out.println(neg > 0);
        short s = (short) neg;
        System.out.println(s);
        char fromShort = (char) (short) -2;
        System.out.println((int) fromShort);
        char x = 'x';
        x *= 2;
        System.out.println((int) x);
        char ternary = true ? 'T' : 0;
        System.out.println(ternary);
        int iv = 66;
        System.out.println(false ? 'A' : iv);
        System.out.println(false ? 'A' : 66);
        char[] letters = {'d', 'a', 'c', 'b'};
        char minCh = letters[0];
        for (char l : letters) {
            if (l < minCh) {
                minCh = l;
            }
        }
        System.out.println(minCh);
        System.out.println(Character.toUpperCase('q') + "" + Character.toLowerCase('Q'));
        System.out.println((char) 0x263A == '\u263a');
        System.out.println('\u0041');
    }
}
