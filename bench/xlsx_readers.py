"""Which XML parser poster should read .xlsx worksheets with: libxml2's streaming reader (poster's own
XLSXReader, compiled into the bench through a symbolic link), SWXMLHash 8.1.1 (full and lazy) or XMLCoder
0.18.2, each timed reading one workbook from its bytes to its rows, unzip included (ZIPFoundation, the same
calls for every parser), and all giving the same rows. poster keeps libxml2 unless another is faster.

The workbook: 12,000 guests (a name in one of nine scripts, a city, a number) written as CSV and
converted by Tests/Data/csv_to_xlsx.py. The parsers are timed by the Swift package bench/xlsx-readers
(built in release under the work folder), which checks that they all read a fixture workbook's expected
rows and then the same rows as XLSXReader from this one. For run.py:
`measure(work, rounds)` and `markdown(results)`. Run on its own: xlsx_readers.py [ROUNDS] [WORK]
(WORK defaults to .build-bench, as run.py's --work).
"""
import csv
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "bench", "xlsx-readers")
ROWS = 12_000
ROUNDS = 20
NAMES = ["Guest", "Zoë Ångström", "Jürgen Weiß", "Иван Петров", "Νίκος Παπαδόπουλος", "محمد العلي", "יעל כהן",
         "李小龙", "佐藤 花子", "김민준", "अनन्या शर्मा", "สมชาย ใจดี"]
CITIES = ["London", "São Paulo", "Москва", "Αθήνα", "القاهرة", "東京", "서울", "मुंबई"]


def write_csv(folder):
    """The guests: name, city, id (a whole number, so a number cell); the CSV's path."""
    path = os.path.join(folder, "guests.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["name", "city", "id"])
        for k in range(ROWS):
            w.writerow([f"{NAMES[k % len(NAMES)]} {k + 1:05d}", CITIES[k % len(CITIES)], str(100_000 + k)])
    return path


def workbook(folder):
    """The guests as an .xlsx workbook, by Tests/Data/csv_to_xlsx.py; its path."""
    path = os.path.join(folder, "guests.xlsx")
    subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "Data", "csv_to_xlsx.py"), write_csv(folder), path], check=True)
    return path


def measure(work, rounds=ROUNDS):
    """Builds bench/xlsx-readers under `work` and times the parsers on the workbook: the program's summary
    line and table rows, with the workbook's size."""
    folder = os.path.join(os.path.abspath(work), "xlsx-readers")
    os.makedirs(folder, exist_ok=True)
    path = workbook(folder)
    build = os.path.join(os.path.abspath(work), "xlsx-readers-build")
    built = subprocess.run(["swift", "build", "-c", "release", "--build-path", build], cwd=PACKAGE, capture_output=True, text=True)
    if built.returncode != 0:
        raise RuntimeError(f"building bench/xlsx-readers failed:\n{built.stdout}{built.stderr}")
    program = os.path.join(build, "release", "xlsx-readers")
    result = subprocess.run([program, path, str(rounds)], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"xlsx-readers failed: {result.stderr.strip()}")
    lines = result.stdout.strip().splitlines()
    return {"size": os.path.getsize(path), "summary": lines[0], "table": [l for l in lines[1:] if l.startswith("|")]}


def markdown(results):
    return ["## XML parsers for .xlsx worksheets", "",
            f"A {results['size'] / 1024:.0f} KB workbook of {ROWS:,} guests (names in nine scripts; "
            f"Tests/Data/csv_to_xlsx.py): {results['summary']} Times are per workbook, from its bytes in memory to "
            "its rows, unzip included (bench/xlsx-readers, release build, all in one process). libxml2's row is "
            "poster's own XLSXReader (Sources/SpecModel/Data/XLSXReader.swift, compiled into the bench), which also "
            "finds the first sheet through xl/workbook.xml; the others unzip xl/sharedStrings.xml and "
            "xl/worksheets/sheet1.xml with ZIPFoundation (XLSXReader unzips with libzip) and turn them into the same rows by "
            "XLSXReader's rules. SWXMLHash and XMLCoder parse with Foundation's XMLParser, which on Linux is "
            "libxml2's SAX push parser.", "",
            *results["table"], ""]


def section(work, rounds=ROUNDS):
    """The section's Markdown lines, measured."""
    return markdown(measure(work, rounds))


if __name__ == "__main__":
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    work = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build-bench")
    print("\n".join(section(work, rounds)))
