// Boxing and unboxing of all wrapper types, valueOf caches, wrapper equality.
public class Conv04Boxing {
    static Object box(Object o) { return o; }

    static int unboxSum(Integer a, Integer b) {
        return a + b;
    }

    public static void main(String[] args) {
        Integer i = 42;
        Long l = 42L;
        Short s = (short) 42;
        Byte b = (byte) 42;
        Character c = 'x';
        Boolean bo = true;
        Double d = 4.2;
        Float f = 4.2f;
        System.out.println(i + " " + l + " " + s + " " + b + " " + c + " " + bo + " " + d + " " + f);
        int pi = i;
        long pl = l;
        double pd = d;
        System.out.println(pi + pl + pd);
        System.out.println(i.equals(42) + " " + l.equals(42) + " " + l.equals(42L) + " " + i.equals(box(42L)));
        Integer a1 = 100, a2 = 100;
        System.out.println(a1 == a2);
        System.out.println(Integer.valueOf(-128) == Integer.valueOf(-128));
        System.out.println(Boolean.valueOf(true) == Boolean.TRUE);
        System.out.println(Character.valueOf('a') == Character.valueOf('a'));
        Integer big1 = 1000, big2 = 1000;
        System.out.println(big1.equals(big2) + " " + (big1.intValue() == big2.intValue()));
        System.out.println(unboxSum(7, 8));
        Integer counter = 0;
        for (int k = 0; k < 5; k++) {
            counter++;
        }
        counter += 10;
        System.out.println(counter);
        Object o = 5;
        System.out.println(o instanceof Integer);
        System.out.println(o instanceof Number);
        Object od = 5.0;
        System.out.println(od instanceof Double);
        Number n = 3.75;
        System.out.println(n.intValue() + " " + n.longValue() + " " + n.floatValue());
        System.out.println(Integer.valueOf(255).byteValue() + " " + Long.valueOf(-1).shortValue());
        System.out.println(Integer.compare(3, 5) + " " + Integer.compare(5, 3) + " " + Integer.compare(4, 4));
        System.out.println(Long.compare(Long.MIN_VALUE, 0) + " " + Character.compare('b', 'a'));
        System.out.println(i.compareTo(41) + " " + d.compareTo(4.2) + " " + bo.compareTo(false));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println(Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE);
        System.out.println((int) Character.MAX_VALUE + " " + (int) Character.MIN_VALUE);
        Integer nul = null;
        try {
            int bad = nul;
            System.out.println("no exception " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE on unboxing null");
        }
        Double dd = Double.valueOf(Double.NaN);
        System.out.println(dd.equals(Double.NaN) + " " + (dd.doubleValue() == Double.NaN));
        System.out.println(Double.valueOf(0.0).equals(-0.0) + " " + (0.0 == -0.0));
        long mixed = i + l;
        System.out.println(mixed);
        boolean cond = bo && i > 40;
        System.out.println(cond);
        Object t = true ? (Object) 1 : "s";
        System.out.println(t);
        Integer tern = null;
        Object boxedT = true ? tern : Integer.valueOf(0);
        System.out.println(boxedT);
        System.out.println(Integer.valueOf(65).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " " + Boolean.TRUE.hashCode()
                + " " + Character.valueOf('A').hashCode() + " " + Double.valueOf(1.0).hashCode());
    }
}
