import org.sosy_lab.sv_benchmarks.Verifier;

// false: String.format and printf run java.util.Formatter's own bytecode
// (the number symbols of the default locale, en, included). The tier is
// concrete on each path (1 for n <= 10, 2 for 11..100, 3 above), so each
// path formats concrete values: "tier 01 bronze |   5.00%", "tier 02
// silver |  12.50%", "tier 03 gold   |1,000.00%" (%-7s pads the name to
// seven chars, %,7.2f groups the thousands). With merging the tier is an
// ite value, and Formatter's own branches on it fork the path. The first assertion holds on every path (the separator sits
// at index 15); the second fails exactly when n > 100.
public class V98_FormatTier {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int tier = n > 100 ? 3 : n > 10 ? 2 : 1;
        String name = tier == 3 ? "gold" : tier == 2 ? "silver" : "bronze";
        double rate = tier == 3 ? 1000.0 : tier == 2 ? 12.5 : 5.0;
        String line = String.format("tier %02d %-7s|%,7.2f%%", tier, name, rate);
        System.out.printf("%s%n", line);
        assert line.indexOf('|') == 15;
        assert !line.endsWith("1,000.00%");
    }
}
