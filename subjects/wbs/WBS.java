/**
 * WBS models the brake-system control unit (BSCU) of an aircraft wheel brake
 * system, written in the style of code generated from a synchronous
 * (Lustre/SCADE) data-flow model: one object holds the "pre" registers of the
 * model, and every call of {@link #update} computes one synchronous cycle
 * from the inputs of that cycle and the registers of the previous one.
 *
 * <p>Inputs of a cycle: the brake pedal sensor reading, the auto-brake
 * switch and the wheel-skid sensor. Outputs: the openings of the normal,
 * alternate and anti-skid metering valves, and a maintenance alarm.
 *
 * <p>The code is written so that every test on an input can go both ways on
 * every path that reaches it: each input is tested at most once per cycle
 * (the pedal by one cascade of tests), and all the other tests are on
 * registers, which hold concrete values. The execution tree therefore has no
 * infeasible branch side.
 */
public class WBS {

    /** Hydraulic modes of the system. */
    static final int NORMAL = 0;
    static final int ALTERNATE = 1;
    static final int EMERGENCY = 2;

    /** Command level that marks an implausible pedal reading. */
    static final int FAULT = -1;

    // ---- registers: the values of the previous cycle (Lustre pre) ----

    /** Selected hydraulic mode. */
    int modePre = NORMAL;
    /** Braking demand of the previous cycle, 0..6. */
    int demandPre;
    /** Consecutive cycles in which the wheel skidded while braking. */
    int skidCycles;
    /** Consecutive cycles with an implausible pedal reading. */
    int faultCycles;
    /** 1 when the auto-brake was active in the previous cycle. */
    int autoPre;

    // ---- outputs of the last cycle ----

    /** Opening of the normal metering valve, 0..10. */
    int normalValve;
    /** Opening of the alternate metering valve, 0..10. */
    int altValve;
    /** Anti-skid valve: 1 when pressure is being released. */
    int antiSkid;
    /** Maintenance alarm: 0 none, 1 caution, 2 warning. */
    int alarm;

    /**
     * One synchronous cycle.
     *
     * @param pedal     brake pedal sensor reading (0 released, 1..4 detents,
     *                  5..49 pressed, 50 and more fully pressed, small
     *                  negative values are noise, others are a fault)
     * @param autoBrake the auto-brake selector switch
     * @param skid      the wheel-skid sensor
     */
    public void update(int pedal, boolean autoBrake, boolean skid) {
        // -- pedal sensor: reading to command level (one cascade of tests)
        int cmd;
        if (pedal == 0) {
            cmd = 0;
        } else if (pedal == 1) {
            cmd = 1;
        } else if (pedal == 2) {
            cmd = 2;
        } else if (pedal == 3) {
            cmd = 3;
        } else if (pedal == 4) {
            cmd = 4;
        } else if (pedal >= 5) {
            if (pedal >= 50) {
                cmd = 6;
            } else {
                cmd = 5;
            }
        } else if (pedal >= -10) {
            cmd = 0;            // sensor noise around the rest position
        } else {
            cmd = FAULT;
        }

        // -- sensor monitor
        int faults;
        if (cmd == FAULT) {
            faults = faultCycles + 1;
        } else {
            faults = 0;
        }

        // -- auto-brake: only when the pilot does not brake and hydraulics allow
        int auto = 0;
        if (cmd <= 0 && modePre != EMERGENCY) {
            if (autoBrake) {
                auto = 1;
            }
        }

        // -- braking demand
        int demand;
        if (auto == 1) {
            if (autoPre == 1) {
                demand = 4;     // auto-brake ramps up in its second cycle
            } else {
                demand = 2;
            }
        } else if (cmd == FAULT) {
            demand = demandPre; // hold the last valid demand
        } else {
            demand = cmd;
        }

        // -- anti-skid: the skid sensor is read only when it matters
        int release = 0;
        if (demand > 0) {
            if (modePre == NORMAL) {
                if (skid) {
                    release = 1;
                }
            } else if (modePre == ALTERNATE && demand >= 4) {
                if (skid) {
                    release = 1;
                }
            }
        }
        int skids;
        if (release == 1) {
            skids = skidCycles + 1;
        } else {
            skids = 0;
        }

        // -- mode selection
        int mode = modePre;
        if (modePre == NORMAL) {
            if (faults >= 1 || skids >= 2) {
                mode = ALTERNATE;
            }
        } else if (modePre == ALTERNATE) {
            if (faults >= 2) {
                mode = EMERGENCY;
            } else if (faults == 0 && skids == 0 && demand == 0) {
                mode = NORMAL;
            }
        }

        // -- metering valves
        int pressure = demand * 2;
        if (release == 1) {
            pressure = pressure / 2;
        }
        if (pressure > 10) {
            pressure = 10;
        }
        if (mode == NORMAL) {
            normalValve = pressure;
            altValve = 0;
        } else if (mode == ALTERNATE) {
            normalValve = 0;
            altValve = pressure;
        } else {
            normalValve = 0;
            altValve = pressure >= 4 ? 4 : pressure;   // accumulator only
        }
        antiSkid = release;

        // -- alarm
        if (mode == EMERGENCY) {
            alarm = 2;
        } else if (mode == ALTERNATE || faults >= 1) {
            alarm = 1;
        } else {
            alarm = 0;
        }

        // -- registers
        modePre = mode;
        demandPre = demand;
        skidCycles = skids;
        faultCycles = faults;
        autoPre = auto;
    }

    /** Runs three cycles of a fresh controller on the given inputs. */
    public static void launch(int pedal1, boolean auto1, boolean skid1,
                              int pedal2, boolean auto2, boolean skid2,
                              int pedal3, boolean auto3, boolean skid3) {
        WBS wbs = new WBS();
        wbs.update(pedal1, auto1, skid1);
        wbs.update(pedal2, auto2, skid2);
        wbs.update(pedal3, auto3, skid3);
    }
}
