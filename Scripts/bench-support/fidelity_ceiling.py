#!/usr/bin/env python3
"""How much of a film's distance from its recording is the recording's.

usage: fidelity_ceiling.py OURS.gif RECORDING.gif [--crop X,Y,W,H] [--text-rows A,B]

Samples both GIFs every 100 ms (at 50, 150, … ms, as shared/tools/fidelity.py
does; a crop of the recording is resized to our size) and prints SSIM (RGB,
data range 255) mean/minimum:

  as is     our frames against the recording's;
  cursor    the recording's near-black pixels (max channel < 70: the cursor
            and the phone's screen corners in the segment recordings, which
            the films must not draw), grown by 5 px, replaced by ours;
  +text     also the rows A…B (the titles, set in Inter where the phone
            used SF Pro, which cannot be shipped) replaced by ours;
  video     our frames through an H.264 4:2:0 round trip (ffmpeg libx264,
            CRF 18), as a screen recording is before it becomes a GIF: its
            chroma subsampling and ringing at edges.

Each replacement gives the recording our own pixels where it differs for a
reason no renderer should reproduce, so the score it yields bounds what a
faithful film can reach. Needs pillow, numpy, scipy, scikit-image, ffmpeg.
"""
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from scipy.ndimage import binary_dilation
from skimage.metrics import structural_similarity


def frames(path, crop=None):
    """The GIF's frames as a browser composites them, with start times."""
    image = Image.open(path)
    result, start = [], 0
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        rgb = image.convert("RGB")
        if crop:
            x, y, w, h = crop
            rgb = rgb.crop((x, y, x + w, y + h))
        result.append((start, np.asarray(rgb, dtype=np.float64)))
        start += image.info.get("duration", 100) or 100
    return result, start


def shown(timeline, ms):
    """The frame on screen at `ms`."""
    current = timeline[0][1]
    for start, frame in timeline:
        if start > ms:
            break
        current = frame
    return current


def ssim(a, b):
    return structural_similarity(a, b, channel_axis=2, data_range=255)


def through_video(images):
    """`images` encoded as H.264 4:2:0 at CRF 18 and decoded again."""
    with tempfile.TemporaryDirectory() as work:
        for index, image in enumerate(images):
            Image.fromarray(image.astype(np.uint8)).save(os.path.join(work, f"in-{index:04d}.png"))
        h, w = images[0].shape[:2]
        pad = f"pad={w + w % 2}:{h + h % 2}"
        subprocess.run(
            ["ffmpeg", "-v", "error", "-y", "-framerate", "10", "-i", os.path.join(work, "in-%04d.png"),
             "-vf", pad, "-pix_fmt", "yuv420p", "-c:v", "libx264", "-crf", "18", os.path.join(work, "v.mp4")],
            check=True)
        subprocess.run(
            ["ffmpeg", "-v", "error", "-y", "-i", os.path.join(work, "v.mp4"), os.path.join(work, "out-%04d.png")],
            check=True)
        return [np.asarray(Image.open(os.path.join(work, f"out-{i + 1:04d}.png")).convert("RGB"),
                           dtype=np.float64)[:h, :w] for i in range(len(images))]


def option(name):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    ours_path, recording_path = sys.argv[1], sys.argv[2]
    crop = tuple(int(v) for v in option("--crop").split(",")) if option("--crop") else None
    text = tuple(int(v) for v in option("--text-rows").split(",")) if option("--text-rows") else None
    ours, ours_end = frames(ours_path)
    recording, recording_end = frames(recording_path, crop)
    pairs = []
    for ms in range(50, min(ours_end, recording_end), 100):
        a, b = shown(ours, ms), shown(recording, ms)
        if a.shape != b.shape:
            b = np.asarray(Image.fromarray(b.astype(np.uint8)).resize((a.shape[1], a.shape[0]), Image.LANCZOS),
                           dtype=np.float64)
        pairs.append((a, b))
    scores = {"as is": [ssim(a, b) for a, b in pairs]}
    if crop:
        cursor, with_text = [], []
        for a, b in pairs:
            mask = binary_dilation(b.max(axis=2) < 70, iterations=5)
            c = b.copy()
            c[mask] = a[mask]
            cursor.append(ssim(a, c))
            if text:
                c[text[0]:text[1]] = a[text[0]:text[1]]
                with_text.append(ssim(a, c))
        scores["cursor"] = cursor
        if text:
            scores["+text"] = with_text
    video = through_video([a for a, _ in pairs])
    scores["video"] = [ssim(v, b) for v, (_, b) in zip(video, pairs)]
    print(f"{os.path.basename(ours_path)}: " + "  ".join(
        f"{name} {np.mean(values):.3f}/{np.min(values):.3f}" for name, values in scores.items()))


main()
