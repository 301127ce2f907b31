#!/usr/bin/env bash
# Fetches NVIDIA's PTX assembler (ptxas) for the emit/ptx tests, without
# installing anything: Debian bookworm's non-free nvidia-cuda-toolkit (CUDA
# 11.8) .deb is downloaded with `apt-get download` through a private apt
# configuration (its own sources list naming non-free, its own state and
# cache folders; the system's sources are not touched) and unpacked with
# `dpkg -x` into a cache folder. No driver is needed: ptxas only assembles.
#
#   scripts/setup-ptxas.sh        # prints the path of ptxas
#
# The folder is $STRATA_PTXAS_DIR, or build/ptxas in the repository; ptxas
# is linked as <folder>/bin/ptxas, where emit/ptx's tests look for it.
# Idempotent: a second run only prints the path.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${STRATA_PTXAS_DIR:-$root/build/ptxas}"
link="$dir/bin/ptxas"

if [ -x "$link" ] && "$link" --version >/dev/null 2>&1; then
  echo "$link"
  exit 0
fi

mkdir -p "$dir/apt/state/lists/partial" "$dir/apt/cache/archives/partial" "$dir/apt/etc/sources.list.d" "$dir/deb" "$dir/bin"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
mirror="${STRATA_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cat >"$dir/apt/etc/sources.list" <<SOURCES
deb [signed-by=$keyring] $mirror bookworm main contrib non-free
deb [signed-by=$keyring] $mirror bookworm-updates main contrib non-free
SOURCES

apt_opts=(
  -o "Dir::Etc::SourceList=$dir/apt/etc/sources.list"
  -o "Dir::Etc::SourceParts=$dir/apt/etc/sources.list.d"
  -o "Dir::State=$dir/apt/state"
  -o "Dir::State::status=/dev/null"
  -o "Dir::Cache=$dir/apt/cache"
  -o "APT::Architecture=amd64"
  -o "APT::Sandbox::User=$(id -un)"
  -o "Debug::NoLocking=1"
)

apt-get "${apt_opts[@]}" -qq update >&2
(cd "$dir/deb" && rm -f nvidia-cuda-toolkit_*.deb && apt-get "${apt_opts[@]}" -qq download nvidia-cuda-toolkit >&2)
deb="$(ls "$dir"/deb/nvidia-cuda-toolkit_*.deb | head -n1)"
rm -rf "$dir/root"
dpkg -x "$deb" "$dir/root"

ptxas=""
for c in "$dir/root/usr/lib/nvidia-cuda-toolkit/bin/ptxas" "$dir/root/usr/bin/ptxas"; do
  if [ -x "$c" ] && [ ! -L "$c" ]; then ptxas="$c"; break; fi
done
if [ -z "$ptxas" ]; then
  ptxas="$(find "$dir/root" -name ptxas -type f -perm -u+x | head -n1)"
fi
if [ -z "$ptxas" ]; then
  echo "setup-ptxas: no ptxas in $deb" >&2
  exit 1
fi
ln -sf "$ptxas" "$link"
rm -rf "$dir/apt" "$dir/deb"
"$link" --version >&2
echo "$link"
