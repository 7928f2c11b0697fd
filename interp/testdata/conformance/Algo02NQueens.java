// Backtracking: N-queens solution counts with int bitmasks, and the first 6-queens board.
public class Algo02NQueens {
    static int count(int n, int row, int cols, int d1, int d2) {
        if (row == n) {
            return 1;
        }
        int total = 0;
        int free = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += count(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >>> 1);
        }
        return total;
    }

    static boolean place(int[] queens, int row) {
        int n = queens.length;
        if (row == n) {
            return true;
        }
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                int qc = queens[r];
                if (qc == c || Math.abs(qc - c) == row - r) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                queens[row] = c;
                if (place(queens, row + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 8; n++) {
            System.out.println(n + " queens: " + count(n, 0, 0, 0, 0));
        }
        int[] q = new int[6];
        System.out.println(place(q, 0));
        for (int r = 0; r < q.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < q.length; c++) {
                sb.append(q[r] == c ? 'Q' : '.');
            }
            System.out.println(sb);
        }
    }
}
