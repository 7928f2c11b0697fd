import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import java.util.stream.Collectors;

// The text of symbolic numbers reached through objects: a box's
// toString, String.valueOf(Object), and the joins of StringJoiner,
// String.join and Collectors.joining (JavaLangAccess.join). Each method
// tests the length or the content of the text once, so it has exactly two
// paths (cmd/gospf/boxtext_test.go), both feasible as the comments say.
public class BoxText {
    // "-10" .. "-1" and "100" up have three chars or more; 0..99 fewer.
    static int boxed(int a) {
        Integer box = a;
        return box.toString().length() >= 3 ? 1 : 0;
    }

    // Seven's text is "7"; every other int's is not.
    static int valueOfObject(int a) {
        Object o = a;
        return String.valueOf(o).equals("7") ? 1 : 0;
    }

    // "a,b" has three chars when a and b are single digits (0..9).
    static int joined(int a, int b) {
        List<Integer> l = Arrays.asList(a, b);
        String j = l.stream().map(String::valueOf).collect(Collectors.joining(","));
        return j.length() == 3 ? 1 : 0;
    }

    // "[a|b]" starts with "[-" exactly when a is negative.
    static int joiner(int a, int b) {
        StringJoiner sj = new StringJoiner("|", "[", "]");
        sj.add(String.valueOf(a)).add(Integer.toString(b));
        return sj.toString().startsWith("[-") ? 1 : 0;
    }

    // String.join: "a-b" has twenty chars or more when a and b have
    // eighteen digits between them (a = 10^17, b = 0), fewer when they
    // are small.
    static int join(long a, long b) {
        return String.join("-", Long.toString(a), Long.valueOf(b).toString()).length() >= 20 ? 1 : 0;
    }
}
