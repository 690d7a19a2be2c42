#!/usr/bin/env bash
# Preview goldens' throughput (issue #46): generates a package of COUNT
# simple previews (a label and a symbol in a rounded card, each a little
# different) whose tests come from the FlipbookPreviews plug-in, builds
# it into Flipbook's own .build (debug, as `swift test` builds), records
# the goldens once, then times the generated suite comparing them, ROUNDS
# times. Prints the median wall time of the suite and previews per second.
#
#   Scripts/bench-support/previews.sh [COUNT] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-100}
rounds=${2:-3}
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Cards" "$work/Tests/CardsTests"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "PreviewBench",
  dependencies: [.package(name: "Flipbook", path: "$root")],
  targets: [
    .target(name: "Cards", dependencies: [.product(name: "Flipbook", package: "Flipbook")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "CardsTests", dependencies: ["Cards", .product(name: "FlipbookTesting", package: "Flipbook")],
      plugins: [.plugin(name: "FlipbookPreviews", package: "Flipbook")]),
  ])
SWIFT
{
  echo "import Flipbook"
  echo
  echo "struct Card: View {"
  echo "  let index: Int"
  echo "  var body: some View {"
  echo "    HStack(spacing: 8) {"
  echo "      Image(systemName: index % 2 == 0 ? \"star.fill\" : \"heart.fill\").foregroundColor(.orange)"
  echo "      Text(\"Card \\(index)\").font(.headline)"
  echo "    }"
  echo "    .padding(12)"
  echo "    .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))"
  echo "  }"
  echo "}"
  for i in $(seq 1 "$count"); do
    echo
    echo "#Preview(\"Card $i\") { Card(index: $i) }"
  done
} >"$work/Sources/Cards/Cards.swift"
echo "// The generated preview goldens are this target's tests." >"$work/Tests/CardsTests/Placeholder.swift"

package=(--package-path "$work" --scratch-path "$root/.build")
swift build "${package[@]}" --build-tests >/dev/null
FLIPBOOK_RECORD=missing swift test "${package[@]}" --skip-build --filter FlipbookPreviewGoldens >/dev/null 2>&1 || true
times=()
for _ in $(seq "$rounds"); do
  start=$(date +%s.%N)
  swift test "${package[@]}" --skip-build --filter FlipbookPreviewGoldens >"$work/log" 2>&1 ||
    { tail -20 "$work/log" >&2; echo "previews: the generated suite failed" >&2; exit 1; }
  times+=("$(echo "$(date +%s.%N) - $start" | bc -l)")
done
median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
printf "previews %d, suite %.2f s (median of %d, whole swift test process), %.1f previews/s\n" \
  "$count" "$median" "$rounds" "$(echo "$count / $median" | bc -l)"
