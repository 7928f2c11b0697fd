/**
 * A shipping-fee calculator: a switch on the zone, a cascade of weight
 * tiers, an express flag that doubles the fee and sets a surcharge, a
 * member discount of a quarter; run rejects a fee of 80 or more. Fields are
 * written inside the branches, so veritesting merges heap writes too.
 */
public class Fees {
    int fee;
    int surcharge;

    void compute(int zone, int weight, boolean express, boolean member) {
        int base;
        switch (zone) {
        case 1:
            base = 5;
            break;
        case 2:
            base = 8;
            break;
        case 3:
            base = 12;
            break;
        default:
            base = 20;
        }
        int w;
        if (weight <= 1) {
            w = 0;
        } else if (weight <= 5) {
            w = 4;
        } else if (weight <= 20) {
            w = 10;
        } else {
            w = 30;
        }
        fee = base + w;
        if (express) {
            fee = fee * 2;
            surcharge = 3;
        } else {
            surcharge = 0;
        }
        if (member) {
            fee = fee - fee / 4;
        }
    }

    public static int run(int zone, int weight, boolean express, boolean member) {
        Fees f = new Fees();
        f.compute(zone, weight, express, member);
        if (f.fee >= 80) {
            throw new IllegalStateException("fee over limit");
        }
        return f.fee + f.surcharge;
    }
}
