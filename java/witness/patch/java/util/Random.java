package java.util;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.random.RandomGenerator;

/**
 * The java.util.Random that replays a witness of gospf verify with
 * symbolic.nondet_random (SV-COMP's rule: Random's values are
 * nondeterministic). It replaces the JDK's class on the replay's command
 * line only (java --patch-module java.base=build/witness-patch ...): each
 * nextInt(), nextInt(bound), nextLong(), nextBoolean(), nextDouble() and
 * nextFloat() returns the next value of the witness file (system property
 * gospf.witness) among the lines whose input name starts with "next", in
 * the order the program drew them; the Verifier reads the others. A
 * nextDouble() line holds m of m x 2^-53, a nextFloat() line m of m x
 * 2^-24, as gospf draws them. When the file has no more such values, a
 * call returns zero, as gospf does for an input the path does not
 * constrain. The other public next* methods and the streams have no
 * witness values (gospf stops at them) and throw.
 */
public class Random implements RandomGenerator, java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;

    private static List<String> values;
    private static int next;

    private long seed;

    public Random() {
        this(System.nanoTime());
    }

    public Random(long seed) {
        setSeed(seed);
    }

    public synchronized void setSeed(long seed) {
        this.seed = (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1);
    }

    /** The JDK's generator, for subclasses that draw from it. */
    protected int next(int bits) {
        synchronized (this) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) (seed >>> (48 - bits));
        }
    }

    private static synchronized long nextValue() {
        if (values == null) {
            String file = System.getProperty("gospf.witness");
            if (file == null) {
                throw new IllegalStateException("set -Dgospf.witness=FILE");
            }
            try {
                values = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("gospf.witness: " + e.getMessage());
            }
        }
        while (next < values.size() && !values.get(next).startsWith("next")) {
            next++;
        }
        if (next >= values.size()) {
            return 0;
        }
        String line = values.get(next++);
        return Long.parseLong(line.substring(line.indexOf(' ') + 1));
    }

    @Override
    public int nextInt() { return (int) nextValue(); }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return (int) nextValue();
    }

    @Override
    public long nextLong() { return nextValue(); }

    @Override
    public boolean nextBoolean() { return nextValue() != 0; }

    @Override
    public double nextDouble() { return nextValue() * 0x1.0p-53; }

    @Override
    public float nextFloat() { return nextValue() * 0x1.0p-24f; }

    @Override
    public void nextBytes(byte[] bytes) { throw unreplayable("nextBytes"); }

    @Override
    public synchronized double nextGaussian() { throw unreplayable("nextGaussian"); }

    private static UnsupportedOperationException unreplayable(String method) {
        return new UnsupportedOperationException("gospf witness: Random." + method + " has no witness values");
    }
}
