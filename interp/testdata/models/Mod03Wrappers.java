// Wrapper and Character models: parsing, formatting, caches, bit twiddling, messages.
public class Mod03Wrappers {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            System.out.println(what + " = " + op.run());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        t("parseInt", () -> Integer.parseInt("-2147483648") + " " + Integer.parseInt("+17") + " " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2));
        t("parseInt bad", () -> Integer.parseInt("12a"));
        t("parseInt empty", () -> Integer.parseInt(""));
        t("parseInt null", () -> Integer.parseInt(null));
        t("parseInt overflow", () -> Integer.parseInt("2147483648"));
        t("parseInt sign", () -> Integer.parseInt("-"));
        t("parseInt radix", () -> Integer.parseInt("1", 37));
        t("parseInt radix2", () -> Integer.parseInt("z", 16));
        t("parseLong", () -> Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        t("parseLong bad", () -> Long.parseLong("9223372036854775808"));
        t("parseShort", () -> Short.parseShort("-32768"));
        t("parseShort bad", () -> Short.parseShort("32768"));
        t("parseByte bad", () -> Byte.parseByte("128"));
        t("parseUnsignedInt", () -> Integer.parseUnsignedInt("4294967295"));
        t("parseUnsignedInt bad", () -> Integer.parseUnsignedInt("4294967296"));
        t("parseUnsignedInt minus", () -> Integer.parseUnsignedInt("-1"));
        t("decode", () -> Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Integer.decode("-2147483648"));
        t("decode bad", () -> Integer.decode("0x-1"));
        t("valueOf str", () -> Integer.valueOf("77") + Long.valueOf("88"));
        t("toString radix", () -> Integer.toString(-255, 16) + " " + Integer.toString(10, 99) + " " + Long.toString(-1L, 36));
        t("unsigned", () -> Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Integer.toUnsignedLong(-2));
        t("hex", () -> Integer.toHexString(-1) + " " + Long.toHexString(255L) + " " + Integer.toOctalString(8) + " " + Long.toBinaryString(5));
        t("bits", () -> Integer.bitCount(0xF0F0) + " " + Integer.reverse(1) + " " + Integer.reverseBytes(0x01020304) + " "
                + Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1) + " " + Integer.highestOneBit(100) + " "
                + Integer.lowestOneBit(100) + " " + Integer.numberOfLeadingZeros(0) + " " + Integer.numberOfTrailingZeros(0));
        t("long bits", () -> Long.bitCount(-1L) + " " + Long.numberOfLeadingZeros(1L) + " " + Long.numberOfTrailingZeros(8L) + " "
                + Long.highestOneBit(-1L) + " " + Long.reverse(1L) + " " + Long.rotateLeft(1L, 65));
        t("unsigned ops", () -> Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1)
                + " " + Long.divideUnsigned(-1L, 10L) + " " + Long.compareUnsigned(1L, -1L));
        t("signum sum max min", () -> Integer.signum(-9) + " " + Long.signum(0L) + " " + Integer.sum(3, 4) + " " + Integer.max(3, 9) + " " + Long.min(-3L, 2L));
        t("cache", () -> (Integer.valueOf(127) == Integer.valueOf(127)) + " " + (Integer.valueOf(128) == Integer.valueOf(128)) + " "
                + (Long.valueOf(-128L) == Long.valueOf(-128L)) + " " + (Short.valueOf((short) 5) == Short.valueOf((short) 5)) + " "
                + (Byte.valueOf((byte) -1) == Byte.valueOf((byte) -1)) + " " + (Character.valueOf('z') == Character.valueOf('z')) + " "
                + (Character.valueOf('\u00ff') == Character.valueOf('\u00ff')) + " " + (Boolean.valueOf("TRUE") == Boolean.TRUE));
        t("equals", () -> Integer.valueOf(5).equals(5) + " " + Integer.valueOf(5).equals(5L) + " " + Short.valueOf((short) 1).equals((short) 1)
                + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Double.valueOf(0.0).equals(-0.0) + " " + Float.valueOf(1f).equals(1f));
        t("hashCodes", () -> Long.hashCode(-1L) + " " + Double.hashCode(-0.0) + " " + Float.hashCode(Float.NaN) + " " + Boolean.hashCode(false)
                + " " + Character.hashCode('a') + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) 7));
        t("compare", () -> Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1e300) + " " + Float.compare(-0f, 0f) + " "
                + Short.compare((short) 1, (short) 300) + " " + Byte.compare((byte) -128, (byte) 127) + " " + Boolean.compare(true, false)
                + " " + Character.compare('a', 'z'));
        t("compareTo", () -> Integer.valueOf(3).compareTo(7) + " " + Long.valueOf(3).compareTo(-7L) + " " + Character.valueOf('b').compareTo('a')
                + " " + Boolean.TRUE.compareTo(Boolean.FALSE) + " " + Double.valueOf(1.0).compareTo(Double.NaN));
        t("xxxValue", () -> Integer.valueOf(300).byteValue() + " " + Integer.valueOf(70000).shortValue() + " " + Long.valueOf(1L << 40).intValue()
                + " " + Double.valueOf(-2.7).intValue() + " " + Double.valueOf(1e20).longValue() + " " + Float.valueOf(2.5f).doubleValue()
                + " " + Integer.valueOf(7).floatValue() + " " + Long.valueOf(Long.MAX_VALUE).doubleValue());
        t("parseDouble", () -> Double.parseDouble("1e10") + " " + Double.parseDouble("  -0.5  ") + " " + Double.parseDouble("1.5f") + " "
                + Double.parseDouble("0x1p4") + " " + Double.parseDouble("Infinity") + " " + Double.parseDouble("-NaN") + " " + Double.parseDouble(".5")
                + " " + Double.parseDouble("5.") + " " + Double.parseDouble("1e400") + " " + Double.parseDouble("1e-400"));
        t("parseDouble bad", () -> Double.parseDouble("1.2.3"));
        t("parseDouble empty", () -> Double.parseDouble("   "));
        t("parseDouble inf", () -> Double.parseDouble("inf"));
        t("parseFloat", () -> Float.parseFloat("3.4028236e38") + " " + Float.parseFloat("1.17549435E-38") + " " + Float.parseFloat("0.1"));
        t("float bits", () -> Float.floatToIntBits(Float.NaN) + " " + Float.intBitsToFloat(0x3f800000) + " " + Double.doubleToLongBits(1.0) + " "
                + Double.longBitsToDouble(0x4000000000000000L) + " " + Float.floatToRawIntBits(-0f));
        t("isNaN etc", () -> Double.isNaN(0.0 / 0) + " " + Double.isInfinite(1 / 0.0) + " " + Double.isFinite(1e308) + " " + Float.isNaN(1f)
                + " " + Double.valueOf(Double.NaN).isNaN());
        t("max min sum", () -> Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0) + " " + Double.max(1, Double.NaN) + " " + Float.sum(1f, 2f));
        t("toHexString", () -> Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Float.toHexString(1.5f) + " " + Double.toHexString(Double.MIN_VALUE));
        t("doubles", () -> 1e7 + " " + 1e-3 + " " + 9999999.0 + " " + 0.001 + " " + 123456789.123 + " " + 1e21 + " " + 1.0E-5 + " " + 100.0 / 3);
        t("floats", () -> 1e7f + " " + 1.0e-3f + " " + 3.14159f + " " + 16777216f + " " + 1.1f * 1.1f + " " + (float) 1e38 * 10);
        t("Character class", () -> Character.isDigit('7') + " " + Character.isDigit('\u0663') + " " + Character.isLetter('\u00e9') + " "
                + Character.isLetterOrDigit('_') + " " + Character.isUpperCase('\u00c9') + " " + Character.isLowerCase('\u00df') + " "
                + Character.isWhitespace('\u00a0') + " " + Character.isWhitespace('\u2003') + " " + Character.isSpaceChar('\u00a0') + " "
                + Character.isJavaIdentifierStart('$') + " " + Character.isJavaIdentifierPart('3') + " " + Character.isAlphabetic('x')
                + " " + Character.isISOControl('\n') + " " + Character.isTitleCase('\u01c5'));
        t("Character conv", () -> Character.toUpperCase('q') + " " + Character.toLowerCase('\u00c9') + " " + Character.toUpperCase('\u00df') + " "
                + Character.toUpperCase(0x1F600) + " " + Character.toTitleCase('\u01c6'));
        t("digit", () -> Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('g', 16) + " " + Character.digit('\u0663', 10)
                + " " + Character.getNumericValue('z') + " " + Character.getNumericValue('-') + " " + Character.forDigit(11, 16) + " "
                + (int) Character.forDigit(11, 10));
        t("surrogates", () -> Character.isSurrogate('\uD800') + " " + Character.isHighSurrogate('\uDBFF') + " " + Character.isLowSurrogate('\uDC00')
                + " " + Character.toCodePoint('\uD83D', '\uDE00') + " " + (int) Character.highSurrogate(0x1F600) + " " + (int) Character.lowSurrogate(0x1F600)
                + " " + Character.charCount(0x10000) + " " + Character.isValidCodePoint(0x110000) + " " + Character.toChars(0x1F600).length
                + " " + Character.toString(65) + " " + Character.isSupplementaryCodePoint(0xFFFF));
        t("toChars bad", () -> Character.toChars(-5));
        t("getType", () -> Character.getType('A') + " " + Character.getType('a') + " " + Character.getType('1') + " " + Character.getType(' ')
                + " " + Character.getType('$') + " " + Character.getType('(') + " " + Character.getType('\n'));
        t("Boolean", () -> Boolean.parseBoolean("TrUe") + " " + Boolean.parseBoolean(null) + " " + Boolean.valueOf("yes") + " "
                + Boolean.logicalXor(true, false) + " " + Boolean.toString(false) + " " + Boolean.TRUE.hashCode());
        t("new wrappers", () -> new Integer(5).equals(new Integer(5)) + " " + (new Integer(5) == new Integer(5)) + " " + new Long("12")
                + " " + new Double("2.5") + " " + new Character('c') + " " + new Boolean("true") + " " + new Float(2.0) + " " + new Short((short) 3));
        t("Number", () -> {
            Number[] ns = {1, 2L, 3.5f, 4.25, (short) 5, (byte) 6};
            StringBuilder sb = new StringBuilder();
            for (Number n : ns) {
                sb.append(n.intValue()).append('/').append(n.doubleValue()).append('/').append(n.getClass().getSimpleName()).append(' ');
            }
            return sb;
        });
        t("TYPE", () -> Integer.TYPE + " " + int.class.getName() + " " + double[].class.getName() + " " + String[][].class.getSimpleName()
                + " " + int.class.isPrimitive() + " " + Integer.class.isPrimitive() + " " + long[].class.getComponentType());
    }
}
