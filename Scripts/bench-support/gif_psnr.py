"""Mean and minimum PSNR of an animated GIF against the frames it encodes.

    python3 gif_psnr.py FRAMES_DIR GIF FPS [GIF …]

FRAMES_DIR holds the source frames as PNG files, sorted by name. Frame n is
compared with the GIF frame on screen at the middle of its interval,
(n + 0.5) / FPS, as a viewer sees it. Prints "mean min gif_frames" per GIF
(PSNR in dB over RGB, capped at 99 for identical frames).
"""
import glob
import os
import sys

import numpy as np
from PIL import Image, ImageSequence


def gif_frames(path):
    image = Image.open(path)
    frames, starts, t = [], [], 0
    for frame in ImageSequence.Iterator(image):
        frames.append(np.asarray(frame.convert("RGB"), dtype=np.float64))
        starts.append(t)
        t += frame.info.get("duration", 0)
    return frames, starts


def psnr(a, b):
    mse = np.mean((a - b) ** 2)
    return 99.0 if mse == 0 else min(99.0, 10 * np.log10(255 * 255 / mse))


def main():
    directory, fps = sys.argv[1], float(sys.argv[3])
    sources = [np.asarray(Image.open(p).convert("RGB"), dtype=np.float64)
               for p in sorted(glob.glob(os.path.join(directory, "*.png")))]
    for gif in [sys.argv[2]] + sys.argv[4:]:
        frames, starts = gif_frames(gif)
        scores = []
        for n, source in enumerate(sources):
            ms = (n + 0.5) * 1000.0 / fps
            index = max(i for i, start in enumerate(starts) if start <= ms + 1e-6)
            scores.append(psnr(source, frames[index]))
        print(f"{np.mean(scores):.2f} {min(scores):.2f} {len(frames)}")


if __name__ == "__main__":
    main()
