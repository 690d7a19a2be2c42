"""Frame generation and GIF quality measurement for Scripts/bench-encoders.

make FRAMES_DIR [COUNT] [WIDTH] [HEIGHT]
    Writes a UI-like animation as frame_000.png …: a gradient backdrop, a
    gradient track, a caption and a counter in DejaVu Sans, and an
    anti-aliased knob moving across (drawn at 4× and downsampled).
psnr FRAMES_DIR GIF FPS
    Decodes GIF with Pillow (frames composed honouring disposal), samples it
    at the middle of each source frame's interval, (n + ½)/FPS, using the
    GIF's own delays (the middle, not the start: encoders round centisecond
    delays differently, 3-3-4 or 3-4-3 at 30 fps, and sampling at the start
    would pair a frame with its neighbour), and prints
    "mean_psnr min_psnr frames_in_gif" (dB over RGB).
"""
import glob
import math
import os
import sys

from PIL import Image, ImageDraw, ImageFont, ImageSequence


def make(directory, count=60, width=300, height=180):
    os.makedirs(directory, exist_ok=True)
    font_paths = glob.glob("/usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf")
    regular = next((p for p in font_paths if p.endswith("DejaVuSans.ttf")), None)
    bold = next((p for p in font_paths if p.endswith("DejaVuSans-Bold.ttf")), regular)
    s = 4
    title = ImageFont.truetype(bold, 22 * s) if bold else ImageFont.load_default()
    small = ImageFont.truetype(regular, 14 * s) if regular else ImageFont.load_default()
    for n in range(count):
        image = Image.new("RGB", (width * s, height * s))
        draw = ImageDraw.Draw(image)
        for y in range(height * s):
            t = y / (height * s - 1)
            draw.line([(0, y), (width * s, y)], fill=(int(51 + 40 * t), int(56 + 30 * t), int(63 + 70 * t)))
        track = (40 * s, 100 * s, 260 * s, 140 * s)
        for x in range(track[0], track[2]):
            t = (x - track[0]) / (track[2] - track[0])
            color = (int(249 - 172 * t), int(187 - 5 * t), int(196 + 30 * t))
            draw.line([(x, track[1]), (x, track[3])], fill=color)
        mask = Image.new("L", image.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(track, radius=20 * s, fill=255)
        backdrop = Image.new("RGB", image.size)
        bd = ImageDraw.Draw(backdrop)
        for y in range(height * s):
            t = y / (height * s - 1)
            bd.line([(0, y), (width * s, y)], fill=(int(51 + 40 * t), int(56 + 30 * t), int(63 + 70 * t)))
        image = Image.composite(image, backdrop, mask)
        draw = ImageDraw.Draw(image)
        phase = 0.5 - 0.5 * math.cos(2 * math.pi * n / count)
        cx = (60 + 180 * phase) * s
        cy = 120 * s
        r = 16 * s
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(255, 255, 255))
        draw.text((24 * s, 28 * s), "Gender toggle", font=title, fill=(255, 255, 255))
        draw.text((24 * s, 62 * s), f"frame {n + 1:02d} of {count}", font=small, fill=(200, 205, 215))
        image = image.resize((width, height), Image.LANCZOS)
        image.save(os.path.join(directory, f"frame_{n:03d}.png"))


def psnr(a, b):
    pa, pb = a.tobytes(), b.tobytes()
    total = sum((x - y) * (x - y) for x, y in zip(pa, pb))
    mse = total / len(pa)
    return float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse)


def measure(directory, gif_path, fps):
    sources = sorted(glob.glob(os.path.join(directory, "frame_*.png")))
    gif = Image.open(gif_path)
    frames, starts, t = [], [], 0
    for frame in ImageSequence.Iterator(gif):
        frames.append(frame.convert("RGB"))
        starts.append(t)
        t += frame.info.get("duration", 0)
    scores = []
    for n, path in enumerate(sources):
        ms = (n + 0.5) * 1000.0 / fps
        index = max(i for i, start in enumerate(starts) if start <= ms + 1e-6)
        scores.append(psnr(Image.open(path).convert("RGB"), frames[index]))
    finite = [x for x in scores if math.isfinite(x)] or [99.0]
    mean = sum(min(x, 99.0) for x in scores) / len(scores)
    print(f"{mean:.2f} {min(min(scores), 99.0):.2f} {len(frames)}")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2], *[int(a) for a in sys.argv[3:]])
    elif sys.argv[1] == "psnr":
        measure(sys.argv[2], sys.argv[3], float(sys.argv[4]))
