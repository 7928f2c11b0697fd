import org.sosy_lab.sv_benchmarks.Verifier;

// false: withdrawing more than was deposited makes the balance negative.
public class V27_AccountUnguarded {
    static final class Account {
        private int balance;

        void deposit(int amount) {
            balance += amount;
        }

        void withdraw(int amount) {
            balance -= amount;
        }
    }

    public static void main(String[] args) {
        Account acc = new Account();
        int d = Verifier.nondetInt();
        Verifier.assume(d > 0 && d < 1000);
        acc.deposit(d);
        int w = Verifier.nondetInt();
        Verifier.assume(w > 0 && w < 1000);
        acc.withdraw(w);
        assert acc.balance >= 0;
    }
}
