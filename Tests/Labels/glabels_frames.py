#!/usr/bin/env python3
"""The label frames of gLabels templates, computed from gLabels' own XML on its own, for comparison
with what poster draws. Usage: glabels_frames.py FOLDER "Brand|Part"... prints one JSON object: each
name to its frames [x, y, width, height] in points, layout by layout, row by row."""
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

UNITS = {"pt": 1.0, "in": 72.0, "mm": 72 / 25.4, "cm": 72 / 2.54, "pc": 12.0}


def length(text):
    text = (text or "0").strip()
    for unit, points in UNITS.items():
        if text.endswith(unit):
            return float(text[: -len(unit)]) * points
    return float(text)


def local(tag):
    """An element's name without its namespace (some files declare gLabels' own)."""
    return tag.split("}")[-1]


def templates(folder):
    found = {}
    for path in sorted(glob.glob(os.path.join(folder, "*-templates.xml"))):
        for element in ET.parse(path).getroot().iter():
            if local(element.tag) != "Template":
                continue
            found[(element.get("brand"), element.get("part"))] = element
    return found


def frames(found, brand, part):
    element = found[(brand, part)]
    if element.get("equiv"):
        element = found[(brand, element.get("equiv"))]
    label = next(child for child in element if local(child.tag).startswith("Label-"))
    if local(label.tag) == "Label-round":
        width = height = 2 * length(label.get("radius"))
    elif local(label.tag) == "Label-cd":
        # A business-card CD's width or height cuts its disc.
        diameter = 2 * length(label.get("radius"))
        width, height = length(label.get("width")) or diameter, length(label.get("height")) or diameter
    else:
        width, height = length(label.get("width")), length(label.get("height"))
    out = []
    for layout in (child for child in label.iter() if local(child.tag) == "Layout"):
        x0, y0 = length(layout.get("x0")), length(layout.get("y0"))
        dx, dy = length(layout.get("dx")), length(layout.get("dy"))
        for row in range(int(layout.get("ny"))):
            for column in range(int(layout.get("nx"))):
                out.append([x0 + column * dx, y0 + row * dy, width, height])
    return out


if __name__ == "__main__":
    found = templates(sys.argv[1])
    result = {}
    for name in sys.argv[2:]:
        brand, part = name.split("|", 1)
        result[name] = frames(found, brand, part)
    print(json.dumps(result))
