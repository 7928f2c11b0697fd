/**
 * SequenceDriver runs a bounded sequence of steps on an account, in the
 * style of SPF's sequence drivers: each step receives a fresh symbolic
 * flag and amount (step is listed in target.symbolic) and tests the flag
 * twice, "if (flag)" and then "if (!flag)", so the second test has one infeasible
 * side on every path: the side that contradicts the first test. A step
 * whose flag is false then withdraws a symbolic amount if it is positive.
 * Three paths leave every step.
 */
public class SequenceDriver {

    static int balance;
    static int deposits;
    static int withdrawals;

    static void step(boolean flag, int amount) {
        if (flag) {
            balance += 10;
            deposits++;
        }
        if (!flag) {
            if (amount > 0) {
                balance -= amount;
                withdrawals++;
            }
        }
    }

    public static void main(String[] args) {
        int steps = Integer.parseInt(args[0]);
        for (int i = 0; i < steps; i++) {
            step(false, 0);
        }
    }
}
