# gospf: two commands.
#   make run   installs what is missing, builds bin/gospf, compiles the Java
#              subjects and runs the default example.
#   make test  the same set-up, then go test ./...
SHELL := /bin/bash
GO ?= $(shell command -v go 2>/dev/null || echo /usr/local/go/bin/go)
JAVAC ?= javac
export CGO_ENABLED := 1

SUBJECTS := $(patsubst subjects/%/,%,$(sort $(dir $(wildcard subjects/*/*.java))))
API_SRC := $(shell find java/api/src -name '*.java')

.PHONY: all deps build java run test test-backends lia-diff bench fuzz clean summaries-check

all: build java

deps:
	@./scripts/deps.sh

build: deps
	$(GO) build -o bin/gospf ./cmd/gospf

# The API classes (Verify, Debug, Verifier) and every subject, compiled
# with javac --release 8 and debug information (parameter names).
java: deps build/api/.stamp build/witness/.stamp $(SUBJECTS:%=build/subjects/%/.stamp)

build/api/.stamp: $(API_SRC)
	@mkdir -p build/api
	$(JAVAC) -nowarn --release 8 -d build/api $(API_SRC)
	@touch $@

# The Verifier that replays a witness of gospf verify on the JVM, and the
# java.util.Random that replays one drawn with symbolic.nondet_random
# (java --patch-module java.base=build/witness-patch).
build/witness/.stamp: $(shell find java/witness/src java/witness/patch -name '*.java')
	@mkdir -p build/witness build/witness-patch
	$(JAVAC) -nowarn --release 8 -d build/witness $(shell find java/witness/src -name '*.java')
	$(JAVAC) -nowarn --patch-module java.base=java/witness/patch -d build/witness-patch $(shell find java/witness/patch -name '*.java')
	@touch $@

build/subjects/%/.stamp: subjects/%/*.java build/api/.stamp
	@mkdir -p build/subjects/$*
	$(JAVAC) -nowarn -g --release 8 -cp build/api -d build/subjects/$* subjects/$*/*.java
	@touch $@

run: build java
	bin/gospf run subjects/fig1/fig1.toml --paths

test: build java
	$(GO) test ./...

# The exact-count tests of cmd/gospf with every check decided by Z3
# (solver.backend = "z3"); make test runs them with the default, "auto".
test-backends: build java
	$(GO) test -count=1 ./cmd/gospf -backend z3

# Fragment summaries at the evaluation bounds: every strategy finds the
# paths of a run without summaries on the six subjects (minutes).
summaries-check: build java
	$(GO) test -count=1 -timeout 0 -run TestSummariesFull -v ./cmd/gospf -summaries.full

# The native procedure against Z3 on LIA_N random queries per theory
# (int and bitvector): make lia-diff LIA_N=5000000 LIA_SEED=1
LIA_N ?= 1000000
LIA_SEED ?= 1
lia-diff: deps
	$(GO) test -count=1 -timeout 0 -run TestDifferential -v ./solver/lia -lia.n $(LIA_N) -lia.seed $(LIA_SEED)

bench: build java
	$(GO) test -run XXX -bench . -benchtime 3x ./...

fuzz: deps
	$(GO) test -run XXX -fuzz FuzzParse -fuzztime 60s ./classfile
	$(GO) test -run XXX -fuzz 'FuzzParse$$' -fuzztime 60s ./config
	$(GO) test -run XXX -fuzz FuzzParseJPF -fuzztime 60s ./config

clean:
	rm -rf bin build

# Differential test (cmd/fuzzdiff): N random Java programs; pure DFS against
# speculative DFS at every k up to FUZZ_MAXK, both orders, absurdity on and
# off, bitvector and int theory; every path's test replayed on the JVM.
# make fuzz-diff N=2000 FUZZFLAGS='-seed 7 -keep-going'
# (FUZZFLAGS=-wide adds long arithmetic, long comparisons and casts;
# FUZZFLAGS=-heap symbolic heap inputs: a lazily initialized Node and an
# int array of symbolic length.)
N ?= 200
FUZZ_MAXK ?= 3
FUZZFLAGS ?=
.PHONY: fuzz-diff
fuzz-diff: build java
	$(GO) run ./cmd/fuzzdiff -n $(N) -maxk $(FUZZ_MAXK) -gospf bin/gospf $(FUZZFLAGS)
