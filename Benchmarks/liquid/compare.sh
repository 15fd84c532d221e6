#!/usr/bin/env bash
# sitegen's Liquid engine against Ruby Liquid 5.4 (Debian's ruby-liquid) in one run: the same
# blog index template (1,000 posts: date, truncatewords, where, escape, strip_html, cycle,
# includes) and data, outputs compared byte for byte, then the throughput ratio.
#
#   Benchmarks/liquid/compare.sh [ROUNDS]      (default 3 alternating rounds)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-3}
command -v ruby >/dev/null && ruby -rliquid -e '' 2>/dev/null || { echo "needs ruby and ruby-liquid: apt-get install ruby-liquid" >&2; exit 2; }
swift build -c release --product LiquidBench >/dev/null 2>&1 || swift build -c release --product LiquidBench
bench="$(swift build -c release --show-bin-path)/LiquidBench"
swift_rates=() ruby_rates=()
for ((i = 1; i <= rounds; i++)); do
  s=$("$bench" --iterations 200 | head -n 1)
  r=$(ruby Benchmarks/liquid/bench.rb 20)
  echo "$s"
  echo "$r"
  swift_rates+=("$(sed -n 's/.* \([0-9.]*\) renders\/s.*/\1/p' <<<"$s")")
  ruby_rates+=("$(sed -n 's/.* \([0-9.]*\) renders\/s.*/\1/p' <<<"$r")")
done
cmp -s /tmp/liquid-bench-swift.html /tmp/liquid-bench-ruby.html \
  && echo "outputs: identical ($(wc -c </tmp/liquid-bench-swift.html) bytes)" \
  || { echo "outputs differ: diff /tmp/liquid-bench-swift.html /tmp/liquid-bench-ruby.html" >&2; exit 1; }
python3 - "${swift_rates[*]}" "${ruby_rates[*]}" <<'PY'
import statistics, sys
s = [float(x) for x in sys.argv[1].split()]
r = [float(x) for x in sys.argv[2].split()]
print("median renders/s: sitegen %.1f, ruby-liquid %.1f; ratio %.1fx (per round: %s)" % (
    statistics.median(s), statistics.median(r), statistics.median(s) / statistics.median(r),
    ", ".join("%.1f" % (a / b) for a, b in zip(s, r))))
PY
