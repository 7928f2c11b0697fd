// instanceof and checkcast on classes, interfaces and arrays (covariance, Cloneable/Serializable).
import java.io.Serializable;

public class Arr03InstanceOf {
    interface Animal {
        String name();
    }

    interface Pet extends Animal {
    }

    static class Dog implements Pet {
        public String name() {
            return "dog";
        }
    }

    static class Wolf implements Animal {
        public String name() {
            return "wolf";
        }
    }

    static class Puppy extends Dog {
    }

    static String check(Object o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o instanceof Object ? "O" : "-");
        sb.append(o instanceof Object[] ? "A" : "-");
        sb.append(o instanceof int[] ? "i" : "-");
        sb.append(o instanceof long[] ? "l" : "-");
        sb.append(o instanceof int[][] ? "I" : "-");
        sb.append(o instanceof Comparable[] ? "C" : "-");
        sb.append(o instanceof String[] ? "S" : "-");
        sb.append(o instanceof Number[] ? "N" : "-");
        sb.append(o instanceof Integer[] ? "n" : "-");
        sb.append(o instanceof Cloneable ? "k" : "-");
        sb.append(o instanceof Serializable ? "z" : "-");
        sb.append(o instanceof Animal[] ? "a" : "-");
        sb.append(o instanceof Pet[] ? "p" : "-");
        sb.append(o instanceof Dog[] ? "d" : "-");
        sb.append(o instanceof Object[][] ? "M" : "-");
        return sb.toString();
    }

    @SuppressWarnings("rawtypes")
    public static void main(String[] args) {
        Object[] samples = {
            new int[2], new long[1], new int[2][2], new String[1], new Integer[1], new Number[1], new Object[1],
            new Comparable[1], new Dog[1], new Puppy[1], new Pet[1], new Animal[1], new Object[1][1], new String[1][1],
            "str", Integer.valueOf(1), new Dog(), new char[0][]
        };
        String[] labels = {"int[]", "long[]", "int[][]", "String[]", "Integer[]", "Number[]", "Object[]",
            "Comparable[]", "Dog[]", "Puppy[]", "Pet[]", "Animal[]", "Object[][]", "String[][]",
            "String", "Integer", "Dog", "char[][]"};
        for (int i = 0; i < samples.length; i++) {
            System.out.println(labels[i] + " " + check(samples[i]));
        }
        Object nul = null;
        System.out.println("null " + check(nul));
        Animal a = new Puppy();
        System.out.println((a instanceof Pet) + " " + (a instanceof Dog) + " " + (a instanceof Puppy) + " " + (a instanceof Wolf));
        Animal w = new Wolf();
        System.out.println((w instanceof Pet) + " " + (w instanceof Animal));
        Pet p = (Pet) a;
        Dog d = (Dog) p;
        System.out.println(p.name() + " " + d.name());
        try {
            Pet bad = (Pet) w;
            System.out.println(bad.name());
        } catch (ClassCastException e) {
            System.out.println("Wolf is not a Pet");
        }
        Object arr = new Puppy[] {new Puppy()};
        Animal[] animals = (Animal[]) arr;
        Dog[] dogs = (Dog[]) arr;
        System.out.println(animals.length + " " + dogs[0].name());
        try {
            Puppy[] pups = (Puppy[]) (Object) new Dog[1];
            System.out.println(pups.length);
        } catch (ClassCastException e) {
            System.out.println("Dog[] is not Puppy[]");
        }
        Object prim = new int[3];
        int[] back = (int[]) prim;
        System.out.println(back.length);
        try {
            long[] wrong = (long[]) prim;
            System.out.println(wrong.length);
        } catch (ClassCastException e) {
            System.out.println("int[] is not long[]");
        }
        try {
            Object[] wrong2 = (Object[]) prim;
            System.out.println(wrong2.length);
        } catch (ClassCastException e) {
            System.out.println("int[] is not Object[]");
        }
        Object nulCast = (String) nul;
        System.out.println("cast of null ok: " + nulCast);
        Comparable<?>[] comps = new String[] {"a"};
        Object[] objs = comps;
        System.out.println(objs instanceof String[]);
        Cloneable cl = new int[1][1];
        Serializable se = new double[0];
        System.out.println((cl instanceof int[][]) + " " + (se instanceof double[]));
        Object s = "x";
        try {
            Integer i = (Integer) s;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("String is not Integer");
        }
    }
}
