package main

import (
	"fmt"
	"html"
	"io"
	"math"
	"path/filepath"
	"strings"
)

// writeSweepSVG draws the paper's Figures 8 and 9: x is the maximum
// speculation depth, y the calls as a percentage of pure DFS, one line per
// order/absurdity combination.
func writeSweepSVG(w io.Writer, name string, pure *measurement, all []*series) error {
	const (
		width, height          = 640, 400
		left, right, top, bott = 60, 190, 40, 50
	)
	maxK, maxY, minY := 1, 100.0, 100.0
	for _, s := range all {
		for _, m := range s.Points {
			if m.Depth > maxK {
				maxK = m.Depth
			}
			p := pct(m.Calls, pure.Calls)
			maxY = math.Max(maxY, p)
			minY = math.Min(minY, p)
		}
	}
	yLo := math.Floor(minY/10) * 10
	yHi := math.Ceil(maxY/10) * 10
	if yHi == yLo {
		yHi = yLo + 10
	}
	pw, ph := float64(width-left-right), float64(height-top-bott)
	x := func(k int) float64 {
		if maxK == 1 {
			return float64(left) + pw/2
		}
		return float64(left) + pw*float64(k-1)/float64(maxK-1)
	}
	y := func(v float64) float64 { return float64(top) + ph*(1-(v-yLo)/(yHi-yLo)) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="%d" y="20" font-size="14">%s: solver calls vs. max speculation depth</text>`+"\n", left, html.EscapeString(filepath.Base(name)))
	for v := yLo; v <= yHi+1e-9; v += 10 {
		fmt.Fprintf(&b, `<line x1="%d" x2="%.1f" y1="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", left, float64(left)+pw, y(v), y(v))
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end">%.0f%%</text>`+"\n", left-6, y(v)+4, v)
	}
	for k := 1; k <= maxK; k++ {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", x(k), height-bott+18, k)
	}
	fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%d" y2="%.1f" stroke="black"/>`+"\n", left, left, top, float64(top)+ph)
	fmt.Fprintf(&b, `<line x1="%d" x2="%.1f" y1="%.1f" y2="%.1f" stroke="black"/>`+"\n", left, float64(left)+pw, float64(top)+ph, float64(top)+ph)
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">max speculation depth k</text>`+"\n", float64(left)+pw/2, height-12)
	fmt.Fprintf(&b, `<text transform="translate(16,%.1f) rotate(-90)" text-anchor="middle">calls, %% of pure DFS</text>`+"\n", float64(top)+ph/2)
	colors := []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"}
	for i, s := range all {
		c := colors[i%len(colors)]
		var pts []string
		for _, m := range s.Points {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(m.Depth), y(pct(m.Calls, pure.Calls))))
		}
		dash := ""
		if s.Order == "false-first" {
			dash = ` stroke-dasharray="6,3"`
		}
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>`+"\n", c, dash, strings.Join(pts, " "))
		for _, p := range pts {
			xy := strings.Split(p, ",")
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="3" fill="%s"/>`+"\n", xy[0], xy[1], c)
		}
		ly := top + 20*i
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="%s" stroke-width="2"%s/>`+"\n", width-right+10, width-right+34, ly, ly, c, dash)
		fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", width-right+40, ly+4, html.EscapeString(s.label()))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
