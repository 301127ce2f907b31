# The body of the lit tests' stub backend plug-ins, sourced by each
# strata-backend-NAME here after it sets CAPS (the capabilities JSON) and
# KIND: what its compile request writes, with cc, for the functions asked
# for: "object" or "shared-library" (a stub _mlir_ciface_F each, never
# run), "lacking" (a shared library without them), "text" (a shared library
# that is not ELF), "object-as-library" (an object it calls a shared
# library) or any other word (an artifact of that kind). With
# $STRATA_STUB_SEGMENTS set it copies the module it was sent there.
PATH=/usr/local/bin:/usr/bin:/bin:$PATH
case $1 in
capabilities) printf '%s\n' "$CAPS"; exit 0 ;;
compile) shift ;;
*) echo "strata-backend-stub: unknown request $1" >&2; exit 2 ;;
esac
out= functions=
while [ $# -gt 0 ]; do
  case $1 in
  --out) out=$2; shift ;;
  --function) functions="$functions $2"; shift ;;
  esac
  shift
done
cat > "$out/segments.mlir"
[ -z "$STRATA_STUB_SEGMENTS" ] || cp "$out/segments.mlir" "$STRATA_STUB_SEGMENTS"
: > "$out/stub.c"
if [ "$KIND" != lacking ]; then
  for f in $functions; do echo "void _mlir_ciface_$f(void) {}" >> "$out/stub.c"; done
fi
echo "void stub_marker(void) {}" >> "$out/stub.c"
artifact=libstub.so kind=shared-library
case $KIND in
object) artifact=stub.o kind=object; cc -c -fPIC -o "$out/stub.o" "$out/stub.c" || exit 1 ;;
shared-library|lacking) cc -shared -fPIC -o "$out/libstub.so" "$out/stub.c" || exit 1 ;;
object-as-library) artifact=stub.o; cc -c -fPIC -o "$out/stub.o" "$out/stub.c" || exit 1 ;;
text) echo "not a library" > "$out/libstub.so" ;;
*) kind=$KIND; echo x > "$out/libstub.so" ;;
esac
list=
for f in $functions; do list="$list${list:+, }\"$f\""; done
printf '{"protocol": 1, "artifact": "%s", "kind": "%s", "functions": [%s]}\n' "$artifact" "$kind" "$list"
