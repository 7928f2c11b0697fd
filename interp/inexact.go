package interp

// Inexact results. The JDK specifies most transcendental functions of
// Math and StrictMath (sin, cos, log, pow ...) only to within an ulp or
// so of the exact result, and the JVM gospf's witnesses replay on computes
// them with its own algorithms (HotSpot's intrinsics, the C fdlibm of
// StrictMath); gospf computes them in Go, and the two differ in the last
// bit for a fair share of arguments (measured: 10-35% of random ones for
// sin, cos, tan, pow, exp, log10). A model that returns such a result
// marks it (MarkInexact): the VM counts it by method, over all paths
// (Inexact), and the outcome of the path records the first one
// (Outcome.Inexact), so that gospf verify neither answers true nor trusts
// an error on that path, either of which may depend on the last bit.
// The arguments for which the JDK specifies the result exactly (NaN, the
// infinities, zeros ...) are not marked.

// MarkInexact records that the current path uses a result of method (a
// dotted method name with its descriptor, "java.lang.Math.sin(D)D") that
// gospf may compute otherwise than the JVM.
func (vm *VM) MarkInexact(method string) {
	if vm.inexact == nil {
		vm.inexact = map[string]int64{}
	}
	vm.inexact[method]++
	if vm.inexactPath == "" {
		vm.inexactPath = method
	}
}

// Inexact returns how many results MarkInexact recorded, by method, over
// all paths this VM ran.
func (vm *VM) Inexact() map[string]int64 {
	out := make(map[string]int64, len(vm.inexact))
	for k, v := range vm.inexact {
		out[k] = v
	}
	return out
}
