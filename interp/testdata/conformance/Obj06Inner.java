// Inner classes, static nested classes, local and anonymous classes, captured variables, Outer.this.
public class Obj06Inner {
    private int secret = 7;
    private static int staticSecret = 100;
    private final String name;

    Obj06Inner(String name) {
        this.name = name;
    }

    class Inner {
        int secret = 70;

        String show() {
            return name + ": inner " + secret + ", outer " + Obj06Inner.this.secret + ", static " + staticSecret;
        }

        void bumpOuter() {
            Obj06Inner.this.secret++;
            staticSecret += 2;
        }

        class Deeper {
            String show() {
                return "deeper sees " + name + " " + secret + " " + Obj06Inner.this.secret;
            }
        }
    }

    static class Nested {
        private int hidden = 3;

        int peekOuter(Obj06Inner o) {
            return o.secret + hidden;
        }
    }

    interface Greeter {
        String greet(String who);
    }

    interface Counter {
        int next();
    }

    Greeter politeGreeter(final String prefix) {
        return new Greeter() {
            int uses = 0;

            public String greet(String who) {
                uses++;
                return prefix + " " + who + " from " + name + " (use " + uses + ")";
            }
        };
    }

    static Counter makeCounter(final int start, final int step) {
        class LocalCounter implements Counter {
            int cur = start;

            public int next() {
                int r = cur;
                cur += step;
                return r;
            }
        }
        return new LocalCounter();
    }

    public static void main(String[] args) {
        Obj06Inner outer = new Obj06Inner("outerA");
        Obj06Inner.Inner in = outer.new Inner();
        System.out.println(in.show());
        in.bumpOuter();
        in.bumpOuter();
        System.out.println(in.show());
        Obj06Inner.Inner.Deeper deeper = in.new Deeper();
        System.out.println(deeper.show());
        Obj06Inner other = new Obj06Inner("outerB");
        Inner in2 = other.new Inner();
        System.out.println(in2.show());
        Nested n = new Nested();
        System.out.println(n.peekOuter(outer) + " " + n.hidden);
        Greeter g = outer.politeGreeter("Hi");
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob"));
        Counter c1 = makeCounter(10, 5);
        Counter c2 = makeCounter(-1, -1);
        for (int i = 0; i < 3; i++) {
            System.out.println(c1.next() + " " + c2.next());
        }
        final int[] box = {0};
        Runnable r = new Runnable() {
            @Override
            public void run() {
                box[0] += 42;
            }
        };
        r.run();
        r.run();
        System.out.println(box[0]);
        Object anon = new Object() {
            @Override
            public String toString() {
                return "anonymous toString";
            }
        };
        System.out.println(anon);
        System.out.println("" + anon + '!');
    }
}
