import org.sosy_lab.sv_benchmarks.Verifier;

// true: withdraw refuses amounts above the balance, so it never goes negative.
public class V26_AccountGuarded {
    static final class Account {
        private int balance;

        void deposit(int amount) {
            balance += amount;
        }

        boolean withdraw(int amount) {
            if (amount > balance) {
                return false;
            }
            balance -= amount;
            return true;
        }
    }

    public static void main(String[] args) {
        Account acc = new Account();
        for (int i = 0; i < 2; i++) {
            int d = Verifier.nondetInt();
            Verifier.assume(d > 0 && d < 1000);
            acc.deposit(d);
            int w = Verifier.nondetInt();
            Verifier.assume(w > 0 && w < 1000);
            acc.withdraw(w);
            assert acc.balance >= 0;
        }
    }
}
