// Strata's CUDA runtime for compiled host code: the functions the llvm
// dialect from gpu-to-llvm calls (lowering/gputollvm), linked into the
// shared library of `strata-compile --target=cuda --emit=so`.
//
// The driver (libcuda.so.1) is opened with dlopen at the first call: no
// CUDA header, no link-time dependency on libcuda. The names and
// signatures of the mgpu* functions follow upstream MLIR's CUDA runtime
// wrappers where they exist; strata* functions are Strata's own.
//
// Errors: a failing CUDA call prints "strata-cuda: CALL failed: NAME: MESSAGE"
// to stderr and records its CUresult in a per-thread status (the first one
// since the entry began). Once the status is set, later calls do nothing
// (allocations return NULL, launches and copies are skipped, frees are
// still attempted), so the compiled host code runs to its end without
// touching device memory and the entry returns the status. The process
// never aborts. Status -1 means the driver could not be loaded.
#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUmemPool_st *CUmemoryPool;
typedef unsigned long long CUdeviceptr;

#define STRATA_NO_DRIVER (-1)

// The driver's functions this runtime calls.
static struct {
	CUresult (*init)(unsigned);
	CUresult (*deviceGet)(CUdevice *, int);
	CUresult (*primaryCtxRetain)(CUcontext *, CUdevice);
	CUresult (*ctxSetCurrent)(CUcontext);
	CUresult (*moduleLoadDataEx)(CUmodule *, const void *, unsigned, int *, void **);
	CUresult (*moduleUnload)(CUmodule);
	CUresult (*moduleGetFunction)(CUfunction *, CUmodule, const char *);
	CUresult (*launchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
	                         unsigned, CUstream, void **, void **);
	CUresult (*funcSetAttribute)(CUfunction, int, int);
	CUresult (*memAlloc)(CUdeviceptr *, size_t);
	CUresult (*memFree)(CUdeviceptr);
	CUresult (*memAllocManaged)(CUdeviceptr *, size_t, unsigned);
	CUresult (*memAllocAsync)(CUdeviceptr *, size_t, CUstream);  // optional (CUDA 11.2)
	CUresult (*memFreeAsync)(CUdeviceptr, CUstream);             // optional
	CUresult (*deviceGetDefaultMemPool)(CUmemoryPool *, CUdevice); // optional
	CUresult (*memPoolSetAttribute)(CUmemoryPool, int, void *);    // optional
	CUresult (*memcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
	CUresult (*memcpyHtoD)(CUdeviceptr, const void *, size_t);
	CUresult (*memsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
	CUresult (*memsetD16Async)(CUdeviceptr, unsigned short, size_t, CUstream);
	CUresult (*streamCreate)(CUstream *, unsigned);
	CUresult (*streamDestroy)(CUstream);
	CUresult (*streamSynchronize)(CUstream);
	CUresult (*getErrorName)(CUresult, const char **);
	CUresult (*getErrorString)(CUresult, const char **);
} drv;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static CUresult load_status;   // 0, STRATA_NO_DRIVER or the CUresult of cuInit & co.
static char load_message[512];
static CUcontext context;
static bool sync_each_launch;  // $STRATA_CUDA_SYNC=1
static pthread_mutex_t load_mutex = PTHREAD_MUTEX_INITIALIZER;

static __thread CUresult status;   // the first error since strataEntryBegin
static __thread CUstream current;  // strata_cuda_set_stream; NULL: the legacy default stream
static __thread bool thread_ready; // the context is current in this thread

static void report(CUresult r, const char *call) {
	const char *name = "CUDA_ERROR_UNKNOWN", *msg = "unknown error";
	if (drv.getErrorName) drv.getErrorName(r, &name);
	if (drv.getErrorString) drv.getErrorString(r, &msg);
	fprintf(stderr, "strata-cuda: %s failed: %s (%d): %s\n", call, name ? name : "?", r, msg ? msg : "?");
}

// check records and reports a failing call; it returns whether r is success.
static bool check(CUresult r, const char *call) {
	if (r == 0) return true;
	if (status == 0) {
		status = r;
		report(r, call);
	}
	return false;
}

static void *sym(void *h, const char *name, bool required) {
	void *p = dlsym(h, name);
	if (!p && required && load_status == 0) {
		load_status = STRATA_NO_DRIVER;
		snprintf(load_message, sizeof load_message, "the CUDA driver lacks %s", name);
	}
	return p;
}

static void load(void) {
	const char *env = getenv("STRATA_CUDA_SYNC");
	sync_each_launch = env && strcmp(env, "1") == 0;
	void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!h) h = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		load_status = STRATA_NO_DRIVER;
		const char *e = dlerror();
		snprintf(load_message, sizeof load_message, "CUDA driver not found: %s", e ? e : "libcuda.so.1");
		return;
	}
#define REQ(field, name) *(void **)&drv.field = sym(h, name, true)
#define OPT(field, name) *(void **)&drv.field = sym(h, name, false)
	REQ(init, "cuInit");
	REQ(deviceGet, "cuDeviceGet");
	REQ(primaryCtxRetain, "cuDevicePrimaryCtxRetain");
	REQ(ctxSetCurrent, "cuCtxSetCurrent");
	REQ(moduleLoadDataEx, "cuModuleLoadDataEx");
	REQ(moduleUnload, "cuModuleUnload");
	REQ(moduleGetFunction, "cuModuleGetFunction");
	REQ(launchKernel, "cuLaunchKernel");
	REQ(funcSetAttribute, "cuFuncSetAttribute");
	REQ(memAlloc, "cuMemAlloc_v2");
	REQ(memFree, "cuMemFree_v2");
	REQ(memAllocManaged, "cuMemAllocManaged");
	OPT(memAllocAsync, "cuMemAllocAsync");
	OPT(memFreeAsync, "cuMemFreeAsync");
	OPT(deviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool");
	OPT(memPoolSetAttribute, "cuMemPoolSetAttribute");
	REQ(memcpyAsync, "cuMemcpyAsync");
	REQ(memcpyHtoD, "cuMemcpyHtoD_v2");
	REQ(memsetD32Async, "cuMemsetD32Async");
	REQ(memsetD16Async, "cuMemsetD16Async");
	REQ(streamCreate, "cuStreamCreate");
	REQ(streamDestroy, "cuStreamDestroy_v2");
	REQ(streamSynchronize, "cuStreamSynchronize");
	OPT(getErrorName, "cuGetErrorName");
	OPT(getErrorString, "cuGetErrorString");
#undef REQ
#undef OPT
	if (load_status != 0) return;
	CUdevice dev;
	CUresult r;
	const char *call = "cuInit";
	if ((r = drv.init(0)) == 0 && (call = "cuDeviceGet", r = drv.deviceGet(&dev, 0)) == 0 &&
	    (call = "cuDevicePrimaryCtxRetain", r = drv.primaryCtxRetain(&context, dev)) == 0) {
		// Stream-ordered allocation from the default pool, which keeps
		// freed memory for reuse instead of returning it at each
		// synchronization (attribute 4: CU_MEMPOOL_ATTR_RELEASE_THRESHOLD).
		CUmemoryPool pool;
		if (drv.memAllocAsync && drv.memFreeAsync && drv.deviceGetDefaultMemPool && drv.memPoolSetAttribute &&
		    drv.deviceGetDefaultMemPool(&pool, dev) == 0) {
			unsigned long long keep = ~0ull;
			drv.memPoolSetAttribute(pool, 4, &keep);
		} else {
			drv.memAllocAsync = NULL;
			drv.memFreeAsync = NULL;
		}
		return;
	}
	load_status = r;
	const char *name = "?", *msg = "?";
	if (drv.getErrorName) drv.getErrorName(r, &name);
	if (drv.getErrorString) drv.getErrorString(r, &msg);
	snprintf(load_message, sizeof load_message, "%s failed: %s (%d): %s", call, name, r, msg);
}

// ready loads the driver once and makes its context current in this
// thread; false (with the status set) when CUDA cannot be used or an
// earlier call of this entry failed.
static bool ready(void) {
	if (status != 0) return false;
	pthread_once(&load_once, load);
	if (load_status != 0) {
		status = load_status;
		fprintf(stderr, "strata-cuda: %s\n", load_message);
		return false;
	}
	if (!thread_ready) {
		if (!check(drv.ctxSetCurrent(context), "cuCtxSetCurrent")) return false;
		thread_ready = true;
	}
	return true;
}

static CUstream stream_of(CUstream s) { return s ? s : current; }

// ---- Strata's entry protocol ----

// strataEntryBegin starts a call of a `_mlir_ciface_` entry: it clears
// this thread's status and makes the context current.
void strataEntryBegin(void) {
	status = 0;
	if (ready() && context) check(drv.ctxSetCurrent(context), "cuCtxSetCurrent");
}

// strataEntryEnd waits for the entry's work on the stream and returns the
// status: 0, the CUresult of the first failing call, or -1 (no driver).
int32_t strataEntryEnd(void) {
	if (status == 0) check(drv.streamSynchronize(current), "cuStreamSynchronize");
	return status;
}

// ---- the public C API of the library ----

// strata_cuda_last_error returns this thread's status (see strataEntryEnd)
// and clears it.
int32_t strata_cuda_last_error(void) {
	int32_t s = status;
	status = 0;
	return s;
}

// strata_cuda_set_stream makes the library's work in this thread go to
// stream (a CUstream, e.g. torch.cuda.current_stream().cuda_stream); NULL
// (the default) is the legacy default stream.
void strata_cuda_set_stream(void *stream) { current = (CUstream)stream; }

void mgpuMemFree(void *ptr, CUstream stream);

// strata_cuda_free frees device memory the library allocated (the
// `allocated` pointer of a memref result), ordered after the work on the
// library's stream. NULL is ignored. Returns 0 or the CUresult.
int32_t strata_cuda_free(void *ptr) {
	int32_t before = status;
	status = 0;
	mgpuMemFree(ptr, NULL);
	int32_t s = status;
	status = before;
	return s;
}

// ---- modules and kernels ----

static CUmodule load_module(const void *data) {
	char errlog[8192] = {0};
	int options[] = {5 /* CU_JIT_ERROR_LOG_BUFFER */, 6 /* CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES */};
	void *values[] = {errlog, (void *)(uintptr_t)(sizeof errlog - 1)};
	CUmodule m = NULL;
	CUresult r = drv.moduleLoadDataEx(&m, data, 2, options, values);
	if (!check(r, "cuModuleLoadDataEx")) {
		if (errlog[0]) fprintf(stderr, "strata-cuda: the PTX JIT says:\n%s\n", errlog);
		return NULL;
	}
	return m;
}

CUmodule mgpuModuleLoad(void *data, size_t size) {
	(void)size;
	if (!ready()) return NULL;
	return load_module(data);
}

void mgpuModuleUnload(CUmodule module) {
	if (module && ready()) check(drv.moduleUnload(module), "cuModuleUnload");
}

CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
	if (!module || !ready()) return NULL;
	CUfunction f = NULL;
	check(drv.moduleGetFunction(&f, module, name), "cuModuleGetFunction");
	return f;
}

// strataLoadKernel returns kernel name of the PTX module ptx (a
// NUL-terminated string), loading the module at the first call from any
// thread: *moduleSlot and *functionSlot cache the handles (zero at first).
CUfunction strataLoadKernel(void **functionSlot, void **moduleSlot, const char *ptx, const char *name) {
	CUfunction f = __atomic_load_n((CUfunction *)functionSlot, __ATOMIC_ACQUIRE);
	if (f) return status == 0 ? f : NULL;
	if (!ready()) return NULL;
	pthread_mutex_lock(&load_mutex);
	f = __atomic_load_n((CUfunction *)functionSlot, __ATOMIC_ACQUIRE);
	if (!f) {
		CUmodule m = __atomic_load_n((CUmodule *)moduleSlot, __ATOMIC_ACQUIRE);
		if (!m && (m = load_module(ptx)) != NULL) __atomic_store_n((CUmodule *)moduleSlot, m, __ATOMIC_RELEASE);
		if (m && check(drv.moduleGetFunction(&f, m, name), "cuModuleGetFunction"))
			__atomic_store_n((CUfunction *)functionSlot, f, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&load_mutex);
	return f;
}

void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                      intptr_t blockY, intptr_t blockZ, int32_t smem, CUstream stream, void **params,
                      void **extra, size_t paramsCount) {
	(void)paramsCount;
	if (!function || !ready()) return;
	stream = stream_of(stream);
	// Beyond 48 KB of dynamic shared memory a kernel must be allowed it
	// first (strata-gpu-dynamic-workgroup-memory's kernels). Attribute 8:
	// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
	if (smem > 48 * 1024 && !check(drv.funcSetAttribute(function, 8, smem), "cuFuncSetAttribute")) return;
	if (!check(drv.launchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, smem, stream, params, extra),
	           "cuLaunchKernel"))
		return;
	if (sync_each_launch) check(drv.streamSynchronize(stream), "cuStreamSynchronize (after a launch)");
}

// ---- streams ----

CUstream mgpuStreamCreate(void) {
	CUstream s = NULL;
	if (ready()) check(drv.streamCreate(&s, 1 /* CU_STREAM_NON_BLOCKING */), "cuStreamCreate");
	return s;
}

void mgpuStreamDestroy(CUstream stream) {
	if (stream && ready()) check(drv.streamDestroy(stream), "cuStreamDestroy");
}

void mgpuStreamSynchronize(CUstream stream) {
	if (ready()) check(drv.streamSynchronize(stream_of(stream)), "cuStreamSynchronize");
}

// ---- memory ----

void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream, bool isHostShared) {
	if (sizeBytes == 0 || !ready()) return NULL;
	CUdeviceptr p = 0;
	if (isHostShared)
		check(drv.memAllocManaged(&p, sizeBytes, 1 /* CU_MEM_ATTACH_GLOBAL */), "cuMemAllocManaged");
	else if (drv.memAllocAsync)
		check(drv.memAllocAsync(&p, sizeBytes, stream_of(stream)), "cuMemAllocAsync");
	else
		check(drv.memAlloc(&p, sizeBytes), "cuMemAlloc");
	return (void *)(uintptr_t)p;
}

void mgpuMemFree(void *ptr, CUstream stream) {
	if (!ptr) return;
	// A free is attempted even after an error, so that a failed call
	// leaks as little as it can; its own failure is then not reported.
	if (status != 0) {
		if (load_status == 0 && drv.memFree) {
			if (drv.memFreeAsync) drv.memFreeAsync((CUdeviceptr)(uintptr_t)ptr, stream_of(stream));
			else drv.memFree((CUdeviceptr)(uintptr_t)ptr);
		}
		return;
	}
	if (!ready()) return;
	if (drv.memFreeAsync)
		check(drv.memFreeAsync((CUdeviceptr)(uintptr_t)ptr, stream_of(stream)), "cuMemFreeAsync");
	else
		check(drv.memFree((CUdeviceptr)(uintptr_t)ptr), "cuMemFree");
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, CUstream stream) {
	if (sizeBytes == 0 || !ready()) return;
	check(drv.memcpyAsync((CUdeviceptr)(uintptr_t)dst, (CUdeviceptr)(uintptr_t)src, sizeBytes, stream_of(stream)),
	      "cuMemcpyAsync");
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, CUstream stream) {
	if (count == 0 || !ready()) return;
	check(drv.memsetD32Async((CUdeviceptr)(uintptr_t)dst, value, count, stream_of(stream)), "cuMemsetD32Async");
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, CUstream stream) {
	if (count == 0 || !ready()) return;
	check(drv.memsetD16Async((CUdeviceptr)(uintptr_t)dst, value, count, stream_of(stream)), "cuMemsetD16Async");
}

// strataGlobalToDevice returns a device copy of the host global host
// (sizeBytes bytes), uploaded at the first call from any thread and cached
// in *slot (zero at first); it lives as long as the process.
void *strataGlobalToDevice(void **slot, const void *host, int64_t sizeBytes) {
	void *p = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
	if (p) return status == 0 ? p : NULL;
	if (!ready()) return NULL;
	pthread_mutex_lock(&load_mutex);
	p = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
	if (!p) {
		CUdeviceptr d = 0;
		if (check(drv.memAlloc(&d, sizeBytes > 0 ? (size_t)sizeBytes : 1), "cuMemAlloc")) {
			if (sizeBytes <= 0 || check(drv.memcpyHtoD(d, host, (size_t)sizeBytes), "cuMemcpyHtoD")) {
				p = (void *)(uintptr_t)d;
				__atomic_store_n(slot, p, __ATOMIC_RELEASE);
			} else {
				drv.memFree(d);
			}
		}
	}
	pthread_mutex_unlock(&load_mutex);
	return p;
}
