"""The models under test/models/: small, randomly initialised, at small input sizes so that CI
runs them in seconds. Each factory returns (model in eval mode, example args, dynamic_shapes)."""

from __future__ import annotations

import torch
from torch import nn


class MLP(nn.Module):
    def __init__(self, sizes=(32, 64, 64, 10)):
        super().__init__()
        layers = []
        for a, b in zip(sizes, sizes[1:]):
            layers += [nn.Linear(a, b), nn.ReLU()]
        self.net = nn.Sequential(*layers[:-1])

    def forward(self, x):
        return torch.softmax(self.net(x), dim=-1)


def mlp():
    return MLP().eval(), (torch.zeros(4, 32),), None


def mlp_dynamic():
    batch = torch.export.Dim("batch", min=1, max=1024)
    return MLP().eval(), (torch.zeros(4, 32),), ({0: batch},)


def resnet18():
    import torchvision

    return torchvision.models.resnet18(weights=None).eval(), (torch.zeros(1, 3, 64, 64),), None


def mobilenet_v3_small():
    import torchvision

    return torchvision.models.mobilenet_v3_small(weights=None).eval(), (torch.zeros(1, 3, 64, 64),), None


def vit_tiny():
    import timm

    m = timm.create_model("vit_tiny_patch16_224", pretrained=False, img_size=64)
    return m.eval(), (torch.zeros(1, 3, 64, 64),), None


def convnext_atto():
    import timm

    return timm.create_model("convnext_atto", pretrained=False).eval(), (torch.zeros(1, 3, 64, 64),), None


class BertLastHidden(nn.Module):
    """BERT (2 layers, hidden size 64) returning its last hidden state."""

    def __init__(self):
        super().__init__()
        from transformers import BertConfig, BertModel

        cfg = BertConfig(
            vocab_size=512,
            hidden_size=64,
            num_hidden_layers=2,
            num_attention_heads=4,
            intermediate_size=128,
            max_position_embeddings=64,
            attn_implementation="eager",
        )
        self.bert = BertModel(cfg, add_pooling_layer=False)

    def forward(self, input_ids):
        return self.bert(input_ids=input_ids).last_hidden_state


def bert_tiny():
    return BertLastHidden().eval(), (torch.zeros(1, 16, dtype=torch.int64),), None


def transformer_encoder_layer():
    layer = nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, batch_first=True)
    return layer.eval(), (torch.zeros(1, 16, 64),), None


def resnet18_dynamic():
    import torchvision

    batch = torch.export.Dim("batch", min=1, max=64)
    return torchvision.models.resnet18(weights=None).eval(), (torch.zeros(2, 3, 64, 64),), ({0: batch},)


def bert_dynamic():
    batch = torch.export.Dim("batch", min=1, max=64)
    return BertLastHidden().eval(), (torch.zeros(2, 16, dtype=torch.int64),), ({0: batch},)


def swin_t():
    import torchvision

    return torchvision.models.swin_t(weights=None).eval(), (torch.zeros(1, 3, 64, 64),), None


MODELS = {
    "mlp": mlp,
    "mlp_dynamic": mlp_dynamic,
    "resnet18": resnet18,
    "mobilenet_v3_small": mobilenet_v3_small,
    "vit_tiny_patch16_224": vit_tiny,
    "convnext_atto": convnext_atto,
    "bert_2layer_h64": bert_tiny,
    "transformer_encoder_layer": transformer_encoder_layer,
    "resnet18_dynamic": resnet18_dynamic,
    "bert_dynamic": bert_dynamic,
    "swin_t": swin_t,
}

# Models with a dynamic batch dimension also record PyTorch's outputs at these batch sizes
# (output_b<B>_<i>.npy), so that one compiled library is checked at several sizes.
EXTRA_BATCHES = {"mlp_dynamic": [1, 7], "resnet18_dynamic": [1, 3], "bert_dynamic": [1, 3]}

# The exclusive upper bound of generated integer inputs, by model (token ids < vocab size).
INT_HIGH = {"bert_2layer_h64": 512, "bert_dynamic": 512}


def resnet18_busy():
    import torchvision

    return torchvision.models.resnet18(weights=None).eval(), (torch.zeros(32, 3, 224, 224),), None


def bert_busy():
    return BertLastHidden().eval(), (torch.zeros(8, 64, dtype=torch.int64),), None


# Sizes that keep a GPU busy, for the GPU benchmark (scripts/device/gpu_bench.py --busy exports them
# on the GPU machine; they are not in test/models). BERT's positions stop at 64.
BUSY_MODELS = {"resnet18_b32x224": resnet18_busy, "bert_2layer_h64_b8x64": bert_busy}
INT_HIGH.update({"bert_2layer_h64_b8x64": 512})
