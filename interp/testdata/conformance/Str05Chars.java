// Character classification and a tiny expression tokenizer/evaluator over char arrays.
public class Str05Chars {
    static int pos;
    static char[] src;

    static long parseExpr() {
        long v = parseTerm();
        while (pos < src.length && (src[pos] == '+' || src[pos] == '-')) {
            char op = src[pos++];
            long r = parseTerm();
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }

    static long parseTerm() {
        long v = parseFactor();
        while (pos < src.length && (src[pos] == '*' || src[pos] == '/' || src[pos] == '%')) {
            char op = src[pos++];
            long r = parseFactor();
            if (op == '*') {
                v *= r;
            } else if (op == '/') {
                v /= r;
            } else {
                v %= r;
            }
        }
        return v;
    }

    static long parseFactor() {
        if (src[pos] == '(') {
            pos++;
            long v = parseExpr();
            pos++;
            return v;
        }
        if (src[pos] == '-') {
            pos++;
            return -parseFactor();
        }
        long v = 0;
        while (pos < src.length && Character.isDigit(src[pos])) {
            v = v * 10 + (src[pos++] - '0');
        }
        return v;
    }

    static long eval(String s) {
        StringBuilder clean = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch != ' ') {
                clean.append(ch);
            }
        }
        src = clean.toString().toCharArray();
        pos = 0;
        return parseExpr();
    }

    public static void main(String[] args) {
        String sample = "Ab3 _z9!\tQ";
        for (int i = 0; i < sample.length(); i++) {
            char c = sample.charAt(i);
            System.out.println((int) c + " digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c) + " letterOrDigit=" + Character.isLetterOrDigit(c)
                    + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c) + " ws=" + Character.isWhitespace(c));
        }
        String[] exprs = {"1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 4", "-(4 - 10) * -2", "2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2*2", "((((7))))"};
        for (String e : exprs) {
            System.out.println(e + " = " + eval(e));
        }
        int[] freq = new int[26];
        String text = "the quick brown fox jumps over the lazy dog";
        for (char c : text.toCharArray()) {
            if (Character.isLetter(c)) {
                freq[c - 'a']++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            if (freq[i] > 1) {
                sb.append((char) ('a' + i)).append(freq[i]);
            }
        }
        System.out.println(sb);
        String title = "";
        boolean startWord = true;
        for (char c : text.toCharArray()) {
            title += startWord ? Character.toUpperCase(c) : c;
            startWord = c == ' ';
        }
        System.out.println(title);
        System.out.println(Character.isDigit('\u00bd') + " " + Character.isLetter('\u00e9') + " " + (int) Character.toUpperCase('\u00e9') + " " + "".length());
        System.out.println(Character.toChars(65)[0] + " " + Character.isSurrogate('\ud800') + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX);
    }
}
