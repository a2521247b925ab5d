"""Shared pieces of the end-to-end jobs: arguments, running tools, seeded multi-locale data, PDF text.

Each job makes its data with Faker (Debian's python3-fake-factory 0.9.3), seeded so that every run
writes the same files, renders it with poster and checks the output with independent tools
(zbarimg, pdftotext, qpdf, pngcheck, xmllint). A failed check exits non-zero with a message that
names the row or page.
"""

import argparse
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time
import unicodedata
import zlib
from html import unescape

SEED = 20260314

# Faker 0.9.3 locales. ar_EG has no person, company or address provider in this version (its names
# come out as en_US ones); ar_SA, ar_PS and ar_JO give Arabic names.
LOCALES = [
    "ar_EG", "ar_SA", "ar_PS", "he_IL", "hi_IN", "zh_CN", "ja_JP", "ko_KR", "ru_RU", "el_GR", "tr_TR",
    "en_US", "de_DE", "es_ES", "fr_FR", "pt_BR", "it_IT", "en_GB",
]
# Locales whose names and addresses ISO-8859-1 holds.
LATIN1_LOCALES = ["de_DE", "fr_FR", "es_ES", "en_GB", "it_IT", "en_US", "pt_BR"]

JOB = os.path.basename(sys.argv[0]).removesuffix(".py")


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)


def main(run):
    """Parses the common arguments, runs the job and prints its summary, or its failure."""
    parser = argparse.ArgumentParser(description=run.__doc__)
    parser.add_argument("--poster", required=True, help="the poster executable")
    parser.add_argument("--work", required=True, help="a folder for the job's files (emptied first)")
    parser.add_argument("--size", choices=["small", "full"], default="small")
    args = parser.parse_args()
    args.poster = os.path.abspath(args.poster)
    args.work = os.path.abspath(args.work)
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    start = time.monotonic()
    try:
        summary = run(args)
    except Failure as failure:
        print(f"jobs/{JOB} ({args.size}): FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    print(f"jobs/{JOB} ({args.size}, {time.monotonic() - start:.1f} s): {summary}")


def run(command, cwd=None, what=None):
    """Runs a command; its failure (a non-zero exit) fails the job with its output."""
    result = subprocess.run(command, cwd=cwd, capture_output=True)
    if result.returncode != 0:
        output = (result.stderr or result.stdout).decode("utf-8", "replace").strip()
        lines = output.splitlines()
        if len(lines) > 20:
            output = "\n".join(lines[:20] + [f"... ({len(lines) - 20} more lines)"])
        fail(f"{what or ' '.join(command)}: exit {result.returncode}\n{output}")
    return result.stdout


def fakers(locales, seed=SEED):
    """A Faker per locale, each seeded from the locale's name, so adding one leaves the others' data as is."""
    from faker import Faker

    made = {}
    for i, locale in enumerate(locales):
        faker = Faker(locale)
        faker.seed_instance(seed + sum(ord(c) * (k + 1) for k, c in enumerate(locale)))
        made[locale] = faker
    return made


def one_line(text):
    """Faker's multi-line values (en_GB's street addresses) on one line."""
    return re.sub(r"\s+", " ", text).strip()


def long_name(faker, rng):
    """A very long name: several given names and family names of the locale."""
    firsts = [faker.first_name() for _ in range(rng.randint(3, 6))]
    lasts = [faker.last_name() for _ in range(rng.randint(2, 4))]
    return firsts, lasts


def nfc(text):
    return unicodedata.normalize("NFC", text)


# Scripts written right to left: pdftotext may give their words' letters in visual order.
def is_rtl(text):
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


# --- PDF text with positions (pdftotext -bbox-layout) ---

_PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', re.S)
_LINE = re.compile(r"<line [^>]*>(.*?)</line>", re.S)
_WORD = re.compile(r'<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">(.*?)</word>', re.S)


class Word:
    __slots__ = ("x0", "y0", "x1", "y1", "text", "line")

    def __init__(self, x0, y0, x1, y1, text, line):
        self.x0, self.y0, self.x1, self.y1, self.text, self.line = x0, y0, x1, y1, text, line

    @property
    def cx(self):
        return (self.x0 + self.x1) / 2

    @property
    def cy(self):
        return (self.y0 + self.y1) / 2

    def __repr__(self):
        return f"{self.text!r}@({self.x0:.1f},{self.y0:.1f})-({self.x1:.1f},{self.y1:.1f})"


def pdf_words(pdf, first=None, last=None):
    """Every page's size and words, from pdftotext -bbox-layout: [(width, height, [Word])], in points from
    the page's top left. A word's line is a number shared by the words pdftotext puts on one line."""
    command = ["pdftotext", "-bbox-layout"]
    if first:
        command += ["-f", str(first)]
    if last:
        command += ["-l", str(last)]
    xhtml = run(command + [pdf, "-"], what=f"pdftotext -bbox-layout {os.path.basename(pdf)}").decode("utf-8")
    pages = []
    line_number = 0
    for width, height, body in _PAGE.findall(xhtml):
        words = []
        for line in _LINE.findall(body):
            line_number += 1
            for x0, y0, x1, y1, text in _WORD.findall(line):
                words.append(Word(float(x0), float(y0), float(x1), float(y1), nfc(unescape(text)), line_number))
        pages.append((float(width), float(height), words))
    return pages


def lines_of(words):
    """Words grouped into lines (top to bottom), each line's words by x: pdftotext's lines, those that
    overlap by more than half their height taken as one (a fallback font's glyphs sit higher or lower)."""
    by_line = {}
    for word in words:
        by_line.setdefault(word.line, []).append(word)
    lines = sorted(by_line.values(), key=lambda line: min(w.y0 for w in line))
    merged = []
    for line in lines:
        top, bottom = min(w.y0 for w in line), max(w.y1 for w in line)
        if merged:
            last = merged[-1]
            last_top, last_bottom = min(w.y0 for w in last), max(w.y1 for w in last)
            overlap = min(bottom, last_bottom) - max(top, last_top)
            if overlap > 0.5 * min(bottom - top, last_bottom - last_top):
                last.extend(line)
                continue
        merged.append(list(line))
    return [sorted(line, key=lambda w: w.x0) for line in merged]


# Bidirectional marks pdftotext may add around right-to-left text.
_BIDI_MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def squeeze(text):
    return _BIDI_MARKS.sub("", re.sub(r"\s+", "", nfc(text)))


def _visual_words(line):
    """A line's words as they show, rebuilt from pdftotext's (which splits right-to-left words into
    glyphs): neighbours closer than a tenth of the line's height are one word. Each word is the list of
    its pieces left to right (a piece may be a ligature of several letters, as Arabic's lam-alef)."""
    height = max(w.y1 for w in line) - min(w.y0 for w in line)
    words, last = [], None
    for word in sorted(line, key=lambda w: w.x0):
        if last is not None and word.x0 - last < 0.1 * height:
            words[-1].append(word.text)
        else:
            words.append([word.text])
        last = word.x1 if last is None else max(last, word.x1)
    return words


def _word_key(pieces, visual):
    """A word compared whatever the order its letters came out in: a right-to-left word's pieces read
    back (visual order) when they came from pdftotext; a word mixing directions as its sorted letters.
    Punctuation is left out: the bidirectional algorithm moves a neutral comma or hyphen between runs
    of different directions, next to another word than the one it follows in the text."""
    pieces = ["".join(c for c in piece if unicodedata.category(c)[0] != "P") for piece in pieces]
    word = "".join(pieces)
    rtl = [is_rtl(c) for c in word if unicodedata.category(c)[0] in "LN"]
    if rtl and all(rtl):
        return "".join(reversed(pieces)) if visual else word
    if any(rtl):
        return "".join(sorted(word))
    return word


def _marks(text):
    return sorted(c for c in text if unicodedata.category(c) == "Mn")


def _unmarked(text):
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


def text_matches(expected, words):
    """Whether words (one text's, as pdftotext found them) read as expected, wherever its lines break.

    The words are taken line by line, top to bottom, each line left to right, and must spell the
    expected text's next letters (white space aside). Right-to-left text may come out of pdftotext
    in visual order: a line's words right to left, each word's letters reversed, or both, so for such
    a text each line may match in any of these orders. Two things pdftotext cannot give back for
    right-to-left text are compared more loosely, each counted in LOOSE_MATCHES:
    - a line mixing directions (an Arabic street with Latin words and digits), whose order is the
      Unicode bidirectional algorithm's, which this does not implement, is compared as the multiset of
      its words against the words of the same stretch of the expected text: each word spelt exactly
      (its letters read back to logical order), but neither their order on the line
      nor punctuation (a comma or hyphen the algorithm moves between runs) checked;
    - combining marks (Arabic shadda and vowel signs, Hebrew points), which pdftotext gives as words
      of their own wherever their glyph's origin lies, are compared as a multiset over the whole text,
      and the letters without them as above."""
    loose = len(LOOSE_MATCHES)
    if _text_matches(expected, words):
        return True
    del LOOSE_MATCHES[loose:]
    if not is_rtl(expected) or not _marks(expected):
        return False
    if _marks(expected) != _marks("".join(w.text for w in words)):
        return False
    bare = []
    for w in words:
        if _unmarked(w.text):
            bare.append(Word(w.x0, w.y0, w.x1, w.y1, _unmarked(w.text), w.line))
    if _text_matches(_unmarked(expected), bare):
        LOOSE_MATCHES.append(("marks", expected))
        return True
    return False


def _text_matches(expected, words):
    want = squeeze(expected)
    rtl = is_rtl(want)
    # Where each of the expected words starts and ends in `want`.
    spans, at = [], 0
    for word in expected.split():
        length = len(squeeze(word))
        spans.append((at, at + length, nfc(word)))
        at += length
    at = 0
    for line in lines_of(words):
        options = [squeeze("".join(w.text for w in line))]
        if rtl:
            options += [squeeze("".join(w.text for w in reversed(line))),
                        squeeze("".join(w.text[::-1] for w in reversed(line))),
                        squeeze("".join(w.text[::-1] for w in line))]
        match = next((o for o in options if want.startswith(o, at)), None)
        if match is None and rtl:
            end = at + len(options[0])
            stretch = [word for start, stop, word in spans if at <= start and stop <= end]
            aligned = any(start == at for start, _, _ in spans) and any(stop == end for _, stop, _ in spans)
            logical = sorted(key for key in (_word_key([w], False) for w in stretch) if key)
            visual = sorted(key for key in (_word_key(w, True) for w in _visual_words(line)) if key)
            if aligned and logical == visual:
                LOOSE_MATCHES.append(("bidi", expected))
                match = options[0]
        if match is None:
            return False
        at += len(match)
    return at == len(want)


# The right-to-left texts text_matches took as their letters' multiset only: jobs report how many.
LOOSE_MATCHES = []


# --- small pictures without extra packages ---


def write_png(path, width, height, pixel):
    """An RGB PNG whose pixel (x, y) is pixel(x, y) -> (r, g, b)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixel(x, y))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
        f.write(chunk(b"IEND", b""))


def write_ppm(path, width, height, pixel):
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (width, height))
        for y in range(height):
            f.write(b"".join(bytes(pixel(x, y)) for x in range(width)))


def portrait(seed):
    """A pixel function drawing a head and shoulders on a coloured ground, different for each seed."""
    rng = random.Random(seed)
    ground = [rng.randint(90, 230) for _ in range(3)]
    skin = rng.choice([(241, 194, 160), (198, 134, 98), (141, 85, 54), (255, 219, 172), (224, 172, 105)])
    shirt = [rng.randint(0, 160) for _ in range(3)]

    def pixel(x, y):
        u, v = x / 96 - 0.5, y / 96
        if (u / 0.19) ** 2 + ((v - 0.38) / 0.24) ** 2 <= 1:
            return skin
        if v > 0.68 and (u / 0.42) ** 2 + ((v - 1.05) / 0.4) ** 2 <= 1:
            return shirt
        return ground

    return pixel


# --- PNM images (pdftoppm's PPM, or PGM with -gray) cut into pieces ---


class Raster:
    """A binary PGM (1 channel) or PPM (3) image."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        match = re.match(rb"P([56])\s+(\d+)\s+(\d+)\s+255\s", data)
        if not match:
            fail(f"{path}: not a binary PGM or PPM of 8-bit samples")
        self.channels = 1 if match.group(1) == b"5" else 3
        self.width, self.height = int(match.group(2)), int(match.group(3))
        self.pixels = memoryview(data)[match.end():]

    def crop(self, path, box):
        """Writes the part box = (x0, y0, x1, y1), in pixels, to path in the image's format."""
        x0, y0, x1, y1 = (int(round(v)) for v in box)
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(self.width, x1), min(self.height, y1)
        c, row = self.channels, self.width * self.channels
        with open(path, "wb") as f:
            f.write(b"P%d %d %d 255\n" % (5 if c == 1 else 6, x1 - x0, y1 - y0))
            for y in range(y0, y1):
                f.write(self.pixels[y * row + x0 * c : y * row + x1 * c])

    def mean(self, x, y, radius=3):
        """The mean colour (a tuple of channels) of the square of 2 radius + 1 pixels around (x, y)."""
        x, y = int(round(x)), int(round(y))
        c = self.channels
        sums = [0] * c
        count = 0
        for yy in range(max(0, y - radius), min(self.height, y + radius + 1)):
            for xx in range(max(0, x - radius), min(self.width, x + radius + 1)):
                at = (yy * self.width + xx) * c
                for k in range(c):
                    sums[k] += self.pixels[at + k]
                count += 1
        return tuple(round(v / count) for v in sums)
