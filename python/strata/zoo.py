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


def bert_base_busy():
    """BERT-base (12 layers, hidden size 768: transformers' default BertConfig) at 8x128 tokens."""
    from transformers import BertConfig, BertModel

    cfg = BertConfig(attn_implementation="eager")
    return _HF(BertModel(cfg, add_pooling_layer=False), "last_hidden_state").eval(), (torch.zeros(8, 128, dtype=torch.int64),), None


def gpt2_small_busy():
    """GPT-2 small (12 layers, n_embd 768, 124M parameters: transformers' default GPT2Config) at
    8x1024 tokens, its logits."""
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config()
    cfg._attn_implementation = "eager"
    return _HF(GPT2LMHeadModel(cfg), "logits").eval(), (torch.zeros(8, 1024, dtype=torch.int64),), None


# Sizes that keep a GPU busy, for the GPU benchmark (scripts/device/gpu_bench.py --busy exports them
# on the GPU machine; they are not in test/models): resnet18 and BERT's test configuration (whose
# positions stop at 64), and the GPU-speed issue's BERT-base at 8x128 and GPT-2 small at 8x1024.
BUSY_MODELS = {"resnet18_b32x224": resnet18_busy, "bert_2layer_h64_b8x64": bert_busy,
               "bert_base_b8x128": bert_base_busy, "gpt2_small_b8x1024": gpt2_small_busy}
INT_HIGH.update({"bert_2layer_h64_b8x64": 512, "bert_base_b8x128": 30522, "gpt2_small_b8x1024": 50257})


# ---------------------------------------------------------------------------------------------
# The model zoo under test/zoo/: real model families from torchvision, timm and transformers, plus
# RNNs, a U-Net and a super-resolution network, at small inputs (and small configurations where a
# family's standard one would not fit a 2-core CI run), deterministic weights as above. Exported
# by scripts/device/export_models.py --zoo.


def _tv(name, size=64, **kwargs):
    def make():
        import torchvision

        model = getattr(torchvision.models, name)(weights=None, **kwargs)
        return model.eval(), (torch.zeros(1, 3, size, size),), None

    return make


def _tv_small_classifier(name, size=64):
    """A torchvision model whose 4096-wide classifier (100M+ parameters) is narrowed to 256."""

    def make():
        import torchvision

        model = getattr(torchvision.models, name)(weights=None)
        linears = [i for i, m in enumerate(model.classifier) if isinstance(m, nn.Linear)]
        for i in linears:
            old = model.classifier[i]
            inp = old.in_features if i == linears[0] else 256
            out = old.out_features if i == linears[-1] else 256
            model.classifier[i] = nn.Linear(inp, out)
        return model.eval(), (torch.zeros(1, 3, size, size),), None

    return make


def _tv_seg(name, size=64):
    def make():
        import torchvision

        model = getattr(torchvision.models.segmentation, name)(weights=None, weights_backbone=None)
        return _Out(model).eval(), (torch.zeros(1, 3, size, size),), None

    return make


def _tv_video(name):
    def make():
        import torchvision

        model = getattr(torchvision.models.video, name)(weights=None)
        return model.eval(), (torch.zeros(1, 3, 4, 32, 32),), None

    return make


class _Out(nn.Module):
    """A segmentation model's "out" map (torchvision returns a dict)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        return self.model(x)["out"]


def _vit_b_16_small():
    from torchvision.models.vision_transformer import VisionTransformer

    model = VisionTransformer(image_size=64, patch_size=16, num_layers=2, num_heads=4, hidden_dim=64, mlp_dim=128)
    return model.eval(), (torch.zeros(1, 3, 64, 64),), None


def _maxvit_small():
    from torchvision.models.maxvit import MaxVit

    model = MaxVit(input_size=(64, 64), stem_channels=16, partition_size=2, block_channels=[16, 32],
                   block_layers=[1, 1], head_dim=8, stochastic_depth_prob=0.0, num_classes=10)
    return model.eval(), (torch.zeros(1, 3, 64, 64),), None


def _googlenet():
    import torchvision

    model = torchvision.models.googlenet(weights=None, aux_logits=False, init_weights=False)
    return model.eval(), (torch.zeros(1, 3, 64, 64),), None


def _inception_v3():
    import torchvision

    model = torchvision.models.inception_v3(weights=None, aux_logits=False, init_weights=False)
    return model.eval(), (torch.zeros(1, 3, 80, 80),), None


def _timm(name, size=64, **kwargs):
    def make():
        import timm

        model = timm.create_model(name, pretrained=False, **kwargs)
        return model.eval(), (torch.zeros(1, 3, size, size),), None

    return make


class _HF(nn.Module):
    """A transformers model's main output (last hidden state or logits) on token ids."""

    def __init__(self, model, field):
        super().__init__()
        self.model = model
        self.field = field

    def forward(self, input_ids):
        out = self.model(input_ids=input_ids, use_cache=False) if self.field == "logits" else self.model(input_ids=input_ids)
        return getattr(out, self.field)


_SMALL = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
              vocab_size=256, max_position_embeddings=64)


def _hf(config_name, model_name, field="last_hidden_state", seq=16, dynamic=False, **overrides):
    def make():
        import transformers

        cfg_args = dict(_SMALL)
        cfg_args.update(overrides)
        cfg = getattr(transformers, config_name)(**cfg_args)
        cfg._attn_implementation = "eager"
        model = getattr(transformers, model_name)(cfg)
        shapes = None
        if dynamic:
            shapes = ({1: torch.export.Dim("seq", min=2, max=64)},)
        return _HF(model, field).eval(), (torch.zeros(1, seq, dtype=torch.int64),), shapes

    return make


class _Seq2Seq(nn.Module):
    """An encoder-decoder's logits for token ids, the decoder fed the same ids."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        return self.model(input_ids=input_ids, decoder_input_ids=input_ids, use_cache=False).logits


def _t5():
    import transformers

    cfg = transformers.T5Config(vocab_size=256, d_model=64, d_kv=16, d_ff=128, num_layers=2, num_decoder_layers=2,
                                num_heads=4, decoder_start_token_id=0)
    cfg._attn_implementation = "eager"
    return _Seq2Seq(transformers.T5ForConditionalGeneration(cfg)).eval(), (torch.zeros(1, 16, dtype=torch.int64),), None


def _bart():
    import transformers

    cfg = transformers.BartConfig(vocab_size=256, d_model=64, encoder_layers=2, decoder_layers=2,
                                  encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=128,
                                  decoder_ffn_dim=128, max_position_embeddings=64)
    cfg._attn_implementation = "eager"
    return _Seq2Seq(transformers.BartForConditionalGeneration(cfg)).eval(), (torch.zeros(1, 16, dtype=torch.int64),), None


class _WhisperEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        import transformers

        cfg = transformers.WhisperConfig(d_model=64, encoder_layers=2, encoder_attention_heads=4, encoder_ffn_dim=128,
                                         num_mel_bins=16, max_source_positions=32, decoder_layers=1,
                                         decoder_attention_heads=4, decoder_ffn_dim=128, vocab_size=256,
                                         pad_token_id=0, bos_token_id=0, eos_token_id=0, decoder_start_token_id=0)
        cfg._attn_implementation = "eager"
        self.encoder = transformers.WhisperModel(cfg).get_encoder()

    def forward(self, features):
        return self.encoder(features).last_hidden_state


def _whisper_encoder():
    return _WhisperEncoder().eval(), (torch.zeros(1, 16, 64),), None


class _RNN(nn.Module):
    def __init__(self, cell):
        super().__init__()
        self.rnn = cell(input_size=16, hidden_size=32, num_layers=2, batch_first=True)
        self.head = nn.Linear(32, 8)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out)


def _lstm(dynamic=False):
    def make():
        shapes = ({0: torch.export.Dim("batch", min=1, max=64)},) if dynamic else None
        return _RNN(nn.LSTM).eval(), (torch.zeros(2, 10, 16),), shapes

    return make


def _gru():
    return _RNN(nn.GRU).eval(), (torch.zeros(2, 10, 16),), None


class UNet(nn.Module):
    """A two-level U-Net: convolutions, max pooling, bilinear upsampling and a transposed conv."""

    def __init__(self, c=16):
        super().__init__()

        def block(i, o):
            return nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(),
                                 nn.Conv2d(o, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU())

        self.down1, self.down2, self.mid = block(3, c), block(c, 2 * c), block(2 * c, 4 * c)
        self.pool = nn.MaxPool2d(2)
        self.up2 = nn.ConvTranspose2d(4 * c, 2 * c, 2, stride=2)
        self.dec2 = block(4 * c, 2 * c)
        self.up1 = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
        self.dec1 = block(3 * c, c)
        self.head = nn.Conv2d(c, 2, 1)

    def forward(self, x):
        d1 = self.down1(x)
        d2 = self.down2(self.pool(d1))
        m = self.mid(self.pool(d2))
        u2 = self.dec2(torch.cat([self.up2(m), d2], 1))
        u1 = self.dec1(torch.cat([self.up1(u2), d1], 1))
        return self.head(u1)


def _unet():
    return UNet().eval(), (torch.zeros(1, 3, 32, 32),), None


class ESPCN(nn.Module):
    """Efficient sub-pixel super-resolution (x3): convolutions and pixel_shuffle."""

    def __init__(self, scale=3):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(1, 32, 5, padding=2), nn.Tanh(), nn.Conv2d(32, 16, 3, padding=1), nn.Tanh(),
                                  nn.Conv2d(16, scale * scale, 3, padding=1))
        self.shuffle = nn.PixelShuffle(scale)

    def forward(self, x):
        return torch.sigmoid(self.shuffle(self.body(x)))


def _espcn():
    return ESPCN().eval(), (torch.zeros(1, 1, 24, 24),), None


ZOO = {
    # torchvision classification, one or more per family.
    "alexnet": _tv_small_classifier("alexnet"),
    "vgg11_bn": _tv_small_classifier("vgg11_bn", 32),
    "resnet50": _tv("resnet50"),
    "resnext50_32x4d": _tv("resnext50_32x4d"),
    "wide_resnet50_2": _tv("wide_resnet50_2", 32),
    "densenet121": _tv("densenet121"),
    "squeezenet1_1": _tv("squeezenet1_1"),
    "googlenet": _googlenet,
    "inception_v3": _inception_v3,
    "shufflenet_v2_x0_5": _tv("shufflenet_v2_x0_5"),
    "mobilenet_v2": _tv("mobilenet_v2"),
    "mobilenet_v3_large": _tv("mobilenet_v3_large"),
    "mnasnet0_5": _tv("mnasnet0_5"),
    "efficientnet_b0": _tv("efficientnet_b0"),
    "efficientnet_v2_s": _tv("efficientnet_v2_s"),
    "regnet_y_400mf": _tv("regnet_y_400mf"),
    "regnet_x_400mf": _tv("regnet_x_400mf"),
    "convnext_tiny": _tv("convnext_tiny"),
    "vit_b_16_small": _vit_b_16_small,
    "swin_v2_t": _tv("swin_v2_t"),
    "maxvit_small": _maxvit_small,
    # torchvision segmentation and video.
    "fcn_resnet50": _tv_seg("fcn_resnet50", 32),
    "deeplabv3_mobilenet_v3_large": _tv_seg("deeplabv3_mobilenet_v3_large"),
    "lraspp_mobilenet_v3_large": _tv_seg("lraspp_mobilenet_v3_large"),
    "r3d_18": _tv_video("r3d_18"),
    "mc3_18": _tv_video("mc3_18"),
    "r2plus1d_18": _tv_video("r2plus1d_18"),
    # timm.
    "deit_tiny_patch16": _timm("deit_tiny_patch16_224", img_size=64),
    "swin_tiny_patch4": _timm("swin_tiny_patch4_window7_224", img_size=64, window_size=4),
    "regnetx_002": _timm("regnetx_002"),
    "mobilevit_xxs": _timm("mobilevit_xxs"),
    "levit_128s": _timm("levit_128s", 224),
    "mixer_s16": _timm("mixer_s16_224", img_size=64),
    "resmlp_12": _timm("resmlp_12_224", img_size=64),
    "convnextv2_atto": _timm("convnextv2_atto"),
    "efficientnet_b0_timm": _timm("efficientnet_b0"),
    "ghostnet_100": _timm("ghostnet_100"),
    "pvt_v2_b0": _timm("pvt_v2_b0"),
    "poolformer_s12": _timm("poolformer_s12"),
    # transformers: encoders, decoders, encoder-decoders.
    "roberta": _hf("RobertaConfig", "RobertaModel", max_position_embeddings=80),
    "distilbert": _hf("DistilBertConfig", "DistilBertModel", dim=64, n_layers=2, n_heads=4, hidden_dim=128),
    "albert": _hf("AlbertConfig", "AlbertModel", embedding_size=32),
    "gpt2": _hf("GPT2Config", "GPT2LMHeadModel", "logits", n_embd=64, n_layer=2, n_head=4, n_positions=64),
    "llama": _hf("LlamaConfig", "LlamaForCausalLM", "logits", num_key_value_heads=2),
    "qwen2": _hf("Qwen2Config", "Qwen2ForCausalLM", "logits", num_key_value_heads=2),
    "mistral": _hf("MistralConfig", "MistralForCausalLM", "logits", num_key_value_heads=2),
    "phi": _hf("PhiConfig", "PhiForCausalLM", "logits"),
    "t5": _t5,
    "bart": _bart,
    "whisper_encoder": _whisper_encoder,
    # RNNs, U-Net, super-resolution.
    "lstm": _lstm(),
    "gru": _gru,
    "unet": _unet,
    "espcn": _espcn,
    # Dynamic batch or sequence.
    "gpt2_dynamic_seq": _hf("GPT2Config", "GPT2LMHeadModel", "logits", dynamic=True, n_embd=64, n_layer=2, n_head=4,
                            n_positions=64),
    "lstm_dynamic": _lstm(dynamic=True),
}
INT_HIGH.update({name: 256 for name in ("roberta", "distilbert", "albert", "gpt2", "llama", "qwen2", "mistral", "phi",
                                         "t5", "bart", "gpt2_dynamic_seq")})
EXTRA_BATCHES.update({"lstm_dynamic": [1, 5]})


# ---------------------------------------------------------------------------------------------
# Single kernels at the sizes the GPU-speed issue names (scripts/device/gpu_bench.py --kernels):
# what each moves through memory or computes, so that the bench reports TB/s and TFLOP/s.


class ElementwiseChain(nn.Module):
    def forward(self, x):
        return torch.relu(x * 2.0 + 1.0) * x


class Softmax(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=-1)


class MatMul(nn.Module):
    def forward(self, a, b):
        return a @ b


def _kernel(module, *inputs):
    return lambda: (module.eval(), inputs, None)


KERNELS = {
    "elementwise_8192x8192": _kernel(ElementwiseChain(), torch.zeros(8192, 8192)),
    "softmax_32768x4096": _kernel(Softmax(), torch.zeros(32768, 4096)),
    "layernorm_32768x4096": _kernel(nn.LayerNorm(4096), torch.zeros(32768, 4096)),
    "matmul_f32_4096": _kernel(MatMul(), torch.zeros(4096, 4096), torch.zeros(4096, 4096)),
    "matmul_bf16_8192": _kernel(MatMul(), torch.zeros(8192, 8192, dtype=torch.bfloat16),
                                torch.zeros(8192, 8192, dtype=torch.bfloat16)),
}

# (unit, amount) of each kernel's work: bytes read and written once each, or floating-point operations.
KERNEL_WORK = {
    "elementwise_8192x8192": ("B", 2 * 4 * 8192 * 8192),
    "softmax_32768x4096": ("B", 2 * 4 * 32768 * 4096),
    "layernorm_32768x4096": ("B", 2 * 4 * 32768 * 4096),
    "matmul_f32_4096": ("FLOP", 2 * 4096**3),
    "matmul_bf16_8192": ("FLOP", 2 * 8192**3),
}
