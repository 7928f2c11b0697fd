// toString/equals/hashCode overrides, string conversion of objects and null, Objects helpers.
import java.util.Objects;

public class Obj09ToStringEquals {
    static final class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Money)) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return 31 * (int) (cents ^ (cents >>> 32)) + currency.hashCode();
        }

        @Override
        public String toString() {
            long abs = Math.abs(cents);
            String frac = (abs % 100 < 10 ? "0" : "") + abs % 100;
            return (cents < 0 ? "-" : "") + abs / 100 + "." + frac + " " + currency;
        }
    }

    static class NullToString {
        @Override
        public String toString() {
            return null;
        }
    }

    public static void main(String[] args) {
        Money a = new Money(12345, "EUR");
        Money b = new Money(12345, "EUR");
        Money c = new Money(-705, "USD");
        System.out.println(a + " | " + c);
        System.out.println(a.equals(b) + " " + (a == b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("x"));
        System.out.println(a.hashCode() + " " + b.hashCode() + " " + c.hashCode());
        System.out.println(Objects.equals(a, b) + " " + Objects.equals(null, null) + " " + Objects.equals(a, null));
        System.out.println(Objects.hashCode(null) + " " + Objects.toString(null) + " " + Objects.toString(null, "fallback"));
        Object nothing = null;
        String s = "value: " + nothing;
        System.out.println(s);
        String viaValueOf = String.valueOf(nothing);
        System.out.println(viaValueOf.length());
        StringBuilder sb = new StringBuilder();
        sb.append(nothing).append('/').append(a).append('/').append((String) null);
        System.out.println(sb);
        System.out.println("weird: " + new NullToString());
        try {
            Objects.requireNonNull(nothing, "thing must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        System.out.println(Objects.requireNonNull(a) == a);
        Object o = c;
        System.out.println(o.toString() + " " + o.equals(new Money(-705, "USD")));
        String s1 = "abc";
        String s2 = "ab" + "c";
        String s3 = new String("abc");
        String part = "ab";
        String s4 = part + "c";
        System.out.println((s1 == s2) + " " + (s1 == s3) + " " + s1.equals(s3) + " " + (s1 == s4) + " " + (s1 == s4.intern()));
        char[] chars = {'x', 'y'};
        System.out.println(String.valueOf(chars) + " " + new String(chars, 1, 1));
    }
}
