#!/usr/bin/env bash
# Ours vs xuanyan0x7c7/water-sort-puzzle-solver (Rust) on the bench classes, same boards, one run.
#   tools/peer-watersort/run.sh <checkout of the peer> [boards per class, default 60]
# Needs cargo. rustc-hash comes from crates.io when reachable, else from Debian's
# librust-rustc-hash-dev (/usr/share/cargo/registry/rustc-hash-*), as used for the numbers in
# libs/watersort/README.md. Not part of CI: the peer is not vendored here.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
peer=${1:?usage: run.sh <checkout of xuanyan0x7c7/water-sort-puzzle-solver> [boards]}
boards=${2:-60}
[[ -d "$peer/src/solver" ]] || { echo "run.sh: $peer/src/solver not found" >&2; exit 2; }
build=${PEER_BUILD_DIR:-/tmp/levelbench-peer-watersort}
mkdir -p "$build/src"
rm -rf "$build/src/solver"
cp -r "$peer/src/solver" "$build/src/solver"
cp "$here/harness.rs" "$build/src/main.rs"
debian=$(ls -d /usr/share/cargo/registry/rustc-hash-1.* 2>/dev/null | tail -1 || true)
if [[ -n "$debian" ]]; then dep="rustc-hash = { path = \"$debian\" }"; else dep='rustc-hash = "1"'; fi
cat >"$build/Cargo.toml" <<TOML
[package]
name = "peer_watersort_harness"
version = "0.1.0"
edition = "2021"

[dependencies]
$dep

[profile.release]
opt-level = 3
TOML
(cd "$build" && cargo build --release --offline -q 2>/dev/null || cargo build --release -q)
cd "$root"
PEER_BIN="$build/target/release/peer_watersort_harness" PEER_BOARDS="$boards" \
  node tools/scripts/bench.mjs tools/peer-watersort/compare.ts
