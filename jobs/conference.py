#!/usr/bin/env python3
"""Conference badges end to end: attendees in 18 locales, a badge each, checked through the PDF.

Writes attendees.csv (UTF-8, Faker data, seeded), photos (PNG and JPEG) for some attendees and a
badge sheet spec: a logo, a role band chosen by `when`, the photo, name and organisation, a vCard QR
code, a Code 128 of the attendee's id and a back for duplex printing. poster renders it to PDF; the
fronts are rasterised at 300 dpi (pdftoppm) and each badge's QR code and barcode are cut out and read
by zbarimg, which must give the row's vCard and id byte for byte; pdftotext must find each name in
its badge's name box on the front and, mirrored for long-edge duplex, on the back.
"""

import csv
import json
import os
import random
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor

import common
from common import fail, run

SIZES = {"small": 62, "full": 400}
MM = 72 / 25.4
DPI = 300

# The badge sheet, written out so that the checks know every badge's place: A4, 2 x 3 badges of
# 90 x 85 mm, the first at (12, 15) mm, 96 mm across and 90 mm down from one to the next.
PAPER = (210 * MM, 297 * MM)
BADGE = (90 * MM, 85 * MM)
ORIGIN = (12 * MM, 15 * MM)
PITCH = (96 * MM, 90 * MM)
COLUMNS, ROWS = 2, 3
PER_PAGE = COLUMNS * ROWS

# Boxes inside a badge, as shares of its width and height: (x, y, width, height).
NAME_BOX = (0.33, 0.23, 0.63, 0.22)
BACK_NAME_BOX = (0.06, 0.04, 0.88, 0.24)
QR_BOX = (0.56, 0.57, 0.40, 0.40)
CODE128_BOX = (0.04, 0.64, 0.48, 0.20)

ROLES = ["Attendee"] * 6 + ["Speaker"] * 2 + ["VIP", "Staff", "Press"]
# The role band's colour by role (the items chosen by `when`), and a point of the band that nothing
# covers: between the logo and the band's texts.
BAND = {"Attendee": "#34495e", "Speaker": "#c0392b", "VIP": "#b7950b", "Staff": "#1e8449", "Press": "#1e8449"}
BAND_POINT = (0.185, 0.10)
NUMBER_BOX = (0.04, 0.57, 0.48, 0.06)
PHOTO_BOX = (0.04, 0.24, 0.26, 0.30)
ORGANISATION_BOX = (0.33, 0.46, 0.63, 0.09)
FAMILY_FIRST = {"zh_CN", "ja_JP", "ko_KR", "hu_HU"}
NO_SPACE = {"zh_CN", "ko_KR"}

VCARD = (
    "BEGIN:VCARD\r\nVERSION:3.0\r\nN:{vn}\r\nFN:{vfn}\r\nORG:{vorg}\r\nEMAIL:{email}\r\n"
    "TEL:{phone}\r\nNOTE:{id}\r\nEND:VCARD"
)


def vcard_escape(text):
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def display_name(locale, firsts, lasts):
    if locale in FAMILY_FIRST:
        return ("" if locale in NO_SPACE else " ").join(lasts + firsts)
    return " ".join(firsts + lasts)


def attendees(count, photos):
    fakers = common.fakers(common.LOCALES)
    rng = random.Random(common.SEED)
    rows, seen = [], set()
    while len(rows) < count:
        i = len(rows)
        locale = common.LOCALES[i % len(common.LOCALES)]
        faker = fakers[locale]
        if i % 13 == 5:
            firsts, lasts = common.long_name(faker, rng)
        else:
            firsts, lasts = [faker.first_name()], [faker.last_name()]
        name = common.one_line(display_name(locale, firsts, lasts))
        if name in seen:
            continue
        seen.add(name)
        organisation = "" if i % 5 == 2 else common.one_line(faker.company())
        if i % 29 == 11:
            # Braces in a value are the value's, not placeholders.
            organisation = "{name} & {id} {{Ltd}}"
        if i % 17 == 9 and organisation:
            organisation = f"{organisation}, {common.one_line(faker.company())}; {common.one_line(faker.city())}"
        row = {
            "id": f"PC26-{i * 7919 % 100000:05d}",
            "name": name,
            "role": ROLES[rng.randrange(len(ROLES))],
            "organisation": organisation,
            "photo": photos[i % len(photos)] if i % 3 != 1 else "",
            "email": "" if i % 7 == 3 else faker.email(),
            "phone": "" if i % 4 == 0 else faker.phone_number(),
            "locale": locale,
            "vn": vcard_escape(" ".join(lasts)) + ";" + vcard_escape(" ".join(firsts)) + ";;;",
            "vfn": vcard_escape(name),
            "vorg": vcard_escape(organisation),
        }
        row["vcard"] = VCARD.format(**row)
        rows.append(row)
    return rows


def make_photos(work):
    """Twelve portraits, half PNG (written here), half JPEG (cjpeg of a PPM)."""
    os.makedirs(os.path.join(work, "photos"))
    names = []
    for k in range(12):
        pixel = common.portrait(k)
        if k % 2 == 0:
            name = f"photos/p{k:02d}.png"
            common.write_png(os.path.join(work, name), 96, 96, pixel)
        else:
            ppm = os.path.join(work, f"photos/p{k:02d}.ppm")
            common.write_ppm(ppm, 96, 96, pixel)
            name = f"photos/p{k:02d}.jpg"
            with open(os.path.join(work, name), "wb") as out:
                subprocess.run(["cjpeg", "-quality", "85", ppm], stdout=out, check=True)
            os.remove(ppm)
        names.append(name)
    return names


def share(box):
    x, y, w, h = box
    return {"at": [f"{x * 100:g}%", f"{y * 100:g}%"], "size": [f"{w * 100:g}%", f"{h * 100:g}%"]}


def spec():
    band = {"figure": {"kind": "rect"}, "size": ["100%", "20%"]}
    return {
        "version": 1,
        "title": "Conference badges (end-to-end job)",
        "theme": {"font": "DejaVu Sans"},
        "pages": [{"sheet": {
            "data": "attendees.csv",
            "template": {
                "name": "job badges", "paper": {"width": "210mm", "height": "297mm"},
                "label": ["90mm", "85mm"], "cornerRadius": "3mm",
                "layouts": [{"columns": COLUMNS, "rows": ROWS, "at": ["12mm", "15mm"], "pitch": ["96mm", "90mm"]}],
            },
            "cell": {"items": [
                dict(band, fill=BAND["Attendee"]),
                dict(band, fill=BAND["Speaker"], when={"role": "Speaker"}),
                dict(band, fill=BAND["VIP"], when={"role": "VIP"}),
                dict(band, fill=BAND["Staff"], when={"role": {"in": ["Staff", "Press"]}}),
                {"figure": {"kind": "image", "src": "logo.svg"}, "at": ["3%", "10%"], "size": ["14%", "14%"], "anchor": "left"},
                {"text": {"text": "Poster Conference 2026", "size": "11pt", "weight": "bold", "color": "#ffffff"},
                 "at": ["20%", "2%"], "size": ["76%", "9%"]},
                {"text": {"text": "{role}", "size": "10pt", "color": "#ffffff"}, "at": ["20%", "11%"], "size": ["76%", "7%"]},
                dict(share(PHOTO_BOX), figure={"kind": "image", "src": "{photo}", "fit": "cover"}, clip="circle",
                     when={"photo": {"not": ""}}),
                dict(share(NAME_BOX), text={"text": "{name}", "size": "14pt", "weight": "bold", "align": "start", "maxLines": 3}),
                dict(share(ORGANISATION_BOX), text={"text": "{organisation}", "size": "9pt", "align": "start", "maxLines": 2}),
                dict(share(NUMBER_BOX), text={"text": "Badge {#:04d}", "size": "8pt", "align": "start"}),
                dict(share(CODE128_BOX), figure={"kind": "code", "type": "code128", "data": "{id}"}),
                dict(share(QR_BOX), figure={"kind": "code", "data": VCARD, "correction": "M"}),
            ]},
            "back": {"items": [
                dict(share(BACK_NAME_BOX), text={"text": "{name}", "size": "14pt", "weight": "bold", "maxLines": 3}),
                {"figure": {"kind": "rect"}, "fill": "#34495e", "at": ["0%", "30%"], "size": ["100%", "10%"]},
                {"text": {"text": "Programme", "size": "12pt", "weight": "bold", "color": "#ffffff"}, "at": ["0%", "30%"], "size": ["100%", "10%"]},
                {"text": {"text": "09:00  Registration\n09:30  Keynote\n11:00  Badges from data\n13:00  Lunch\n16:00  Gallery walk",
                          "size": "9pt", "align": "start"}, "at": ["8%", "44%"], "size": ["84%", "44%"]},
                {"text": {"text": "{role} · {id}", "size": "8pt", "color": "#7f8c8d"}, "at": ["50%", "96%"], "size": ["90%", "7%"], "anchor": "bottom"},
            ]},
        }}],
    }


def badge_origin(k, back=False):
    """Top left corner of badge k's label, in points, on its front page (or its back page, long edge)."""
    slot = k % PER_PAGE
    x = ORIGIN[0] + (slot % COLUMNS) * PITCH[0]
    y = ORIGIN[1] + (slot // COLUMNS) * PITCH[1]
    if back:
        x = PAPER[0] - x - BADGE[0]
    return x, y


def box_in(k, box, back=False, pad=0.0):
    x, y = badge_origin(k, back)
    bx, by, bw, bh = box
    return (x + bx * BADGE[0] - pad, y + by * BADGE[1] - pad, x + (bx + bw) * BADGE[0] + pad, y + (by + bh) * BADGE[1] + pad)


def check_names(pdf, rows):
    pages = common.pdf_words(pdf)
    fronts = -(-len(rows) // PER_PAGE)
    if len(pages) != 2 * fronts:
        fail(f"{pdf}: {len(pages)} pages, expected {2 * fronts} (a back after each of {fronts} fronts)")
    for k, row in enumerate(rows):
        for back in (False, True):
            page = 2 * (k // PER_PAGE) + (1 if back else 0)
            x0, y0, x1, y1 = box_in(k, BACK_NAME_BOX if back else NAME_BOX, back, pad=2)
            words = [w for w in pages[page][2] if x0 <= w.cx <= x1 and y0 <= w.cy <= y1]
            if not back:
                nx0, ny0, nx1, ny1 = box_in(k, NUMBER_BOX, pad=1)
                number = " ".join(w.text for w in pages[page][2] if nx0 <= w.cx <= nx1 and ny0 <= w.cy <= ny1)
                if number != f"Badge {k + 1:04d}":
                    fail(f"row {k + 1} ({row['id']}): page {page + 1}, badge {k % PER_PAGE + 1}: the number reads {number!r}, "
                         f"expected 'Badge {k + 1:04d}'")
                ox0, oy0, ox1, oy1 = box_in(k, ORGANISATION_BOX, pad=1)
                found = [w for w in pages[page][2] if ox0 <= w.cx <= ox1 and oy0 <= w.cy <= oy1]
                if not common.text_matches(row["organisation"], found):
                    read = " | ".join(" ".join(w.text for w in line) for line in common.lines_of(found))
                    fail(f"row {k + 1} ({row['id']}, {row['locale']}): page {page + 1}, badge {k % PER_PAGE + 1}: "
                         f"organisation {row['organisation']!r} not found in its box; pdftotext read {read!r}")
            if not common.text_matches(row["name"], words):
                side = "back" if back else "front"
                found = " | ".join(" ".join(w.text for w in line) for line in common.lines_of(words))
                fail(f"row {k + 1} ({row['id']}, {row['locale']}): page {page + 1} ({side}), badge {k % PER_PAGE + 1}: "
                     f"name {row['name']!r} not found in its box; pdftotext read {found!r}")


def scan(files, symbology):
    """zbarimg's raw output for each file alone (a vCard holds line breaks, so files are read one by one)."""
    def one(path):
        result = subprocess.run(
            ["zbarimg", "-q", "--raw", "--nodbus", "-Sdisable", f"-S{symbology}.enable", path], capture_output=True)
        return result.stdout
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(one, files))


def check_codes(work, pdf, rows):
    fronts = -(-len(rows) // PER_PAGE)
    crops = os.path.join(work, "crops")
    os.makedirs(crops)
    qr_files, bar_files = [], []
    scale = DPI / 72
    for page in range(fronts):
        prefix = os.path.join(crops, f"page{page + 1}")
        # The front of sheet `page` is PDF page 2 page + 1.
        run(["pdftoppm", "-r", str(DPI), "-f", str(2 * page + 1), "-l", str(2 * page + 1), "-singlefile", pdf, prefix],
            what=f"pdftoppm page {2 * page + 1}")
        image = common.Raster(prefix + ".ppm")
        for k in range(page * PER_PAGE, min(len(rows), (page + 1) * PER_PAGE)):
            for box, files, name in ((QR_BOX, qr_files, "qr"), (CODE128_BOX, bar_files, "code128")):
                path = os.path.join(crops, f"badge{k + 1:04d}-{name}.ppm")
                image.crop(path, [v * scale for v in box_in(k, box, pad=1.5 * MM)])
                files.append(path)
            x, y = badge_origin(k)
            band = image.mean((x + BAND_POINT[0] * BADGE[0]) * scale, (y + BAND_POINT[1] * BADGE[1]) * scale)
            role = rows[k]["role"]
            want = tuple(int(BAND[role][i:i + 2], 16) for i in (1, 3, 5))
            if max(abs(a - b) for a, b in zip(band, want)) > 6:
                fail(f"row {k + 1} ({rows[k]['id']}): page {2 * page + 1}, badge {k % PER_PAGE + 1}: the band of a {role} is "
                     f"rgb{band}, expected {BAND[role]} rgb{want}")
            # The photo's middle is its portrait's face (the picture's centre, which "cover" keeps) and its
            # ground the portrait's own colour; where the row has no photo, the page's white.
            row = rows[k]
            middle = image.mean((x + (PHOTO_BOX[0] + PHOTO_BOX[2] / 2) * BADGE[0]) * scale,
                                (y + (PHOTO_BOX[1] + PHOTO_BOX[3] / 2) * BADGE[1]) * scale)
            if row["photo"]:
                portrait = common.portrait(int(row["photo"][len("photos/p"):][:2]))
                # "cover" scales the square picture to the box's larger side; (20, 30) is its ground, which
                # differs from picture to picture, inside the circle.
                pixel = max(PHOTO_BOX[2] * BADGE[0], PHOTO_BOX[3] * BADGE[1]) / 96
                ground = image.mean((x + (PHOTO_BOX[0] + PHOTO_BOX[2] / 2) * BADGE[0] + (20 - 48) * pixel) * scale,
                                    (y + (PHOTO_BOX[1] + PHOTO_BOX[3] / 2) * BADGE[1] + (30 - 48) * pixel) * scale)
                for what, got, want in (("middle", middle, portrait(48, 48)), ("ground", ground, portrait(20, 30))):
                    if max(abs(a - b) for a, b in zip(got, want)) > 12:
                        fail(f"row {k + 1} ({row['id']}): page {2 * page + 1}, badge {k % PER_PAGE + 1}: the photo {row['photo']} "
                             f"shows rgb{got} at its {what}, expected rgb{tuple(want)}")
            elif middle != (255, 255, 255):
                fail(f"row {k + 1} ({row['id']}): page {2 * page + 1}, badge {k % PER_PAGE + 1}: no photo, but "
                     f"rgb{middle} where one would be")
        os.remove(prefix + ".ppm")
    for files, symbology, column, what in ((qr_files, "qrcode", "vcard", "QR code (vCard)"),
                                           (bar_files, "code128", "id", "Code 128")):
        for k, (row, output) in enumerate(zip(rows, scan(files, symbology))):
            expected = row[column].encode("utf-8") + b"\n"
            if output != expected:
                fail(f"row {k + 1} ({row['id']}, {row['locale']}): page {2 * (k // PER_PAGE) + 1}, badge {k % PER_PAGE + 1}: "
                     f"{what} read {output!r}, expected {expected!r} ({os.path.basename(files[k])})")
    shutil.rmtree(crops)


def job(args):
    """Conference badges from multi-locale data, their codes and names checked in the PDF."""
    work = args.work
    photos = make_photos(work)
    rows = attendees(SIZES[args.size], photos)
    with open(os.path.join(work, "attendees.csv"), "w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    shutil.copy(os.path.join(os.path.dirname(__file__), "..", "layouts", "pictures", "logo.svg"), work)
    with open(os.path.join(work, "badges.json"), "w", encoding="utf-8") as f:
        json.dump(spec(), f, ensure_ascii=False, indent=1)
    pdf = os.path.join(work, "badges.pdf")
    run([args.poster, "render", os.path.join(work, "badges.json"), "-o", pdf], what="poster render badges.json")
    run(["qpdf", "--check", pdf], what="qpdf --check badges.pdf")
    check_names(pdf, rows)
    check_codes(work, pdf, rows)
    scripts = len({r["locale"] for r in rows})
    with_photo = sum(1 for r in rows if r["photo"])
    return (f"{len(rows)} badges ({scripts} locales, {with_photo} with photos) on {2 * -(-len(rows) // PER_PAGE)} pages: "
            f"every vCard QR code and Code 128 read back exactly, every band in its role's colour and photo where its row has one, every name, organisation and number found on its badge, the name on its back too"
            + (f" ({len(common.LOOSE_MATCHES)} right-to-left lines checked as words or without mark placement)" if common.LOOSE_MATCHES else ""))


if __name__ == "__main__":
    common.main(job)
