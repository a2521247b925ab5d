#!/usr/bin/env python3
"""Writes each workbook given after the folder as a FuzzXLSX input of parts into the folder: its first
worksheet, shared strings and styles parts (empty where it has none) joined by NUL bytes, which the
target zips again with a workbook part of its own."""
import os
import sys
import zipfile

PARTS = ("xl/worksheets/sheet1.xml", "xl/sharedStrings.xml", "xl/styles.xml")

folder = sys.argv[1]
for path in sys.argv[2:]:
    with zipfile.ZipFile(path) as workbook:
        names = set(workbook.namelist())
        parts = [workbook.read(name) if name in names else b"" for name in PARTS]
    with open(os.path.join(folder, os.path.basename(path) + ".parts"), "wb") as out:
        out.write(b"\0".join(parts))
