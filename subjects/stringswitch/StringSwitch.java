// A switch on a symbolic String, as javac compiles it: a switch on
// hashCode(), then equals with the label's text. Every side is feasible
// within four chars, so pure DFS finds exactly five paths
// (cmd/gospf/stringswitch_test.go): the two labels, a string of each
// label's hash that is not the label (two chars c0, c1 with
// 31 c0 + c1 = the hash, such as "\u0b50\u19f1" for "add"), and every
// other hash.
public class StringSwitch {
    static int op(String s) {
        switch (s) {
            case "add": return 1;
            case "sub": return 2;
            default: return 0;
        }
    }
}
