// invokespecial: private methods are not overridden, super calls skip overrides, constructors.
public class Inv03Special {
    static class Parent {
        private String secret() {
            return "Parent.secret";
        }

        String reveal() {
            return secret();
        }

        String template() {
            return "[" + hook() + "]";
        }

        String hook() {
            return "parent-hook";
        }
    }

    static class Child extends Parent {
        @SuppressWarnings("unused")
        private String secret() {
            return "Child.secret";
        }

        @Override
        String hook() {
            return "child-hook";
        }

        String parentTemplateWithChildHook() {
            return super.template();
        }

        String parentHook() {
            return super.hook();
        }
    }

    static class GrandChild extends Child {
        @Override
        String hook() {
            return "grandchild-hook+" + super.hook();
        }

        @Override
        String template() {
            return "{" + super.template() + "}";
        }
    }

    private int counter;

    private void inc() {
        counter++;
    }

    private int incAndGet() {
        inc();
        return counter;
    }

    static class Account {
        private long cents;

        Account(long cents) {
            this.cents = cents;
        }

        Account() {
            this(500);
        }

        private void adjust(long delta) {
            cents += delta;
        }

        void transfer(Account to, long amount) {
            adjust(-amount);
            to.adjust(amount);
        }
    }

    public static void main(String[] args) {
        Parent p = new Child();
        System.out.println(p.reveal());
        System.out.println(p.template());
        Child c = (Child) p;
        System.out.println(c.parentTemplateWithChildHook() + " " + c.parentHook());
        GrandChild g = new GrandChild();
        System.out.println(g.template() + " " + g.reveal() + " " + g.parentHook());
        Inv03Special self = new Inv03Special();
        for (int i = 0; i < 4; i++) {
            self.inc();
        }
        System.out.println(self.incAndGet());
        Account a = new Account();
        Account b = new Account(100);
        a.transfer(b, 250);
        b.transfer(a, 25);
        System.out.println(a.cents + " " + b.cents);
        Object o = new Object();
        System.out.println(o.equals(o) + " " + o.equals(new Object()));
        StringBuilder sb = new StringBuilder("x");
        System.out.println(sb.append(1).append('c').toString());
    }
}
