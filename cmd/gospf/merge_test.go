package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestMergeReport checks veritesting's statistics in --json and the path
// report's merged values on subjects/refmerge (see its expected.toml):
// the four tests are four regions, one branch each, none rejected; m's
// merged reference has three values (x, y, z), the largest summary.
func TestMergeReport(t *testing.T) {
	dir := subjectClasses(t, "refmerge")
	cfg := filepath.Join(repoRoot(), "subjects", "refmerge", "refmerge.toml")
	args := []string{"run", cfg, "-D", "target.classpath=[\"" + dir + "\"]", "-D", "search.merge=veritesting", "-D", "search.workers=1"}
	var out, errb bytes.Buffer
	if code := run(append(args, "--json"), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var j struct {
		Paths int `json:"paths"`
		Merge struct {
			Regions    int            `json:"regions_merged"`
			Branches   int            `json:"branches_merged"`
			Rejected   int            `json:"regions_rejected"`
			RejectedBy map[string]int `json:"rejected_by"`
			Largest    int            `json:"largest_summary"`
		} `json:"merge"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if m := j.Merge; j.Paths != 3 || m.Regions != 4 || m.Branches != 4 || m.Rejected != 0 || len(m.RejectedBy) != 0 || m.Largest != 3 {
		t.Fatalf("paths %d, merge %+v", j.Paths, m)
	}
	out.Reset()
	if code := run(append(args, "--paths"), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// Each path returns m.v + bonus, bonus merged from d > 0: one named
	// value per path, listed as two guarded values.
	text := out.String()
	for _, want := range []string{"path 1: return v1 | pc: ", "    v1 = 1 when d_4 <= 0\n", "       | 101 when d_4 > 0\n",
		"merge: 4 regions merged (4 branches, 8 static instructions), 0 rejected, largest summary 3"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report has no %q:\n%s", want, text)
		}
	}
	// Without merging there is no merge line.
	out.Reset()
	if code := run(args[:len(args)-4], &out, &errb); code != 0 || strings.Contains(out.String(), "merge:") {
		t.Fatalf("exit %d, report:\n%s", code, out.String())
	}
}
