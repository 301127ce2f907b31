"""PyTorch's fused fast paths, traced as the ops they fuse.

Some modules call a fused kernel that has no decomposition to core ATen when PyTorch thinks it is
running inference: nn.TransformerEncoderLayer calls `torch._transformer_encoder_layer_fwd` under
no_grad (the "fast path"), and scaled_dot_product_attention picks the flash or memory-efficient
kernel on CUDA. Exported as they are, those ops reach Strata as calls it cannot lower, and the
graph around them runs in eager. `composite_fast_paths()` is the context the exporter traces in:
the encoder fast path is switched off and attention takes PyTorch's math kernel, whose ops
(matmul, softmax) Strata compiles; `rewrite_fast_paths` points the fused calls of a graph Dynamo
already traced with the fast path on at `transformer_encoder_layer_fwd` below.
"""

import contextlib
import copy
import math

import torch
import torch.nn.functional as F


def transformer_encoder_layer_fwd(src, embed_dim, num_heads, qkv_weight, qkv_bias, proj_weight, proj_bias,
                                  use_gelu, norm_first, eps, norm_weight_1, norm_bias_1, norm_weight_2,
                                  norm_bias_2, ffn_weight_1, ffn_bias_1, ffn_weight_2, ffn_bias_2,
                                  mask=None, mask_type=None):
    """What torch._transformer_encoder_layer_fwd computes for a batch-first src of [B, L, E]
    without a mask: self-attention (q scaled by 1/sqrt(E/heads) before q.k, as PyTorch's kernel
    does), the feed-forward block with exact GELU or ReLU, residuals and layer norms before
    (norm_first) or after each block."""
    batch, length = src.shape[0], src.shape[1]
    head = embed_dim // num_heads

    def heads(t):
        return t.reshape(batch, length, num_heads, head).transpose(1, 2)

    def attention(x):
        q, k, v = F.linear(x, qkv_weight, qkv_bias).chunk(3, dim=-1)
        q = heads(q) / math.sqrt(head)
        weights = torch.softmax(torch.matmul(q, heads(k).transpose(-2, -1)), dim=-1)
        out = torch.matmul(weights, heads(v)).transpose(1, 2).reshape(batch, length, embed_dim)
        return F.linear(out, proj_weight, proj_bias)

    def feed_forward(x):
        hidden = F.linear(x, ffn_weight_1, ffn_bias_1)
        return F.linear(F.gelu(hidden) if use_gelu else F.relu(hidden), ffn_weight_2, ffn_bias_2)

    def norm(x, weight, bias):
        return F.layer_norm(x, (embed_dim,), weight, bias, eps)

    if norm_first:
        x = src + attention(norm(src, norm_weight_1, norm_bias_1))
        return x + feed_forward(norm(x, norm_weight_2, norm_bias_2))
    x = norm(src + attention(src), norm_weight_1, norm_bias_1)
    return norm(x + feed_forward(x), norm_weight_2, norm_bias_2)


def rewrite_fast_paths(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """gm, or a copy of it (sharing its parameters) whose fused encoder-layer calls, traced by
    Dynamo with the fast path on, call transformer_encoder_layer_fwd instead, which export traces
    as the ops it fuses. Masked calls, whose mask conventions differ between the fast path's
    callers, stay as they are."""
    graph = copy.deepcopy(gm.graph)
    changed = False
    for node in graph.nodes:
        if node.op == "call_function" and node.target is torch._transformer_encoder_layer_fwd:
            mask = node.args[18] if len(node.args) > 18 else node.kwargs.get("mask")
            if mask is None:
                node.target = transformer_encoder_layer_fwd
                changed = True
    return torch.fx.GraphModule(gm, graph) if changed else gm


@contextlib.contextmanager
def composite_fast_paths(inputs):
    """The context to export in (see the module's doc). inputs: the example inputs; attention
    takes the math kernel when one of them is on a GPU, where the fused kernels would be chosen."""
    fastpath = torch.backends.mha.get_fastpath_enabled()
    torch.backends.mha.set_fastpath_enabled(False)
    try:
        with contextlib.ExitStack() as stack:
            if any(isinstance(t, torch.Tensor) and t.device.type != "cpu" for t in inputs):
                from torch.nn.attention import SDPBackend, sdpa_kernel
                stack.enter_context(sdpa_kernel([SDPBackend.MATH]))
            yield
    finally:
        torch.backends.mha.set_fastpath_enabled(fastpath)
