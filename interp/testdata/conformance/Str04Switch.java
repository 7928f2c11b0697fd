// switch on strings, including hashCode collisions ("Aa" vs "BB"), default, fallthrough.
public class Str04Switch {
    static int score(String s) {
        switch (s) {
            case "Aa":
                return 1;
            case "BB":
                return 2;
            case "AaAa":
                return 3;
            case "BBBB":
                return 4;
            case "AaBB":
                return 5;
            case "":
                return 6;
            default:
                return 0;
        }
    }

    @SuppressWarnings("fallthrough")
    static String command(String cmd) {
        String out = "";
        switch (cmd.toLowerCase()) {
            case "start":
            case "run":
                out += "starting ";
            case "resume":
                out += "resuming";
                break;
            case "stop":
                out = "stopping";
                break;
            default:
                out = "unknown(" + cmd + ")";
        }
        return out;
    }

    static int monthDays(String m, boolean leap) {
        switch (m) {
            case "feb":
                return leap ? 29 : 28;
            case "apr":
            case "jun":
            case "sep":
            case "nov":
                return 30;
            default:
                return 31;
        }
    }

    public static void main(String[] args) {
        String[] keys = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "aa", "C#"};
        for (String k : keys) {
            System.out.println("[" + k + "] hash=" + k.hashCode() + " -> " + score(k));
        }
        String[] cmds = {"START", "run", "Resume", "stop", "jump"};
        for (String c : cmds) {
            System.out.println(c + ": " + command(c));
        }
        String[] months = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
        int total = 0;
        int leapTotal = 0;
        for (String m : months) {
            total += monthDays(m, false);
            leapTotal += monthDays(m, true);
        }
        System.out.println(total + " " + leapTotal);
        StringBuilder sb = new StringBuilder();
        sb.append("d");
        sb.append("og");
        switch (sb.toString()) {
            case "dog":
                System.out.println("built string matched");
                break;
            default:
                System.out.println("no match");
        }
    }
}
