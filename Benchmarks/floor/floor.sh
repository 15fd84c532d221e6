#!/usr/bin/env bash
# sitegen against its floor, in one hyperfine run: the floor is cmark-gfm over all the posts'
# Markdown (front matter stripped, one process) plus writing the output (`cp -r` of a built
# site to a fresh folder). Issue 6 asks for a full build within 2x of floor = cmark + write.
#
#   Benchmarks/floor/floor.sh N [RUNS]      (run from the repository root)
#
# Env: SITEGEN (default .build/release/sitegen), GEN_CORPUS (default ../shared/bench/gen_corpus.py).
# Needs python3, hyperfine and cmark-gfm (apt packages of those names); installs nothing.
set -euo pipefail
N=${1:?usage: floor.sh N [RUNS]}
RUNS=${2:-5}
SITEGEN=$(realpath "${SITEGEN:-.build/release/sitegen}")
GEN_CORPUS=$(realpath "${GEN_CORPUS:-../shared/bench/gen_corpus.py}")
for tool in python3 hyperfine cmark-gfm; do
    command -v "$tool" >/dev/null || { echo "floor.sh: needs $tool (apt-get install $tool)" >&2; exit 2; }
done
[[ -x $SITEGEN ]] || { echo "floor.sh: build sitegen first: swift build -c release --product sitegen --static-swift-stdlib" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/sitegen-floor.XXXXXX")
trap 'rm -rf -- "$work"' EXIT
cd "$work"
python3 "$GEN_CORPUS" --posts "$N" --flavor jekyll --no-highlight --out src >/dev/null
# Every post's Markdown without its front matter, concatenated.
for f in src/_posts/*; do awk 'NR==1 && /^---$/ {fm=1; next} fm && /^---$/ {fm=0; next} !fm' "$f"; done > all.md
"$SITEGEN" build --source src --destination built -q 2>/dev/null

hyperfine --style basic --runs "$RUNS" --export-json floor.json \
    -n sitegen --prepare "rm -rf out" "$SITEGEN build --source src --destination out -q" \
    -n cmark-gfm --prepare true "cmark-gfm --extension table --extension strikethrough --extension autolink all.md > /dev/null" \
    -n write --prepare "rm -rf copy" "cp -r built copy" >/dev/null
python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("floor.json"))["results"]}
floor = r["cmark-gfm"] + r["write"]
print(f"sitegen {r['sitegen']:.3f} s   cmark-gfm {r['cmark-gfm']:.3f} s   write {r['write']:.3f} s")
print(f"floor (cmark-gfm + write) {floor:.3f} s   sitegen/floor {r['sitegen'] / floor:.2f}")
PY
