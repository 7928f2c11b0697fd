// Package solver owns the symbolic expressions of gospf and the interface
// to satisfiability solvers. It uses the standard library only; the one
// backend, Z3, lives in package solver/z3, the only cgo code of the project.
//
// # Expressions
//
// An Expr is a handle to an immutable node interned in a Context's
// hash-cons table. Invariants:
//
//   - Structurally equal expressions built by one Context are the same node,
//     so == on Expr is structural equality, and Expr is usable as a map key.
//   - Expressions of different Contexts are never combined (that panics);
//     there is no global table, so two runs in one process are independent.
//   - Every node has an ID, unique in its Context and increasing in
//     creation order; arguments have smaller IDs than their parents.
//   - Kinds are KBool, KInt (Java int), KLong (Java long), KFloat and
//     KDouble (Java float and double, exact IEEE 754: float.go). Java's
//     byte, short and char are KInt values narrowed with I2B, I2S and I2C
//     (JVMS 6.5 i2b, i2s, i2c). KInt constants are sign-extended int32s;
//     floating-point constants are their bits (a float's zero-extended).
//   - KString values are Java String texts (sequences of UTF-16 code
//     units); string constants are made by StrConst, and a string's value
//     in a Model is a handle of an interned constant (strings.go). A
//     KString variable's bounds bound its length.
//   - The floating-point operators are their own (OpFAdd ... OpBitsToF),
//     never the integer ones on other kinds, so no integer identity or
//     layer that evaluates integers can apply to them by accident; Eq
//     and Ne panic on floating-point operands (Java's == is FEq).
//   - A variable is identified by its name: a name has one kind and one pair
//     of bounds in a Context. Redeclaring it differently panics.
//   - Operand kind mismatches are programming errors and panic, with the
//     operator and operands in the message. So does a division by a
//     constant zero: the interpreter forks on the divisor first.
//
// # Folding and simplification
//
// Constructors fold constant operands with exact Java semantics (JVMS 6.5:
// wrap-around arithmetic, truncating idiv/irem, MIN / -1 == MIN, shift
// counts masked with 31 or 63, iushr as an unsigned shift), so concrete
// operands never create symbolic nodes. A few rewrites are applied, each an
// identity in both solver theories (mathematical integers with bounded
// inputs; two's-complement bit-vectors):
//
//   - constants move to the right of commutative operators and comparisons
//     (2 < x becomes x > 2);
//   - x+0, x-0, x*1, x/1 are x; x*0 is 0; x*-1 and x/-1 are -x; x%1 and
//     x%-1 are 0; x-x and x^x are 0; x&0 is 0; x|-1 is -1;
//     (x+c1)+c2 is x+(c1+c2) when that does not wrap for ints; -(-x) is x;
//     shifting 0, or shifting by a count whose masked value is 0 (except >>>)
//     is the operand; i2b(i2b x) is i2b x (likewise i2s, i2c); l2i(i2l x) is x;
//   - comparisons of an expression with itself are constants;
//   - a comparison of lcmp(a, b) with a constant becomes the comparison of
//     a and b that holds for exactly the same signs (lcmp(a,b) < 0 is a < b,
//     lcmp(a,b) == 2 is false); javac compiles long comparisons to lcmp
//     followed by ifXX (JVMS 6.5 lcmp, if<cond>); fcmpl and fcmpg compared
//     with a constant become floating-point comparisons the same way,
//     NaN counting as -1 or 1 (float.go);
//   - Not of a comparison is the negated comparison, Not(Not x) is x;
//     b == true is b, b == false is !b;
//   - LAnd and LOr absorb constants, x op x is x, x && !x is false,
//     x || !x is true; Ite with a constant condition or equal branches is a
//     branch, ite(!c, a, b) is ite(c, b, a), ite(c, true, false) is c.
//
// Rewrites that are identities in Java but not in the int theory (where the
// bitwise operators and >>> wrap their operands to the kind's width) are
// deliberately absent: x&-1, x|0, x^0, x&x, x>>>0.
//
// Eval evaluates an expression under a Model with the same Java semantics
// (the same function folds constants), so a model of the bit-vector theory
// makes every path-condition conjunct evaluate to true.
//
// # Solvers
//
// A Solver checks a Query: a path condition (a conjunction of KBool
// expressions) and whether a model is wanted. A ModelDeferrer (Z3, and a
// Stack over Z3 with no layers) also gives the model of a satisfiable
// path condition afterwards, so that a search reads only the models it
// uses; reading one is not a solver call. A solver call is one check
// that reaches the backend; Counting, the outermost layer, counts them by
// result. Unknown answers (for example a timeout) are answers, not errors;
// an error means the backend failed.
//
// This package does not decide anything from variable bounds: a comparison
// of a variable with a constant outside its bounds is left to the solver, so
// that every symbolic branch is counted as SPF would count it.
//
// # Stacks and backends
//
// NewStack builds the layers (layer_*.go, KLEE's solver chain) over a
// backend, Z3 (package solver/z3). A native Decider (package solver/lia)
// may sit in front of the layers (backend.go): it decides a check or
// declines it, and only what it declines reaches the layers and Z3. A
// check that a backend decides, native or Z3, is one solver call; the
// layers' answers are not calls. Stack.Calls counts the calls,
// Stack.Backends splits them by backend.
package solver
