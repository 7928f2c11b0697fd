/** An account for the method-sequence subject (BankSequences.jpf). */
public class BankAccount {
    private int balance;

    public void deposit(int amount) {
        if (amount > 0) {
            balance += amount;
        }
    }

    public void withdraw(int amount) {
        if (amount > balance) {
            throw new IllegalStateException("insufficient funds");
        }
        balance -= amount;
    }

    /**
     * Runs two operations, each deposit or withdraw as Verify chooses
     * (deposit first); BankSequences.jpf makes their amounts symbolic.
     */
    public static void main(String[] args) {
        BankAccount b = new BankAccount();
        for (int i = 0; i < 2; i++) {
            if (gov.nasa.jpf.vm.Verify.getBoolean()) {
                b.withdraw(0);
            } else {
                b.deposit(0);
            }
        }
    }
}
