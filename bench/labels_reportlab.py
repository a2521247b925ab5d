"""The label sheet of `make bench`'s section "data" drawn with reportlab, as a user would script it: Avery L7160
(A4, 3 x 7 labels of 63.5 x 38.1 mm from 7.21 mm left and 15.15 mm top, 66.04 x 38.1 mm apart), on each
label a filled hexagon (#4f4fbf, circumradius 45.649 pt, a vertex pointing right, its centre 45.649 pt below
the label's top) and the row's name below it in 10 pt DejaVu Sans, #222222, centred, its baseline 103.11 pt
below the label's top: the geometry poster draws for data_sheets.labels_spec. Usage: labels_reportlab.py CSV PDF
"""
import csv
import math
import sys

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

MM = 72 / 25.4
COLUMNS, ROWS = 3, 7
LEFT, TOP, PITCH_X, PITCH_Y = 7.21 * MM, 15.15 * MM, 66.04 * MM, 38.1 * MM
WIDTH = 63.5 * MM
RADIUS, CENTRE_DOWN, BASELINE_DOWN = 45.649, 45.649, 103.11


def main(data, out):
    with open(data, newline="") as f:
        names = [row["name"] for row in csv.DictReader(f)]
    pdfmetrics.registerFont(TTFont("DejaVuSans", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    pdf = canvas.Canvas(out, pagesize=A4)
    height = A4[1]
    corners = [(RADIUS * math.cos(math.radians(60 * k)), RADIUS * math.sin(math.radians(60 * k))) for k in range(6)]
    for i, name in enumerate(names):
        slot = i % (COLUMNS * ROWS)
        if i and slot == 0:
            pdf.showPage()
        x = LEFT + (slot % COLUMNS) * PITCH_X
        top = TOP + (slot // COLUMNS) * PITCH_Y
        cx, cy = x + WIDTH / 2, height - (top + CENTRE_DOWN)
        path = pdf.beginPath()
        path.moveTo(cx + corners[0][0], cy + corners[0][1])
        for dx, dy in corners[1:]:
            path.lineTo(cx + dx, cy + dy)
        path.close()
        pdf.setFillColorRGB(0x4F / 255, 0x4F / 255, 0xBF / 255)
        pdf.drawPath(path, stroke=0, fill=1)
        pdf.setFillColorRGB(0x22 / 255, 0x22 / 255, 0x22 / 255)
        pdf.setFont("DejaVuSans", 10)
        pdf.drawCentredString(cx, height - (top + BASELINE_DOWN), name)
    pdf.save()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
