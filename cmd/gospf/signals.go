package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// The exit statuses of a run stopped by a signal: 128 + the signal's
// number, as shells report a process killed by it.
const (
	exitSIGINT  = 130
	exitSIGTERM = 143
)

// signals stops a run on SIGINT (Ctrl-C) and SIGTERM. The first sets stop:
// the run ends within a second, a solver check in progress included
// (package search interrupts it), and reports what it found with
// "stopped early: interrupted". A second one ends the process at once,
// with the status of the first.
type signals struct {
	ch     chan os.Signal
	status atomic.Int32 // exitSIGINT or exitSIGTERM once a signal came
}

// catchSignals starts handling SIGINT and SIGTERM for a run whose stop
// request is stop; release restores the default handling.
func catchSignals(stop *atomic.Bool, stderr io.Writer) *signals {
	return handleSignals(stop, stderr, os.Exit)
}

// handleSignals is catchSignals with the function that ends the process
// at the second signal (tests pass their own).
func handleSignals(stop *atomic.Bool, stderr io.Writer, exit func(int)) *signals {
	s := &signals{ch: make(chan os.Signal, 2)}
	signal.Notify(s.ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		for sig := range s.ch {
			code := int32(exitSIGINT)
			if sig == syscall.SIGTERM {
				code = exitSIGTERM
			}
			if !s.status.CompareAndSwap(0, code) {
				fmt.Fprintf(stderr, "\ngospf: %s again: exiting now\n", sig)
				exit(int(s.status.Load()))
				return
			}
			fmt.Fprintf(stderr, "\ngospf: %s: stopping (the statistics follow; Ctrl-C again exits at once)\n", sig)
			stop.Store(true)
		}
	}()
	return s
}

// exitStatus is the status a signal asks for, 0 when none came.
func (s *signals) exitStatus() int { return int(s.status.Load()) }

// release stops handling the signals.
func (s *signals) release() {
	signal.Stop(s.ch)
	close(s.ch)
}
