#!/usr/bin/env bash
# Runs gospf verify on every program of the verification corpus and prints
# the table of docs/verify-corpus.md: program, expected verdict, verdict,
# wall time.
#   scripts/verify-corpus.sh [bin/gospf]
set -euo pipefail
gospf=${1:-bin/gospf}
cfg=subjects/verify/verify.toml
echo "| program | expected | verdict | time |"
echo "|---|---|---|---|"
for src in subjects/verify/V*.java; do
    name=$(basename "$src" .java)
    expected=$(awk -v s="[$name]" '$0 == s {f = 1; next} f && /^verdict/ {gsub(/"/, "", $3); print $3; exit}' subjects/verify/verdicts.toml)
    overrides=$(awk -v s="[$name]" '$0 == s {f = 1; next} /^\[/ {f = 0} f && /^overrides/ {print}' subjects/verify/verdicts.toml |
        sed -e 's/overrides = \[//' -e 's/\]//' -e 's/"//g' -e 's/,/ /g')
    args=()
    for o in $overrides; do args+=(-D "$o"); done
    start=$(date +%s.%N)
    out=$("$gospf" verify "$cfg" -D "target.main=$name" ${args[@]+"${args[@]}"} || true)
    end=$(date +%s.%N)
    verdict=$(sed -n 's/^VERDICT: //p' <<<"$out")
    printf "| %s | %s | %s | %.2f s |\n" "$name" "$expected" "$verdict" "$(echo "$end - $start" | bc)"
done
