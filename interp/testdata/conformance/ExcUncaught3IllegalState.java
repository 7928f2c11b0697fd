// Ends with an uncaught IllegalStateException thrown from a nested call chain.
public class ExcUncaught3IllegalState {
    static class Machine {
        private int state;

        void step() {
            if (state >= 3) {
                throw new IllegalStateException("bad state");
            }
            state++;
            System.out.println("state " + state);
        }

        void runSteps(int n) {
            for (int i = 0; i < n; i++) {
                step();
            }
        }
    }

    static void drive(Machine m) {
        m.runSteps(2);
        m.runSteps(5);
    }

    public static void main(String[] args) {
        Machine m = new Machine();
        try {
            drive(m);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong handler");
        }
        System.out.println("not reached");
    }
}
