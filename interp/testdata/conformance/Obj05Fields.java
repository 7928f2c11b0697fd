// Field hiding, super.field, casts to access hidden fields, wide (long/double) fields, compound field updates.
public class Obj05Fields {
    static class A {
        int x = 1;
        String tag = "A";
        static String kind = "static A";

        int getX() {
            return x;
        }
    }

    static class B extends A {
        int x = 2;
        long wide = 0x100000000L;
        double dbl = 0.25;

        int superX() {
            return super.x;
        }

        @Override
        int getX() {
            return x;
        }

        void bump() {
            x += 10;
            super.x += 100;
            wide <<= 1;
            dbl *= 4;
        }
    }

    static class C extends B {
        String tag = "C";

        String tags() {
            return tag + " " + super.tag + " " + ((A) this).tag;
        }
    }

    static class Node {
        int val;
        Node next;

        Node(int val, Node next) {
            this.val = val;
            this.next = next;
        }
    }

    int instanceCounter;
    long instanceLong;

    public static void main(String[] args) {
        B b = new B();
        A asA = b;
        System.out.println(b.x + " " + asA.x + " " + b.superX() + " " + asA.getX() + " " + ((A) b).x);
        b.bump();
        System.out.println(b.x + " " + asA.x + " " + b.wide + " " + b.dbl);
        C c = new C();
        System.out.println(c.tags());
        System.out.println(A.kind + " / " + B.kind);
        Node list = null;
        for (int i = 1; i <= 5; i++) {
            list = new Node(i * i, list);
        }
        int sum = 0;
        StringBuilder sb = new StringBuilder();
        for (Node n = list; n != null; n = n.next) {
            sum += n.val;
            sb.append(n.val).append("->");
        }
        sb.append("null");
        System.out.println(sb + " sum=" + sum);
        list.next.next.val = -1;
        list.next = list.next.next;
        sb.setLength(0);
        for (Node n = list; n != null; n = n.next) {
            sb.append(n.val).append(' ');
        }
        System.out.println(sb.toString().trim());
        Obj05Fields self = new Obj05Fields();
        for (int i = 0; i < 10; i++) {
            self.instanceCounter += i;
            self.instanceLong -= (long) i << 33;
        }
        System.out.println(self.instanceCounter + " " + self.instanceLong);
        int prev = self.instanceCounter++;
        int next = ++self.instanceCounter;
        System.out.println(prev + " " + next);
    }
}
