#!/usr/bin/env bash
# Builds the tools the GPU machine runs (no Go there) and packs them for its `carry`:
#   bench/gpu/pack-bins.sh [BRANCH ...]
# builds strata-compile, strata-run and strata-tune (static, CGO_ENABLED=0) of the working tree
# into new/, and of each BRANCH (a git worktree of it) into a folder named after its last path
# element, then writes .device-bin/bins.tar.xz (xz shares what the builds have in common). On the
# GPU machine:
#   tar xJf .device-bin/bins.tar.xz -C .device-bin && cp .device-bin/new/* .device-bin/
# puts the working tree's tools at .device-bin/ (where scripts/device/*.py look) and each branch's
# at .device-bin/NAME/, for gpu_bench.py's variant word bin=.device-bin/NAME.
set -euo pipefail
cd "$(dirname "$0")/../.."
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
build() { # build SOURCE-DIR OUT-DIR
  (cd "$1" && CGO_ENABLED=0 go build -ldflags="-s -w" -o "$2/" ./tools/strata-compile ./tools/strata-run ./tools/strata-tune)
}
build "$PWD" "$stage/new"
for branch in "$@"; do
  name="${branch##*/}"
  tree="$stage/tree-$name"
  git worktree add --detach -q "$tree" "$branch"
  build "$tree" "$stage/$name"
  git worktree remove --force "$tree"
done
mkdir -p .device-bin
(cd "$stage" && tar cf - --exclude='tree-*' new "${@##*/}") | xz -9 -T2 > .device-bin/bins.tar.xz.tmp
mv .device-bin/bins.tar.xz.tmp .device-bin/bins.tar.xz
ls -l .device-bin/bins.tar.xz
