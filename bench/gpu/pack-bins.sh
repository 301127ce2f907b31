#!/usr/bin/env bash
# Builds the tools the GPU machine runs (no Go there) and packs them for its `carry`:
#   bench/gpu/pack-bins.sh [BRANCH ...]
# builds strata-compile, strata-run and strata-tune (static, CGO_ENABLED=0) of the working tree
# into new/, and strata-compile and strata-run of each BRANCH (a git worktree of it) into a folder
# named after its last path element, then writes .device-bin/bins.tar.xz (one xz stream, so that
# it shares what the builds have in common: three builds take 16 MB, where the 64 MiB a device call
# carries holds the repository's tracked files too). On the
# GPU machine:
#   tar xJf .device-bin/bins.tar.xz -C .device-bin && cp .device-bin/new/* .device-bin/
# puts the working tree's tools at .device-bin/ (where scripts/device/*.py look) and each branch's
# at .device-bin/NAME/, for gpu_bench.py's variant word bin=.device-bin/NAME.
set -euo pipefail
cd "$(dirname "$0")/../.."
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
build() { # build SOURCE-DIR OUT-DIR TOOL...
  local source="$1" out="$2"
  shift 2
  (cd "$source" && CGO_ENABLED=0 go build -ldflags="-s -w" -o "$out/" "$@")
}
build "$PWD" "$stage/new" ./tools/strata-compile ./tools/strata-run ./tools/strata-tune
for branch in "$@"; do
  name="${branch##*/}"
  tree="$stage/tree-$name"
  git worktree add --detach -q "$tree" "$branch"
  build "$tree" "$stage/$name" ./tools/strata-compile ./tools/strata-run
  git worktree remove --force "$tree"
done
mkdir -p .device-bin
(cd "$stage" && tar cf - --exclude='tree-*' new "${@##*/}") | xz -9e -T1 > .device-bin/bins.tar.xz.tmp
mv .device-bin/bins.tar.xz.tmp .device-bin/bins.tar.xz
ls -l .device-bin/bins.tar.xz
