class Pair {
    private final int a, b;

    Pair(int a, int b) {
        this.a = a;
        this.b = b;
    }

    int sum() {
        return a + b;
    }
}
