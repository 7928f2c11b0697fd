// A task program of our own: Main uses a second class of its directory.
public class Main {
    public static void main(String[] args) {
        assert new Pair(2, 3).sum() == 5;
    }
}
