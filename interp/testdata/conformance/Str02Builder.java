// StringBuilder: append of all types, insert, reverse, setCharAt, deleteCharAt, delete, replace, growth.
public class Str02Builder {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(3.5f).append(4.25).append(true).append((Object) null).append("s").append((String) null);
        sb.append(new char[] {'x', 'y'}).append((short) 7).append((byte) -8).append(Integer.MIN_VALUE).append(Long.MIN_VALUE);
        sb.append(new StringBuilder("sb")).append("abcdef", 2, 4).append(1e-7).append(Float.NaN);
        System.out.println(sb);
        System.out.println(sb.length());
        StringBuilder b = new StringBuilder("hello");
        b.insert(0, "[").insert(b.length(), ']').insert(3, 42).insert(1, 2.5).insert(2, false);
        System.out.println(b);
        b.setCharAt(0, '{');
        b.setCharAt(b.length() - 1, '}');
        System.out.println(b + " " + b.charAt(1) + " " + b.indexOf("42") + " " + b.lastIndexOf("l"));
        b.deleteCharAt(1).deleteCharAt(0);
        System.out.println(b);
        b.delete(0, 8);
        System.out.println(b);
        b.replace(0, 2, "HE");
        System.out.println(b);
        b.reverse();
        System.out.println(b);
        b.setLength(3);
        System.out.println(b + "|" + b.length());
        b.setLength(5);
        System.out.println((int) b.charAt(4) + " " + b.length());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            big.append(i % 10);
        }
        System.out.println(big.length() + " " + big.substring(995) + " " + big.charAt(500));
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println(pal.toString().equals(new StringBuilder(pal).reverse().toString()));
        StringBuilder sur = new StringBuilder("ab\ud83d\ude00cd");
        sur.reverse();
        System.out.println(sur.length() + " " + (int) sur.charAt(2) + " " + (int) sur.charAt(3));
        StringBuilder num = new StringBuilder();
        int n = 1234567;
        int groups = 0;
        while (n > 0) {
            if (groups > 0 && groups % 3 == 0) {
                num.insert(0, ',');
            }
            num.insert(0, (char) ('0' + n % 10));
            n /= 10;
            groups++;
        }
        System.out.println(num);
        StringBuilder cmp = new StringBuilder("abc");
        System.out.println(cmp.toString().contentEquals(new StringBuilder("abc")) + " " + cmp.equals(new StringBuilder("abc")));
        StringBuilder chain = new StringBuilder("x");
        for (int i = 0; i < 5; i++) {
            chain.append(chain);
        }
        System.out.println(chain.length());
    }
}
