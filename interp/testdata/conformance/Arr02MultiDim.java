// Multi-dimensional arrays: multianewarray with full and partial dimensions, jagged arrays, zero dims.
import java.util.Arrays;

public class Arr02MultiDim {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        int[][] grid = new int[id(3)][id(4)];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        for (int[] row : grid) {
            System.out.println(Arrays.toString(row));
        }
        int[][] jag = new int[id(4)][];
        System.out.println(jag.length + " " + (jag[0] == null));
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            jag[i][0] = 1;
            jag[i][i] = 1;
            for (int j = 1; j < i; j++) {
                jag[i][j] = jag[i - 1][j - 1] + jag[i - 1][j];
            }
        }
        for (int[] row : jag) {
            System.out.println(Arrays.toString(row));
        }
        long[][][] cube = new long[2][3][4];
        long c = 0;
        for (long[][] plane : cube) {
            for (long[] line : plane) {
                for (int k = 0; k < line.length; k++) {
                    line[k] = c++;
                }
            }
        }
        System.out.println(cube.length + " " + cube[1].length + " " + cube[1][2].length + " " + cube[1][2][3]);
        double[][][] partial = new double[2][3][];
        System.out.println(partial[1][2] == null);
        partial[1][2] = new double[] {1.5, 2.5};
        System.out.println(partial[1][2][1]);
        int[][] zero = new int[0][5];
        int[][] zeroInner = new int[3][0];
        System.out.println(zero.length + " " + zeroInner.length + " " + zeroInner[2].length);
        String[][] names = new String[2][2];
        names[0][1] = "x";
        System.out.println(names[0][0] + " " + names[0][1]);
        char[][] board = {{'#', '.', '#'}, {'.', '#', '.'}};
        for (char[] r : board) {
            System.out.println(new String(r));
        }
        boolean[][] flags = new boolean[2][2];
        flags[1][1] = true;
        System.out.println(flags[0][0] + " " + flags[1][1]);
        int[][] a = {{1, 2}, {3, 4}};
        int[][] b = {{5, 6}, {7, 8}};
        int[][] m = new int[2][2];
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                for (int k = 0; k < 2; k++) {
                    m[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        System.out.println(Arrays.toString(m[0]) + Arrays.toString(m[1]));
        int[][] shallow = a.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[] {-1};
        System.out.println(a[0][0] + " " + a[1].length + " " + shallow[1].length);
        Object o = grid;
        System.out.println((o instanceof int[][]) + " " + (o instanceof Object[]) + " " + (grid[0] instanceof int[]));
        int size = id(5);
        int[][] dp = new int[size + 1][size + 1];
        for (int i = 0; i <= size; i++) {
            dp[i][0] = 1;
            for (int j = 1; j <= i; j++) {
                dp[i][j] = dp[i - 1][j - 1] + (j <= i - 1 ? dp[i - 1][j] : 0);
            }
        }
        System.out.println(Arrays.toString(dp[size]));
        short[][][][] four = new short[1][2][1][2];
        four[0][1][0][1] = 7;
        System.out.println(four[0][1][0][1] + four[0].length);
        try {
            int[][] bad = new int[2][id(-1)];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("negative inner dimension");
        }
    }
}
