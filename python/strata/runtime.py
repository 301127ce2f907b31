"""Calling a library strata-compile built: memref descriptors from torch tensors, results back.

The library exports `_mlir_ciface_NAME` (docs/compile.md, "The C ABI of the library"): each tensor
argument is a pointer to a descriptor {allocated, aligned, offset, sizes[r], strides[r]}; the
results come first, written through a pointer to one descriptor (or to a struct of them). The
results' buffers are the library's (malloc on the CPU, the CUDA runtime's stream-ordered memory on
the GPU) and become torch tensors without a copy, through DLPack: the tensor's deleter frees the
buffer when torch is done with it.

A loaded library is never unloaded: the CPU runtime's worker threads live in it.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass

import torch

# DLPack (dlpack.h, v0.8): the structs torch.from_dlpack reads.
_DL_CPU, _DL_CUDA = 1, 2
_DL_INT, _DL_UINT, _DL_FLOAT, _DL_BFLOAT, _DL_BOOL = 0, 1, 2, 4, 6

DTYPES = {
    # torch dtype: (DLPack code, bits, torch-dialect element type)
    torch.float32: (_DL_FLOAT, 32, "f32"),
    torch.float64: (_DL_FLOAT, 64, "f64"),
    torch.float16: (_DL_FLOAT, 16, "f16"),
    torch.bfloat16: (_DL_BFLOAT, 16, "bf16"),
    torch.int64: (_DL_INT, 64, "si64"),
    torch.int32: (_DL_INT, 32, "si32"),
    torch.int16: (_DL_INT, 16, "si16"),
    torch.int8: (_DL_INT, 8, "si8"),
    torch.uint8: (_DL_UINT, 8, "ui8"),
    torch.bool: (_DL_BOOL, 8, "i1"),
}


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))
_DLManagedTensor._fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", _DELETER)]

_capsule_new = ctypes.pythonapi.PyCapsule_New
_capsule_new.restype = ctypes.py_object
_capsule_new.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
_CAPSULE_NAME = b"dltensor"


class StrataRuntimeError(RuntimeError):
    """A compiled function that failed at run time (a CUDA error, a bad argument)."""


def descriptor_type(rank: int) -> type:
    """The ctypes struct of a memref descriptor of rank `rank`."""
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    if rank > 0:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}", (ctypes.Structure,), {"_fields_": fields})


@dataclass(frozen=True)
class TensorSpec:
    """A tensor argument or result: its dtype and rank (sizes come at run time)."""
    dtype: torch.dtype
    rank: int


class _Buffers:
    """Result buffers torch holds through DLPack, freed when the last tensor on them dies."""

    def __init__(self):
        self.lock = threading.Lock()
        self.count: dict[int, int] = {}
        # address of a managed tensor -> (what it keeps alive, its buffer, the free function)
        self.live: dict[int, tuple] = {}

    def take(self, pointer: int) -> None:
        with self.lock:
            self.count[pointer] = self.count.get(pointer, 0) + 1

    def release(self, pointer: int, free) -> None:
        with self.lock:
            n = self.count[pointer] - 1
            if n:
                self.count[pointer] = n
                return
            del self.count[pointer]
        free(pointer)


_buffers = _Buffers()


@_DELETER
def _delete(managed):
    key = ctypes.addressof(managed.contents)
    with _buffers.lock:
        entry = _buffers.live.pop(key, None)
    if entry is not None:
        _, pointer, free = entry
        if pointer:
            _buffers.release(pointer, free)


class Library:
    """The compiled function `entry` of the shared library at path, called on torch tensors."""

    def __init__(self, path: str, entry: str, args: list[TensorSpec], results: list[TensorSpec],
                 device: str = "cpu"):
        self.path, self.args, self.results, self.device = path, args, results, device
        self.lib = ctypes.CDLL(path)
        self.fn = getattr(self.lib, "_mlir_ciface_" + entry)
        self.arg_types = [descriptor_type(a.rank) for a in args]
        self.descriptors: list = [None] * len(args)
        self.result_types = [descriptor_type(r.rank) for r in results]
        if len(results) > 1:
            self.result_struct = type("Results", (ctypes.Structure,),
                                      {"_fields_": [(f"r{i}", t) for i, t in enumerate(self.result_types)]})
        self.on_gpu = device == "cuda"
        if device == "cuda":
            # The raw stream handle, without torch.cuda.current_stream()'s Stream object (a few
            # microseconds a call, as much as a small model's kernels).
            self.gpu_index = torch.cuda.current_device()
            self.current_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None) or (
                lambda index: torch.cuda.current_stream(index).cuda_stream)
            self.fn.restype = ctypes.c_int32
            self.lib.strata_cuda_free.argtypes = [ctypes.c_void_p]
            self.lib.strata_cuda_free.restype = ctypes.c_int32
            self.lib.strata_cuda_set_stream.argtypes = [ctypes.c_void_p]
            self.lib.strata_cuda_set_stream.restype = None
            self.free = self.lib.strata_cuda_free
        else:
            self.fn.restype = None
            libc = ctypes.CDLL(None)
            libc.free.argtypes = [ctypes.c_void_p]
            self.free = libc.free

    def __call__(self, tensors: list[torch.Tensor]) -> list[torch.Tensor]:
        if len(tensors) != len(self.args):
            raise StrataRuntimeError(f"{self.path}: {len(tensors)} arguments, the function takes {len(self.args)}")
        # The arguments by pointer: kept alive through the call, and how a result that is
        # (a view of) an argument is recognized.
        inputs, pointers = {}, []
        for i, t in enumerate(tensors):
            spec = self.args[i]
            # A model's weights come back at every call with the same pointer and shape: their
            # descriptors are made once (a large model has hundreds), and a tensor whose pointer,
            # shape, dtype, device and layout are those of the cached descriptor's needs no other
            # check.
            try:
                key = (t.data_ptr(), t.shape)
                fits = t.dtype is spec.dtype and t.is_cuda == self.on_gpu and t.is_contiguous()
            except AttributeError:
                raise StrataRuntimeError(f"argument {i}: {type(t).__name__}, the function takes {spec.dtype} "
                                         f"of rank {spec.rank}") from None
            cached = self.descriptors[i]
            if not fits or cached is None or cached[0] != key:
                t, key = self._checked(i, t, spec)
                cached = self.descriptors[i]
                if cached is None or cached[0] != key:
                    rank = spec.rank
                    if rank:
                        sizes = (ctypes.c_int64 * rank)(*t.shape)
                        strides = (ctypes.c_int64 * rank)(*t.stride())
                        d = self.arg_types[i](key[0], key[0], 0, sizes, strides)
                    else:
                        d = self.arg_types[i](key[0], key[0], 0)
                    cached = self.descriptors[i] = (key, d, ctypes.byref(d))
            inputs[key[0]] = t
            pointers.append(cached[2])
        if len(self.results) > 1:
            out = self.result_struct()
            descriptors = [getattr(out, f"r{i}") for i in range(len(self.results))]
        else:
            out = self.result_types[0]()
            descriptors = [out]
        if self.device == "cuda":
            self.lib.strata_cuda_set_stream(self.current_stream(self.gpu_index))
            status = self.fn(ctypes.byref(out), *pointers)
            if status != 0:
                for d in descriptors:
                    if d.allocated:
                        self.free(d.allocated)
                raise StrataRuntimeError(f"{self.path}: the CUDA function failed with status {status} "
                                         "(the driver's message is on stderr)")
        else:
            self.fn(ctypes.byref(out), *pointers)
        return [self._tensor(d, spec, inputs) for d, spec in zip(descriptors, self.results)]

    def _checked(self, i: int, t, spec: TensorSpec) -> tuple[torch.Tensor, tuple]:
        """Argument i checked against spec (dtype, rank, device), made contiguous, and its key."""
        if not isinstance(t, torch.Tensor) or t.dtype != spec.dtype or t.dim() != spec.rank:
            got = f"{t.dtype} of rank {t.dim()}" if isinstance(t, torch.Tensor) else type(t).__name__
            raise StrataRuntimeError(f"argument {i}: {got}, the function takes {spec.dtype} of rank {spec.rank}")
        if t.device.type != self.device:
            raise StrataRuntimeError(f"argument {i} is on {t.device}, the library runs on {self.device}")
        if not t.is_contiguous():
            t = t.contiguous()
        return t, (t.data_ptr(), t.shape)

    def _tensor(self, d, spec: TensorSpec, inputs: dict) -> torch.Tensor:
        """A torch tensor on the result buffer of descriptor d, without a copy."""
        shape = [d.sizes[k] for k in range(spec.rank)] if spec.rank else []
        strides = [d.strides[k] for k in range(spec.rank)] if spec.rank else []
        pointer = d.allocated or 0
        if pointer in inputs:
            # The function returned (a view of) an argument: not the library's to free.
            owner, pointer = inputs[pointer], 0
        else:
            owner = None
        if pointer:
            _buffers.take(pointer)
        code, bits, _ = DTYPES[spec.dtype]
        itemsize = max(bits // 8, 1)
        managed = _DLManagedTensor()
        shape_arr = (ctypes.c_int64 * max(spec.rank, 1))(*shape)
        strides_arr = (ctypes.c_int64 * max(spec.rank, 1))(*strides)
        dl = managed.dl_tensor
        dl.data = d.aligned
        index = torch.cuda.current_device() if self.device == "cuda" else 0
        dl.device = _DLDevice(_DL_CUDA if self.device == "cuda" else _DL_CPU, index)
        dl.ndim = spec.rank
        dl.dtype = _DLDataType(code, bits, 1)
        dl.shape = shape_arr
        dl.strides = strides_arr
        dl.byte_offset = d.offset * itemsize
        managed.deleter = _delete
        with _buffers.lock:
            _buffers.live[ctypes.addressof(managed)] = ((managed, shape_arr, strides_arr, owner), pointer, self.free)
        capsule = _capsule_new(ctypes.addressof(managed), _CAPSULE_NAME, None)
        t = torch.from_dlpack(capsule)
        # A result that is a strided view (of a buffer the library made) is copied row-major: the
        # graph's next ops were traced on PyTorch's contiguous result, and views need that layout.
        return t if t.is_contiguous() else t.contiguous()
