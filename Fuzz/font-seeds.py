#!/usr/bin/env python3
"""Writes FuzzFonts' seeds into the folder given: installed fonts cut by fontTools to the glyphs of
the fuzzed spec's texts (a few KB each, under the fuzzer's 64 KB), as TrueType (DejaVu Sans), TrueType
with Arabic shaping (Noto Sans Arabic), OpenType CFF (the first face of Noto Sans CJK's collection),
WOFF, and a collection of two faces, each with the ending poster reads it by."""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

TEXT = "Fuzz fi ffl Ärger Жук سلام عليكم and 漢字かな"
SOURCES = {
    "dejavu": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    "arabic": ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0),
    "cjk-cff": ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
}


def cut(path, number):
    font = TTFont(path, fontNumber=number)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=TEXT)
    subsetter.subset(font)
    return font


folder = sys.argv[1]
fonts = {name: cut(path, number) for name, (path, number) in SOURCES.items()}
fonts["dejavu"].save(os.path.join(folder, "dejavu.ttf"))
fonts["arabic"].save(os.path.join(folder, "arabic.ttf"))
fonts["cjk-cff"].save(os.path.join(folder, "cjk-cff.otf"))
fonts["dejavu"].flavor = "woff"
fonts["dejavu"].save(os.path.join(folder, "dejavu.woff"))
fonts["dejavu"].flavor = None
collection = TTCollection()
collection.fonts = [fonts["dejavu"], fonts["arabic"]]
collection.save(os.path.join(folder, "two.ttc"))
