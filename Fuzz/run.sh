#!/usr/bin/env bash
# Builds one libFuzzer harness and runs it for SECONDS, seeded from the corpus.
#   Fuzz/run.sh xml|model|strings|scenes|layout|lint|merge SECONDS [extra libFuzzer options…]
# The harnesses are targets of the package itself, declared when OPENSTORYBOARD_FUZZ is set
# (Package.swift), which puts the fuzzer and address sanitizers on the package's own libraries.
# FUZZ_CONFIGURATION=release (the default, for campaigns) builds in Fuzz/.build, apart from the
# normal builds; FUZZ_CONFIGURATION=debug (CI) builds in the package's .build, reusing the
# dependencies the tests' build compiled there (swift-syntax above all), so the next normal build
# there compiles the package's own modules again. Swift's backtracer is off so that a crash is
# written at once (../shared/docs/toolchain-notes.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
    echo "usage: $0 xml|model|strings|scenes|layout|lint|merge SECONDS [libFuzzer options…]" >&2
    exit 2
fi
harness=$1
seconds=$2
shift 2
case "$harness" in
    xml) product=FuzzXMLReader; pattern='*.storyboard *.xib'; dictionary=(-dict=Fuzz/xml.dict) ;;
    model) product=FuzzDocumentModel; pattern='*.storyboard *.xib'; dictionary=(-dict=Fuzz/xml.dict) ;;
    strings) product=FuzzStringsTable; pattern='*.strings'; dictionary=(-dict=Fuzz/strings.dict) ;;
    scenes) product=FuzzScenes; pattern='*.storyboard'; dictionary=(-dict=Fuzz/xml.dict) ;;
    layout) product=FuzzLayout; pattern='*.storyboard *.xib'; dictionary=(-dict=Fuzz/xml.dict) ;;
    lint) product=FuzzLint; pattern='*.storyboard *.xib'; dictionary=(-dict=Fuzz/xml.dict) ;;
    merge) product=FuzzMerge; pattern=''; dictionary=(-dict=Fuzz/xml.dict) ;;
    *) echo "unknown harness '$harness' (xml, model, strings, scenes, layout, lint, merge)" >&2; exit 2 ;;
esac

corpus=${OPENSTORYBOARD_CORPUS:-../shared/corpus}
if [ ! -d "$corpus" ]; then
    echo "no corpus at $corpus (set OPENSTORYBOARD_CORPUS)" >&2
    exit 1
fi

configuration=${FUZZ_CONFIGURATION:-release}
case "$configuration" in
    release) scratch=Fuzz/.build ;;
    debug) scratch=.build ;;
    *) echo "FUZZ_CONFIGURATION must be release or debug, not '$configuration'" >&2; exit 2 ;;
esac
export OPENSTORYBOARD_FUZZ=1
swift build -c "$configuration" --scratch-path "$scratch" --product "$product"
binary=$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/$product

# libFuzzer reads seed directories recursively but skips symbolic links and takes a file
# argument as "run this one input": the corpus's files of the harness's kind (up to the
# input size limit) are copied into a directory of their own, once.
maximum=131072
work=Fuzz/.work/$harness
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts" "Fuzz/Regressions/$harness"
if [ "$harness" = merge ] && [ -z "$(ls -A "$work/seeds")" ]; then
    # The merge harness reads `base NUL ours NUL theirs`: seeded with the real merges of
    # ../shared/merges (the cases whose three files fit in the size limit together).
    merges=${OPENSTORYBOARD_MERGES:-../shared/merges}
    if [ ! -f "$merges/cases.tar.xz" ]; then
        echo "no merge cases at $merges (set OPENSTORYBOARD_MERGES)" >&2
        exit 1
    fi
    mkdir -p "$work/cases"
    tar -C "$work/cases" -xJf "$merges/cases.tar.xz"
    index=0
    while IFS= read -r -d '' ours; do
        case_dir=$(dirname "$ours")
        extension=${ours##*.}
        base=$case_dir/base.$extension
        theirs=$case_dir/theirs.$extension
        [ -f "$theirs" ] || continue
        [ -f "$base" ] || base=/dev/null
        size=$(( $(wc -c < "$base") + $(wc -c < "$ours") + $(wc -c < "$theirs") + 2 ))
        [ "$size" -le "$maximum" ] || continue
        index=$((index + 1))
        { cat "$base"; printf '\0'; cat "$ours"; printf '\0'; cat "$theirs"; } > "$work/seeds/$index-$(basename "$case_dir")"
    done < <(find "$work/cases" -type f -name 'ours.*' -print0 | sort -z)
    rm -rf "$work/cases"
fi
if [ -z "$(ls -A "$work/seeds")" ]; then
    index=0
    for name in $pattern; do
        while IFS= read -r -d '' file; do
            index=$((index + 1))
            cp "$file" "$work/seeds/$index-$(basename "$file")"
        done < <(find "$corpus" -type f -name "$name" -size -"$maximum"c -print0)
    done
fi

# New inputs go to the first directory; the seeds and the kept regression inputs are read.
export SWIFT_BACKTRACE=enable=no
exec "$binary" "$work/corpus" "$work/seeds" "Fuzz/Regressions/$harness" \
    "${dictionary[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 -max_len="$maximum" \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@"
