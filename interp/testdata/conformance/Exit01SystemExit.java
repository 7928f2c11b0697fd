// Prints, then calls System.exit(3): exit status 3, finally blocks do not run after exit.
public class Exit01SystemExit {
    static int check(int[] data) {
        int bad = 0;
        for (int d : data) {
            if (d < 0) {
                bad++;
            }
        }
        return bad;
    }

    public static void main(String[] args) {
        int bad = check(new int[] {4, -1, 7, -9, 0});
        System.out.println("validation found " + bad + " bad values");
        System.out.flush();
        try {
            if (bad > 0) {
                System.exit(3);
            }
            System.out.println("not reached");
        } finally {
            System.out.println("finally must not run after System.exit");
        }
    }
}
