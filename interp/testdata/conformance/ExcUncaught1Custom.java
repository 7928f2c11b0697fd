// Ends with an uncaught custom RuntimeException: exit status 1, stderr names the class and message.
@SuppressWarnings("serial")
public class ExcUncaught1Custom {
    static class LedgerException extends RuntimeException {
        LedgerException(String msg) {
            super(msg);
        }
    }

    static int balance = 100;

    static void withdraw(int amount) {
        if (amount > balance) {
            throw new LedgerException("insufficient funds: balance " + balance + ", requested " + amount);
        }
        balance -= amount;
        System.out.println("withdrew " + amount + ", balance " + balance);
    }

    public static void main(String[] args) {
        withdraw(30);
        withdraw(50);
        try {
            withdraw(500);
        } finally {
            System.out.println("finally runs before the uncaught exception escapes");
        }
        System.out.println("not reached");
    }
}
