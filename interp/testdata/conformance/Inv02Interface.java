// invokeinterface: default methods, diamond resolution with I.super.m(), static interface methods, private dispatch.
public class Inv02Interface {
    interface Greeter {
        String name();

        default String greet() {
            return "Hello, " + name();
        }

        static Greeter of(final String n) {
            return new Greeter() {
                public String name() {
                    return n;
                }
            };
        }
    }

    interface Loud extends Greeter {
        @Override
        default String greet() {
            return Greeter.super.greet().toUpperCase() + "!";
        }
    }

    interface Polite {
        default String greet() {
            return "Good day";
        }
    }

    static class Person implements Greeter {
        public String name() {
            return "Ann";
        }
    }

    static class Shouter implements Loud {
        public String name() {
            return "Bob";
        }
    }

    static class Diplomat implements Loud, Polite {
        public String name() {
            return "Cy";
        }

        @Override
        public String greet() {
            return Polite.super.greet() + " / " + Loud.super.greet();
        }
    }

    static class Overrider extends Person {
        @Override
        public String greet() {
            return "Overridden " + super.greet();
        }
    }

    interface Stack {
        void push(int v);

        int pop();

        boolean isEmpty();

        default int drainSum() {
            int s = 0;
            while (!isEmpty()) {
                s += pop();
            }
            return s;
        }
    }

    static class ArrayStack implements Stack {
        private int[] data = new int[2];
        private int size;

        public void push(int v) {
            if (size == data.length) {
                int[] bigger = new int[size * 2];
                System.arraycopy(data, 0, bigger, 0, size);
                data = bigger;
            }
            data[size++] = v;
        }

        public int pop() {
            return data[--size];
        }

        public boolean isEmpty() {
            return size == 0;
        }
    }

    static class LinkedStack implements Stack {
        private static class Node {
            final int v;
            final Node next;

            Node(int v, Node next) {
                this.v = v;
                this.next = next;
            }
        }

        private Node head;

        public void push(int v) {
            head = new Node(v, head);
        }

        public int pop() {
            int v = head.v;
            head = head.next;
            return v;
        }

        public boolean isEmpty() {
            return head == null;
        }

        @Override
        public int drainSum() {
            return 1000000 + Stack.super.drainSum();
        }
    }

    interface A {
        default String who() {
            return "A";
        }
    }

    interface B extends A {
        @Override
        default String who() {
            return "B";
        }
    }

    static class AB implements A, B {
    }

    public static void main(String[] args) {
        Greeter[] gs = {new Person(), new Shouter(), new Diplomat(), new Overrider(), Greeter.of("Dee")};
        for (Greeter g : gs) {
            System.out.println(g.greet());
        }
        Stack[] stacks = {new ArrayStack(), new LinkedStack()};
        for (Stack s : stacks) {
            for (int i = 1; i <= 100; i++) {
                s.push(i);
            }
            System.out.println(s.pop() + " " + s.pop() + " " + s.drainSum());
        }
        System.out.println(new AB().who());
        A a = new AB();
        System.out.println(a.who());
        Polite p = new Diplomat();
        System.out.println(p.greet());
        Comparable<String> cmp = "b";
        System.out.println(cmp.compareTo("a") + " " + cmp.compareTo("c"));
        CharSequence cs = new StringBuilder("builder");
        System.out.println(cs.length() + " " + cs.charAt(0) + " " + cs.subSequence(1, 3));
        CharSequence cs2 = "string";
        System.out.println(cs2.length() + " " + cs2.charAt(5));
    }
}
