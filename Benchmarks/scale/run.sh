#!/usr/bin/env bash
# Build times and peak memory of sitegen at 1,000, 10,000 and 100,000 posts, with Jekyll and
# Hugo beside it where installed, on a blog generated here (Benchmarks/scale/gen_blog.py).
#
#   Benchmarks/scale/run.sh [options]          (from the repository root)
#
#   --sizes "1000 10000 100000"   post counts (default those three)
#   --runs R                      builds per tool and size, interleaved (default 1)
#   --sitegen PATH                sitegen to time (default .build/release/sitegen)
#   --baseline PATH               another sitegen (an older build) timed in the same run,
#                                 interleaved with --sitegen: before/after figures
#   --no-highlight                posts' code uncoloured (by all three)
#   --no-jekyll, --no-hugo        skip one; skipped anyway when not installed
#   --jekyll-max N                largest size Jekyll builds (default 10000: hours beyond)
#   --out DIR                     results folder (default Benchmarks/scale/results)
#   --docs                        also write the table the docs' performance page includes
#                                 (docs/_includes/scale-results.md)
#
# Every build is cold (empty destination, no .jekyll-cache) and measured by GNU time
# (`/usr/bin/time -f`): wall, user and system seconds and peak RSS. Writes results.csv (one
# row per build) and results.md (medians per tool and size). Needs python3 and GNU time
# (apt-get install python3 time); Jekyll and Hugo are optional (apt-get install jekyll hugo).
# Machines shared with other work move absolute seconds: compare tools within one run.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sizes="1000 10000 100000"; runs=1; sitegen=$repo/.build/release/sitegen; baseline=""
highlight=1; jekyll=1; hugo=1; jekyll_max=10000; out=$repo/Benchmarks/scale/results; docs=0
while (($#)); do
    case $1 in
        --sizes) sizes=$2; shift;;
        --runs) runs=$2; shift;;
        --sitegen) sitegen=$2; shift;;
        --baseline) baseline=$2; shift;;
        --no-highlight) highlight=0;;
        --no-jekyll) jekyll=0;;
        --no-hugo) hugo=0;;
        --jekyll-max) jekyll_max=$2; shift;;
        --out) out=$2; shift;;
        --docs) docs=1;;
        -h|--help) sed -n '2,24p' "$0"; exit 0;;
        *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2;;
    esac
    shift
done
[[ -x /usr/bin/time ]] || { echo "run.sh: needs GNU time (apt-get install time)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "run.sh: needs python3" >&2; exit 2; }
[[ -x $sitegen ]] || { echo "run.sh: no sitegen at $sitegen; build it: swift build -c release --product sitegen" >&2; exit 2; }
sitegen=$(realpath "$sitegen")
[[ -z $baseline ]] || baseline=$(realpath "$baseline")
command -v jekyll >/dev/null || jekyll=0
command -v hugo >/dev/null || hugo=0
export LC_ALL=C.UTF-8 TZ=UTC JEKYLL_ENV=production JEKYLL_NO_BUNDLER_REQUIRE=true

mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d "${TMPDIR:-/tmp}/sitegen-scale.XXXXXX")
trap 'rm -rf -- "$work"' EXIT
csv=$out/results.csv
echo "tool,posts,run,wall_s,user_s,sys_s,peak_rss_kb,html_files" > "$csv"
gen_args=(); ((highlight)) || gen_args+=(--no-highlight)

# One cold build of tool $1 (command in the rest), appended to the CSV.
measure() {
    local tool=$1 n=$2 run=$3 dest=$4; shift 4
    rm -rf "$dest"
    if ! /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/log" 2>&1; then
        echo "run.sh: $tool failed at $n posts:" >&2; tail -n 20 "$work/log" >&2; exit 1
    fi
    read -r wall user sys rss < "$work/time"
    local pages; pages=$(find "$dest" -name '*.html' -type f | wc -l)
    echo "$tool,$n,$run,$wall,$user,$sys,$rss,$pages" >> "$csv"
    printf '%-16s %7d posts  run %d: wall %6.2f s  user %6.2f s  sys %6.2f s  peak %7.1f MB  %d pages\n' \
        "$tool" "$n" "$run" "$wall" "$user" "$sys" "$(echo "$rss / 1024" | bc -l)" "$pages"
}

for n in $sizes; do
    src=$work/src-$n
    python3 "$repo/Benchmarks/scale/gen_blog.py" --posts "$n" --out "$src" "${gen_args[@]}"
    if ((hugo)); then python3 "$repo/Benchmarks/scale/gen_blog.py" --posts "$n" --out "$src-hugo" --flavor hugo "${gen_args[@]}"; fi
    for ((r = 1; r <= runs; r++)); do
        [[ -z $baseline ]] || measure sitegen-baseline "$n" "$r" "$work/out" "$baseline" build -q -s "$src" -d "$work/out"
        measure sitegen "$n" "$r" "$work/out" "$sitegen" build -q -s "$src" -d "$work/out"
        if ((hugo)); then measure hugo "$n" "$r" "$work/out-hugo" hugo --quiet -s "$src-hugo" -d "$work/out-hugo"; fi
        if ((jekyll)) && ((n <= jekyll_max)); then
            rm -rf "$src/.jekyll-cache"
            measure jekyll "$n" "$r" "$work/out" jekyll build -q -s "$src" -d "$work/out"
        fi
    done
    rm -rf "$src" "$src-hugo" "$work/out" "$work/out-hugo"
done

python3 - "$csv" "$out/results.md" "$docs" "$repo/docs/_includes/scale-results.md" "$sitegen" "${baseline:-}" "$highlight" <<'PY'
import csv, datetime, hashlib, statistics, subprocess, sys
rows = list(csv.DictReader(open(sys.argv[1])))
def version(path):
    # Two builds of one release print the same version: the binary's hash tells them apart.
    try:
        shown = subprocess.run([path, "--version"], capture_output=True, text=True).stdout.split("\n")[0].strip()
        with open(path, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()[:10]
        return "%s (sha256 %s)" % (shown, digest)
    except OSError:
        return "?"
groups = {}
for r in rows:
    groups.setdefault((r["tool"], int(r["posts"])), []).append(r)
order = ["sitegen-baseline", "sitegen", "hugo", "jekyll"]
lines = ["| tool | posts | wall s | user s | sys s | CPU ÷ wall | peak RSS MB | pages |",
         "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
for (tool, n), rs in sorted(groups.items(), key=lambda kv: (kv[0][1], order.index(kv[0][0]))):
    med = lambda k: statistics.median(float(x[k]) for x in rs)
    wall, user, sys_ = med("wall_s"), med("user_s"), med("sys_s")
    lines.append("| %s | %s | %.2f | %.2f | %.2f | %.2f | %.0f | %s |" % (
        tool, format(n, ","), wall, user, sys_, (user + sys_) / wall if wall else 0, med("peak_rss_kb") / 1024,
        rs[0]["html_files"]))
runs = max(int(r["run"]) for r in rows)
note = ("%s; `Benchmarks/scale/run.sh`, %s, medians of %d run%s per cell; sitegen: %s%s" % (
    datetime.date.today().isoformat(), "code coloured" if sys.argv[7] == "1" else "code not coloured",
    runs, "" if runs == 1 else "s", version(sys.argv[5]),
    ("; baseline: " + version(sys.argv[6])) if sys.argv[6] else ""))
text = "\n".join(lines) + "\n\n" + note + "\n"
open(sys.argv[2], "w").write(text)
print()
print(text)
if sys.argv[3] == "1":
    open(sys.argv[4], "w").write(text)
    print("wrote", sys.argv[4])
PY
