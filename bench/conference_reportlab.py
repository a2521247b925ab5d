"""The conference badges of `make bench`'s section "conference" drawn with reportlab, as a user would script
them: layouts/conference-badges.json's sheet (A4, 12 mm margins, 2 x 3 badges 6 x 5 mm apart, a grey
frame each, a footer), on each badge the band in its role's colour, the logo (rasterised once from
pictures/logo.svg, which reportlab cannot read), the conference's name and the role in white, a star for
a VIP, the photo covering a circle with a ring round it, the name (set smaller until it fits), the
organisation on at most two lines, a rule, the check-in URL as a QR code (reportlab's own widget, level
Q), the badge's number and id; then the sheet's backs, mirrored (the programme and the name).
Usage: conference_reportlab.py CSV PDF
"""
import csv
import math
import os
import subprocess
import sys
import tempfile

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.colors import HexColor
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader, simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

MM = 72 / 25.4
WIDTH, HEIGHT = A4
MARGIN, GAP_X, GAP_Y, FOOTER = 12 * MM, 6 * MM, 5 * MM, 16
COLUMNS, ROWS = 2, 3
CELL_W = (WIDTH - 2 * MARGIN - GAP_X) / COLUMNS
CELL_H = (HEIGHT - 2 * MARGIN - FOOTER - (ROWS - 1) * GAP_Y) / ROWS
BANDS = {"Speaker": "#c0392b", "VIP": "#b7950b", "Staff": "#1e8449", "Press": "#1e8449"}
PROGRAMME = ["09:00  Registration", "09:30  Keynote: fractals in print", "11:00  Badges from data", "13:00  Lunch",
             "14:00  Colour for the press room", "16:00  Gallery walk"]


def box(cell, at, size):
    """The box of an item placed at `at` (fractions of the cell, its top left corner) of `size`, in
    reportlab's coordinates (y up): x, y of its bottom left corner, width, height."""
    x, top = cell
    return x + at[0] * CELL_W, top - (at[1] + size[1]) * CELL_H, size[0] * CELL_W, size[1] * CELL_H


def text(pdf, string, area, size, font="DejaVuSans", color="#000000", align="center"):
    """`string` on one line, set smaller until it fits `area`'s width, centred in its height."""
    x, y, w, h = area
    while size > 4 and pdfmetrics.stringWidth(string, font, size) > w:
        size -= 0.5
    pdf.setFont(font, size)
    pdf.setFillColor(HexColor(color))
    baseline = y + (h - size * 0.76) / 2
    if align == "center":
        pdf.drawCentredString(x + w / 2, baseline, string)
    else:
        pdf.drawString(x, baseline, string)


def star(pdf, cx, cy, radius, turn):
    path = pdf.beginPath()
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.radians(90 - turn - 36 * k)
        (path.moveTo if k == 0 else path.lineTo)(cx + r * math.cos(a), cy + r * math.sin(a))
    path.close()
    pdf.setFillColor(HexColor("#f7dc6f"))
    pdf.drawPath(path, stroke=0, fill=1)


def front(pdf, cell, row, number, logo, sizes):
    x, top = cell
    pdf.setStrokeColor(HexColor("#d0d0d0"))
    pdf.setLineWidth(0.5)
    pdf.rect(x, top - CELL_H, CELL_W, CELL_H, stroke=1, fill=0)
    pdf.setFillColor(HexColor(BANDS.get(row["role"], "#34495e")))
    pdf.rect(*box(cell, (0, 0), (1, 0.22)), stroke=0, fill=1)
    lx, ly, lw, lh = box(cell, (0.04, 0.03), (0.16, 0.16))
    side = min(lw, lh)
    pdf.drawImage(logo, lx, ly + (lh - side) / 2, side, side, mask="auto")
    text(pdf, "Poster Conference 2026", box(cell, (0.22, 0.03), (0.74, 0.10)), 11, "DejaVuSans-Bold", "#ffffff")
    text(pdf, row["role"], box(cell, (0.22, 0.12), (0.74, 0.08)), 10, color="#ffffff")
    if row["role"] == "VIP":
        star(pdf, x + 0.93 * CELL_W, top - 0.11 * CELL_H, 0.045 * min(CELL_W, CELL_H), 12)
    px, py, pw, ph = box(cell, (0.05, 0.27), (0.30, 0.30))
    d = min(pw, ph)
    cx, cy = px + d / 2, py + ph - d / 2
    if row["photo"]:
        if row["photo"] not in sizes:
            sizes[row["photo"]] = ImageReader(row["photo"]).getSize()
        iw, ih = sizes[row["photo"]]
        scale = max(d / iw, d / ih)
        pdf.saveState()
        clip = pdf.beginPath()
        clip.circle(cx, cy, d / 2)
        pdf.clipPath(clip, stroke=0, fill=0)
        pdf.drawImage(row["photo"], cx - iw * scale / 2, cy - ih * scale / 2, iw * scale, ih * scale)
        pdf.restoreState()
    pdf.setStrokeColor(HexColor("#34495e"))
    pdf.setLineWidth(1.5)
    pdf.circle(cx, cy, d / 2, stroke=1, fill=0)
    text(pdf, row["name"], box(cell, (0.39, 0.28), (0.57, 0.16)), 14, "DejaVuSans-Bold", align="start")
    ox, oy, ow, oh = box(cell, (0.39, 0.44), (0.57, 0.13))
    pdf.setFont("DejaVuSans", 10)
    pdf.setFillColor(HexColor("#000000"))
    for k, line in enumerate(simpleSplit(row["organisation"], "DejaVuSans", 10, ow)[:2]):
        pdf.drawString(ox, oy + oh - 10 * (k + 1) * 1.2, line)
    pdf.setStrokeColor(HexColor("#d0d0d0"))
    pdf.setLineWidth(0.75)
    rule = top - 0.625 * CELL_H
    pdf.line(x + 0.05 * CELL_W, rule, x + 0.95 * CELL_W, rule)
    side = 0.32 * min(CELL_W, CELL_H)
    code = QrCodeWidget(f"https://example.org/checkin/{row['id']}", barLevel="Q")
    x0, y0, x1, y1 = code.getBounds()
    drawing = Drawing(side, side, transform=[side / (x1 - x0), 0, 0, side / (y1 - y0), 0, 0])
    drawing.add(code)
    renderPDF.draw(drawing, pdf, x + 0.95 * CELL_W - side, top - 0.96 * CELL_H)
    text(pdf, f"Badge {number:03d}", box(cell, (0.05, 0.70), (0.55, 0.09)), 9, align="start")
    text(pdf, row["id"], box(cell, (0.05, 0.80), (0.55, 0.08)), 8, color="#7f8c8d", align="start")


def back(pdf, cell, row):
    x, top = cell
    pdf.setStrokeColor(HexColor("#d0d0d0"))
    pdf.setLineWidth(0.5)
    pdf.rect(x, top - CELL_H, CELL_W, CELL_H, stroke=1, fill=0)
    pdf.setFillColor(HexColor("#34495e"))
    band = box(cell, (0, 0), (1, 0.14))
    pdf.rect(*band, stroke=0, fill=1)
    text(pdf, "Programme", band, 12, "DejaVuSans-Bold", "#ffffff")
    px, py, pw, ph = box(cell, (0.08, 0.18), (0.84, 0.58))
    pdf.setFont("DejaVuSans", 9)
    pdf.setFillColor(HexColor("#000000"))
    for k, line in enumerate(PROGRAMME):
        pdf.drawString(px, py + ph - 9 * (k + 1) * 1.3, line)
    text(pdf, f"{row['name']} · {row['role']}", box(cell, (0.05, 0.87), (0.90, 0.08)), 8, color="#7f8c8d")


def footer(pdf, page, pages):
    pdf.setFont("DejaVuSans", 8)
    pdf.setFillColor(HexColor("#000000"))
    pdf.drawCentredString(WIDTH / 2, MARGIN, f"Poster Conference 2026 · badges, sheet {page} of {pages}")


def main(data, out):
    with open(data, newline="") as f:
        rows = sorted(csv.DictReader(f), key=lambda r: r["name"])
    folder = os.path.dirname(os.path.abspath(data))
    os.chdir(folder)
    for face, file in [("DejaVuSans", "DejaVuSans.ttf"), ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf")]:
        pdfmetrics.registerFont(TTFont(face, f"/usr/share/fonts/truetype/dejavu/{file}"))
    with tempfile.TemporaryDirectory() as scratch:
        logo = os.path.join(scratch, "logo.png")
        subprocess.run(["rsvg-convert", "-w", "256", "-o", logo, "pictures/logo.svg"], check=True)
        pdf = canvas.Canvas(out, pagesize=A4)
        per_sheet = COLUMNS * ROWS
        sheets = (len(rows) + per_sheet - 1) // per_sheet
        sizes = {}
        for s in range(sheets):
            batch = rows[s * per_sheet:(s + 1) * per_sheet]
            for mirrored in (False, True):
                for k, row in enumerate(batch):
                    column = k % COLUMNS
                    if mirrored:
                        column = COLUMNS - 1 - column
                    cell = (MARGIN + column * (CELL_W + GAP_X), HEIGHT - MARGIN - (k // COLUMNS) * (CELL_H + GAP_Y))
                    if mirrored:
                        back(pdf, cell, row)
                    else:
                        front(pdf, cell, row, s * per_sheet + k + 1, logo, sizes)
                footer(pdf, 2 * s + 1 + mirrored, 2 * sheets)
                pdf.showPage()
        pdf.save()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
