// Integer/Long parsing and formatting helpers.
public class Conv05ParseToString {
    public static void main(String[] args) {
        String[] good = {"0", "-0", "42", "-42", "+7", "2147483647", "-2147483648", "007"};
        for (String s : good) {
            System.out.println(s + " -> " + Integer.parseInt(s));
        }
        String[] bad = {"", "2147483648", "12a", "-", "--1", " 5"};
        for (String s : bad) {
            try {
                System.out.println(s + " -> " + Integer.parseInt(s));
            } catch (NumberFormatException e) {
                System.out.println("bad [" + s + "]: " + e.getMessage());
            }
        }
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36));
        System.out.println(Long.parseLong("9223372036854775807") + " " + Long.parseLong("-9223372036854775808"));
        System.out.println(Integer.toString(255) + " " + Integer.toString(-255, 16) + " " + Integer.toString(255, 2) + " " + Integer.toString(35, 36));
        System.out.println(Integer.toBinaryString(10) + " " + Integer.toBinaryString(-1) + " " + Integer.toBinaryString(0));
        System.out.println(Integer.toHexString(255) + " " + Integer.toHexString(-1) + " " + Integer.toHexString(Integer.MIN_VALUE));
        System.out.println(Integer.toOctalString(8) + " " + Long.toHexString(-1L) + " " + Long.toBinaryString(5L));
        System.out.println(Integer.valueOf("123") + 1);
        System.out.println(Long.valueOf(77L).toString() + Short.parseShort("-300") + Byte.parseByte("12"));
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.toString(false));
        System.out.println(Character.getNumericValue('7') + " " + Character.forDigit(11, 16) + " " + Character.digit('c', 16));
        System.out.println(String.valueOf(12) + String.valueOf(3L) + String.valueOf('c') + String.valueOf(true) + String.valueOf(1.5) + String.valueOf(2.5f));
        System.out.println(Double.toString(100) + " " + Float.toString(1e10f) + " " + Double.toString(1e-5));
        System.out.println(Integer.signum(-9) + " " + Long.signum(0L) + " " + Integer.reverse(1) + " " + Integer.reverseBytes(0x01020304));
        int total = 0;
        String csv = "10,20,-5,300,7";
        int start = 0;
        while (start <= csv.length()) {
            int comma = csv.indexOf(',', start);
            if (comma < 0) {
                comma = csv.length();
            }
            total += Integer.parseInt(csv.substring(start, comma));
            start = comma + 1;
        }
        System.out.println(total);
        for (int v = -3; v <= 3; v++) {
            System.out.print(Integer.toHexString(v) + (v < 3 ? " " : "\n"));
        }
        System.out.println(Integer.MAX_VALUE + "" + Integer.MIN_VALUE);
        System.out.println(Integer.toUnsignedString(-1) + " " + Integer.divideUnsigned(-1, 2) + " " + Integer.compareUnsigned(-1, 1));
    }
}
